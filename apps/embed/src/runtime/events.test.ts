// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEventBatch, type AnalyticsEventBody } from '@vendy/client/domain';
import {
  ANONYMOUS_ID_KEY,
  FLUSH_INTERVAL_MS,
  anonymousId,
  createEventSender,
  flushOnPageExit,
} from './events';
import { LAYOUT_ID } from './fixtures';

const ENDPOINT = 'https://vendy.example.test/events';

const play = (n: number): AnalyticsEventBody => ({
  category: 'video',
  type: 'watch',
  videoPosition: String(n),
  videoSecondsWatched: String(n),
  videoSecondsElapsed: String(n),
  videoId: null,
  strategyId: null,
  experimentId: null,
  widgetId: LAYOUT_ID,
  groupId: null,
  feedId: null,
});

function setup(preview = false) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 202 }));
  const sendBeacon = vi.fn(() => true);
  const sender = createEventSender({
    preview,
    anonymousId: () => 'viewer-1',
    fetch,
    sendBeacon,
    endpoint: ENDPOINT,
    now: () => 1_700_000_000_000,
  });
  const bodies = () =>
    fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown[]);
  return { sender, fetch, sendBeacon, bodies };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('event batches', () => {
  it('sends what was queued after 2 s, in the format the server accepts', async () => {
    const { sender, fetch, bodies } = setup();
    const id = sender.push(play(1));
    sender.push(play(2));
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(ENDPOINT);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    const [batch] = bodies();
    expect(batch).toHaveLength(2);
    expect(batch![0]).toMatchObject({ eventId: id, anonymousId: 'viewer-1', videoPosition: '1' });
    const parsed = parseEventBatch(batch);
    expect(parsed.ok && parsed.events).toHaveLength(2);
  });

  it('sends at once when 20 events are queued', async () => {
    const { sender, fetch, bodies } = setup();
    for (let i = 0; i < 20; i++) sender.push(play(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodies()[0]).toHaveLength(20);
  });

  it('keeps a batch the server could not take and sends it again', async () => {
    const { sender, fetch, bodies } = setup();
    fetch.mockResolvedValueOnce(new Response(null, { status: 503 }));
    sender.push(play(1));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(bodies()[1]).toHaveLength(1);
  });

  it('sends the queue with sendBeacon when the page is hidden or left', () => {
    const { sender, fetch, sendBeacon } = setup();
    const stop = flushOnPageExit(sender, window);
    sender.push(play(1));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(body)).toHaveLength(1);
    expect(sender.queued).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('sends nothing in preview', async () => {
    const { sender, fetch, sendBeacon } = setup(true);
    expect(sender.push(play(1))).toBeNull();
    for (let i = 0; i < 25; i++) sender.push(play(i));
    await vi.advanceTimersByTimeAsync(FLUSH_INTERVAL_MS * 2);
    sender.flushOnExit();
    expect(fetch).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('anonymousId', () => {
  it('is kept in local storage and reused', () => {
    localStorage.clear();
    const first = anonymousId(localStorage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(localStorage.getItem(ANONYMOUS_ID_KEY)).toBe(first);
    expect(anonymousId(localStorage)).toBe(first);
  });

  it('replaces a malformed stored id and works without storage', () => {
    localStorage.setItem(ANONYMOUS_ID_KEY, 'not valid!');
    expect(anonymousId(localStorage)).not.toBe('not valid!');
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(anonymousId(blocked)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
