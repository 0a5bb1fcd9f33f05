import { describe, expect, it, vi } from 'vitest';
import { instagramVideos, video } from '../fixtures';
import { fakeRequest } from '../upload/testing';
import { importInstagramVideos, type InstagramImportItem } from './importInstagramVideos';

const [first, second] = instagramVideos as [
  (typeof instagramVideos)[0],
  (typeof instagramVideos)[0],
];
const items: InstagramImportItem[] = [
  { post: first, title: ' Instagram Video 1 ', loop: true },
  { post: second, title: 'Instagram Video 2', loop: true },
];

function deps(overrides: { readMetadata?: (url: string) => Promise<never> } = {}) {
  const { request, calls } = fakeRequest({
    uploadVideoFromUrl: (v: Record<string, unknown>) => `hosted-${String(v.url).slice(-14, -4)}`,
    getVideoImageUploadUrl: {
      fileName: 'f',
      fileKey: 'key/thumb.jpg',
      url: 'https://s.test/p',
      objectExists: false,
    },
    upsertVideo: (v: Record<string, unknown>) =>
      video(`saved-${String(v.sourceId)}`, String(v.title), '2026-11-20T10:00:00.000Z', {
        source: 'INSTAGRAM',
      }),
  });
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT'
      ? new Response(null, { status: 200 })
      : new Response(new Blob(['jpg'], { type: 'image/jpeg' })),
  );
  const readMetadata = vi.fn(
    overrides.readMetadata ??
      (async () => ({ duration: 75, width: 1080, height: 1920, aspectRatio: 0.5625 })),
  );
  return { deps: { request, fetch, readMetadata }, calls, fetch, readMetadata };
}

describe('importInstagramVideos', () => {
  it('reads each video, has the server fetch it, uploads the thumbnail and saves it as INSTAGRAM', async () => {
    const { deps: d, calls } = deps();
    const outcome = await importInstagramVideos(d, items.slice(0, 1));
    expect(outcome.failures).toEqual([]);
    expect(outcome.imported.map((v) => v.id)).toEqual(['saved-ig-media-1']);
    expect(calls.map((c) => c.operationName)).toEqual([
      'uploadVideoFromUrl',
      'getVideoImageUploadUrl',
      'upsertVideo',
    ]);
    expect(calls[0]!.variables).toEqual({ url: first.mediaUrl, title: 'Instagram Video 1' });
    expect(calls[2]!.variables).toEqual({
      title: 'Instagram Video 1',
      externalId: 'hosted-ig-media-1',
      thumbnailUrl: 'key/thumb.jpg',
      duration: 75,
      aspectRatio: 0.5625,
      loop: false,
      source: 'INSTAGRAM',
      sourceId: 'ig-media-1',
    });
  });

  it('collects failures per video and carries on with the others', async () => {
    const { deps: d, readMetadata } = deps();
    readMetadata.mockRejectedValueOnce(new Error('network'));
    const outcome = await importInstagramVideos(d, items);
    expect(outcome.imported.map((v) => v.id)).toEqual(['saved-ig-media-2']);
    expect(outcome.failures).toEqual([
      { item: items[0], message: 'Unable to get video metadata.' },
    ]);
  });

  it('reports a thumbnail that cannot be uploaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps: d, fetch } = deps();
    fetch.mockResolvedValueOnce(new Response(null, { status: 403 }));
    const outcome = await importInstagramVideos(d, items.slice(0, 1));
    expect(outcome.failures[0]!.message).toBe('Unable to upload image for video');
  });
});
