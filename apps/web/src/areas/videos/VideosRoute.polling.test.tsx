// The open list keeps PROCESSING rows current on a clock (fake timers): asked at once when the
// list opens, again every few seconds while one is processing, and not at all once none is.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { renderAt } from '../../mocks/decorators';
import { processingUpload, readyUpload } from './fixtures';
import { plentyLeft } from './usage/fixtures';
import { LIST_POLL_INTERVAL_MS } from './useProcessingPoll';
import type { Video } from './videoListModel';
import { VideosRoute } from './VideosRoute';

const server = vi.hoisted(() => ({
  videos: [] as Video[],
  /** Answers of checkAndUpdateVideoStatus, one per call ('FAIL' fails); the last one repeats. */
  statuses: [] as string[],
  /** Answers for one video, used before `statuses`, the same way. */
  statusesById: {} as Record<string, string[]>,
  checks: [] as string[],
}));

// The generated documents are the operations' text: `query getVideos { … }`.
const operationName = (document: unknown) =>
  /^\s*(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1];

vi.mock('../../lib/api', () => ({
  request: async (document: unknown, variables?: Record<string, unknown>) => {
    const name = operationName(document);
    if (name === 'getVideos') return { getVideos: server.videos };
    if (name === 'getInstagramAccount') return { getInstagramAccount: null };
    if (name === 'getVideoUploadUsage') return { getVideoUploadUsage: plentyLeft };
    if (name === 'checkAndUpdateVideoStatus') {
      const id = String(variables?.videoId);
      server.checks.push(id);
      const queue = server.statusesById[id] ?? server.statuses;
      const status = queue.shift() ?? 'READY';
      if (queue.length === 0) queue.push(status);
      if (status === 'FAIL') throw new Error('Unable to get videos.');
      const found = server.videos.find((video) => video.id === id);
      return { checkAndUpdateVideoStatus: { ...found, status } };
    }
    throw new Error(`unexpected operation ${name}`);
  },
}));

/** Lets the clock run and every answer due by then arrive and render. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders the route and lets its first answers arrive (well before the first interval). */
const opened = async () => {
  render(renderAt(<VideosRoute />, { path: '/videos' }));
  for (let i = 0; i < 10; i += 1) await elapse(10);
};

const statusIn = (title: string) => {
  const row = screen.getByRole('rowheader', { name: title }).closest('[role="row"]');
  return within(row as HTMLElement);
};

beforeEach(() => {
  // Only the clocks the page reads; React's scheduler keeps its own (setImmediate, MessageChannel).
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  server.checks.length = 0;
  server.statusesById = {};
});
afterEach(() => {
  vi.useRealTimers();
});

describe('VideosRoute polling', () => {
  it('turns a processing row Ready without a reload, then stops asking', async () => {
    server.videos = [processingUpload, readyUpload];
    server.statuses = ['PROCESSING', 'PROCESSING', 'READY'];
    await opened();

    // Asked once as the list opens: still processing.
    expect(server.checks).toEqual(['video-processing']);
    expect(statusIn('Spring lookbook').getByText('Processing')).toBeVisible();

    await elapse(LIST_POLL_INTERVAL_MS);
    expect(server.checks).toHaveLength(2);
    expect(statusIn('Spring lookbook').getByText('Processing')).toBeVisible();

    await elapse(LIST_POLL_INTERVAL_MS);
    expect(server.checks).toHaveLength(3);
    expect(statusIn('Spring lookbook').getByText('Ready')).toBeVisible();
    expect(statusIn('Spring lookbook').queryByText('Processing')).toBeNull();

    // Nothing is processing any more: the list stops asking.
    await elapse(LIST_POLL_INTERVAL_MS * 5);
    expect(server.checks).toHaveLength(3);
  });

  it('never asks when nothing is processing', async () => {
    server.videos = [readyUpload];
    server.statuses = ['READY'];
    await opened();
    expect(screen.getByRole('rowheader', { name: readyUpload.title })).toBeVisible();
    await elapse(LIST_POLL_INTERVAL_MS * 5);
    expect(server.checks).toEqual([]);
  });

  it('keeps asking about the rows still processing after another turned Ready', async () => {
    const second = { ...processingUpload, id: 'video-second', title: 'Autumn teaser' };
    server.videos = [processingUpload, second];
    server.statusesById = {
      'video-processing': ['READY'],
      'video-second': ['PROCESSING', 'PROCESSING', 'READY'],
    };
    await opened();
    expect(statusIn('Spring lookbook').getByText('Ready')).toBeVisible();
    expect(statusIn('Autumn teaser').getByText('Processing')).toBeVisible();

    await elapse(LIST_POLL_INTERVAL_MS);
    expect(statusIn('Autumn teaser').getByText('Processing')).toBeVisible();
    await elapse(LIST_POLL_INTERVAL_MS);
    expect(statusIn('Autumn teaser').getByText('Ready')).toBeVisible();
    // The ready row was not asked about again.
    expect(server.checks.filter((id) => id === 'video-processing')).toHaveLength(1);
    expect(server.checks.filter((id) => id === 'video-second')).toHaveLength(3);
    await elapse(LIST_POLL_INTERVAL_MS * 3);
    expect(server.checks).toHaveLength(4);
  });

  it('keeps asking after a failed check', async () => {
    server.videos = [processingUpload];
    server.statuses = ['FAIL', 'READY'];
    await opened();
    expect(statusIn('Spring lookbook').getByText('Processing')).toBeVisible();
    await elapse(LIST_POLL_INTERVAL_MS);
    expect(statusIn('Spring lookbook').getByText('Ready')).toBeVisible();
  });
});
