// The /analytics route module against msw: the plan gate, the token in the frame address's
// fragment, the spec's failure message with 'Try again', and fresh tokens for the frame.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standardMerchant, starterMerchant } from '../../mocks/account';
import { analyticsSettingsApi } from '../../mocks/analytics';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { AnalyticsRoute } from './AnalyticsRoute';
import { HELLO, NAMES, NEED_TOKEN, TOKEN, TOKEN_FAILED } from './frame/protocol';
import { RENEW_AHEAD_MS, RENEW_MIN_MS, renewDelay } from './analyticsToken';

const { server, calls } = setupGraphqlServer();
afterEach(() => {
  vi.useRealTimers();
});
const asked = () => calls.filter((c) => c.operationName === 'getAnalyticsToken').length;
const FAILED = 'Something went wrong trying to get analytics access token. Please try again.';

function show(user: CurrentUser = standardMerchant) {
  server.use(...lists(), ...analyticsSettingsApi());
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <AnalyticsRoute />
      </HydrateSession>,
      { path: '/analytics', otherPaths: ['/plans'] },
    ),
  );
  return userEvent.setup();
}

/** The group's layouts, videos and products, whose titles the page sends the frame. */
const lists = () =>
  gqlData({
    getWidgets: [{ id: 'layout-1', title: 'Summer lookbook' }],
    getVirtualVideos: [{ id: 'video-1', title: 'Linen shirt styling' }],
    getProducts: [{ id: 'product-1', alternateId: '8072365447213', title: 'Linen shirt' }],
  });

const token = (accessToken: string, minutes = 15) => ({
  accessToken,
  expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
});

describe('/analytics', () => {
  it('saves the attribution window with a toast and loads the frame again', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('tok-1') }));
    const user = show();
    const first = await screen.findByTitle('Analytics');
    const select = await screen.findByRole('button', { name: /Attribution window/ });
    await waitFor(() => expect(select).toHaveTextContent('7 days'));
    await user.click(select);
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '7 days', '30 days']);
    await user.click(within(options).getByRole('option', { name: '30 days' }));
    expect(await screen.findByText('Attribution window saved.')).toBeVisible();
    const saves = calls.filter((c) => c.operationName === 'updateAnalyticsSettings');
    expect(saves.map((c) => c.variables)).toEqual([{ attributionWindowDays: 30 }]);
    expect(screen.getByRole('button', { name: /Attribution window/ })).toHaveTextContent('30 days');
    // A new frame: it reads every number again, with the new window.
    await waitFor(() => expect(screen.getByTitle('Analytics')).not.toBe(first));
    expect(screen.getByTitle('Analytics')).toHaveAttribute('src', '/analytics/frame#token=tok-1');
  });

  it('says when the window cannot be read, and reads it again on Try again', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('tok-1') }));
    const user = show();
    server.use(gqlError('getAnalyticsSettings', 'Unable to get data.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get data.');
    // The frame still shows the numbers.
    expect(screen.getByTitle('Analytics')).toBeVisible();
    server.use(...analyticsSettingsApi(30));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Attribution window/ })).toHaveTextContent(
      '30 days',
    );
  });

  it('keeps the window and the frame when saving fails, and says why', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('tok-1') }));
    const user = show();
    server.use(...analyticsSettingsApi(7, { saveFails: true }));
    const first = await screen.findByTitle('Analytics');
    const select = await screen.findByRole('button', { name: /Attribution window/ });
    await waitFor(() => expect(select).toHaveTextContent('7 days'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: '1 day' }));
    expect(await screen.findByText('Unable to save settings.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Attribution window/ })).toHaveTextContent('7 days');
    expect(screen.getByTitle('Analytics')).toBe(first);
  });

  it('offers the upgrade without the analytics feature, and asks for no token', async () => {
    show(starterMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(asked()).toBe(0);
  });

  it('embeds the frame with the token in the fragment, never in the query', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('tok.en-1') }));
    show();
    const frame = await screen.findByTitle('Analytics');
    const src = frame.getAttribute('src') ?? '';
    expect(src).toBe('/analytics/frame#token=tok.en-1');
    expect(src.split('#')[0]).not.toContain('tok');
    expect(src).not.toContain('?');
  });

  it("shows the spec's message with 'Try again', which asks again", async () => {
    server.use(gqlError('getAnalyticsToken'));
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByTitle('Analytics')).toBeNull();
    server.use(...gqlData({ getAnalyticsToken: token('second') }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Analytics')).toHaveAttribute(
      'src',
      '/analytics/frame#token=second',
    );
  });

  /** The frame's window (happy-dom loads no frame page): records what the page sends it. */
  async function frameWindow() {
    const frame = (await screen.findByTitle('Analytics')) as HTMLIFrameElement;
    const received: unknown[] = [];
    const fake = { postMessage: (message: unknown) => received.push(message) };
    Object.defineProperty(frame, 'contentWindow', { value: fake, configurable: true });
    const from = (source: unknown, origin = window.location.origin, type: string = NEED_TOKEN) =>
      act(() => {
        const event = new MessageEvent('message', { data: { type }, origin });
        Object.defineProperty(event, 'source', { value: source });
        window.dispatchEvent(event);
      });
    return { frame, received, ask: () => from(fake), from, fake };
  }

  it('answers the frame asking for a token with a fresh one, or says it failed', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('first') }));
    show();
    const { frame, received, ask } = await frameWindow();
    server.use(...gqlData({ getAnalyticsToken: token('fresh') }));
    await ask();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: TOKEN, token: 'fresh' });
    // The frame stays loaded with its first address.
    expect(frame).toHaveAttribute('src', '/analytics/frame#token=first');

    server.use(gqlError('getAnalyticsToken'));
    await ask();
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ type: TOKEN_FAILED, message: FAILED });
  });

  it('ignores messages from another origin or another window', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('first') }));
    show();
    const { received, from, fake } = await frameWindow();
    await waitFor(() => expect(asked()).toBe(1));
    server.use(...gqlData({ getAnalyticsToken: token('fresh') }));
    await from(fake, 'https://evil.example');
    await from(window);
    // Then the frame itself: its answer is the only one, and it took one more request.
    await from(fake);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(asked()).toBe(2);
  });

  it('sends the frame a new token a minute before the current one expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Expires in 3 minutes: renewed after 2.
    server.use(...gqlData({ getAnalyticsToken: token('first', 3) }));
    show();
    const { received } = await frameWindow();
    server.use(...gqlData({ getAnalyticsToken: token('renewed', 15) }));
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000 - 5_000));
    expect(received).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: TOKEN, token: 'renewed' });
  });
  it('sends the frame the titles of the layouts, videos and products once it listens', async () => {
    server.use(...gqlData({ getAnalyticsToken: token('first') }));
    show();
    const { received, from, fake } = await frameWindow();
    await from(fake, window.location.origin, HELLO);
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      type: NAMES,
      names: {
        layout: { 'layout-1': 'Summer lookbook' },
        video: { 'video-1': 'Linen shirt styling' },
        product: { 'product-1': 'Linen shirt', '8072365447213': 'Linen shirt' },
      },
    });
  });
});

describe('renewDelay', () => {
  it('is a minute before expiry, never under the minimum, 14 minutes without an expiry', () => {
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(renewDelay('2026-11-27T10:15:00Z', now)).toBe(15 * 60_000 - RENEW_AHEAD_MS);
    expect(renewDelay('2026-11-27T10:00:30Z', now)).toBe(RENEW_MIN_MS);
    expect(renewDelay('2026-11-27T09:00:00Z', now)).toBe(RENEW_MIN_MS);
    expect(renewDelay(null, now)).toBe(14 * 60_000);
  });
});
