import { describe, expect, it, vi } from 'vitest';
import { readyUpload, tikTokVideo, youTubeVideo } from './fixtures';
import { createVideoActions } from './videoActions';
import { fakePut, fakeRequest, fakeTus } from './upload/testing';

const endpoints = { youtube: 'https://oembed.test/yt', tiktok: 'https://oembed.test/tt' };

function setup(answers: Record<string, unknown>, oembed: unknown = { title: 'From oEmbed' }) {
  const { request, calls } = fakeRequest(answers);
  const put = fakePut(200);
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? put(url, init) : new Response(JSON.stringify(oembed), { status: 200 }),
  );
  const actions = createVideoActions({
    request,
    fetch,
    Upload: fakeTus().Upload,
    oembedEndpoints: () => endpoints,
  });
  return { actions, calls, fetch, put };
}

describe('video actions', () => {
  it('looks up a YouTube video and saves it with its watch URL and id', async () => {
    const { actions, calls } = setup(
      { upsertVideo: youTubeVideo },
      { title: 'Packing list', thumbnail_url: 'https://i.test/yt.jpg', width: 480, height: 270 },
    );
    const preview = await actions.lookUpYouTube('youtu.be/abcdefghijk');
    expect(preview).toEqual({
      source: 'YOUTUBE',
      sourceId: 'abcdefghijk',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      title: 'Packing list',
      thumbnailUrl: 'https://i.test/yt.jpg',
      aspectRatio: 480 / 270,
      duration: 60,
      // YouTube's oEmbed never tells the length: the minute is an assumption, and says so.
      durationAssumed: true,
    });
    await actions.saveExternal({ ...preview, title: ' Packing list ' });
    expect(calls[0]!.variables).toEqual({
      title: 'Packing list',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
      thumbnailUrl: 'https://i.test/yt.jpg',
      duration: 60,
      aspectRatio: 480 / 270,
      loop: false,
      source: 'YOUTUBE',
      sourceId: 'abcdefghijk',
    });
  });

  it('assumes a minute for a YouTube video unless the endpoint knows its length', async () => {
    const known = setup({}, { title: 'Long one', duration: 185 });
    expect(await known.actions.lookUpYouTube('youtu.be/abcdefghijk')).toMatchObject({
      duration: 185,
      durationAssumed: false,
    });
  });

  it('treats a YouTube Short as portrait', async () => {
    const { actions } = setup({}, { title: 'Short', width: 200, height: 113 });
    const preview = await actions.lookUpYouTube('https://www.youtube.com/shorts/abcdefghijk');
    expect(preview.aspectRatio).toBe(0.5625);
    expect(preview.url).toBe('https://www.youtube.com/watch?v=abcdefghijk');
  });

  it('refuses an address that is not a video before calling anyone', async () => {
    const { actions, fetch } = setup({});
    await expect(actions.lookUpYouTube('https://vimeo.com/1')).rejects.toThrow(
      'URL must be from Youtube.',
    );
    await expect(actions.lookUpTikTok('https://www.tiktok.com/@shop/video/abc')).rejects.toThrow(
      'Invalid video ID.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('imports a TikTok video as a one-minute portrait embed, keeping its page address', async () => {
    const { actions, calls } = setup(
      { upsertVideo: tikTokVideo },
      { title: 'Trail shoes', thumbnail_url: 'https://i.test/tt.jpg' },
    );
    const preview = await actions.lookUpTikTok(
      'https://m.tiktok.com/@shop/video/7234567890123456789?lang=en',
    );
    expect(preview).toMatchObject({
      source: 'TIKTOK',
      sourceId: '7234567890123456789',
      url: 'https://www.tiktok.com/player/v1/7234567890123456789',
      duration: 60,
      durationAssumed: true,
      aspectRatio: 0.5625,
      pageUrl: 'https://www.tiktok.com/@shop/video/7234567890123456789',
    });
    await actions.saveExternal(preview);
    // The page with the @handle is what the server keeps for Re-Sync.
    expect(calls[0]!.variables).toMatchObject({
      url: 'https://www.tiktok.com/@shop/video/7234567890123456789',
      source: 'TIKTOK',
      sourceId: '7234567890123456789',
    });
  });

  it('saves an edit, uploading a new thumbnail first', async () => {
    const { actions, calls, put } = setup({
      getVideoImageUploadUrl: {
        fileName: 'f',
        fileKey: 'key/new.png',
        url: 'https://s.test/p',
        objectExists: false,
      },
      upsertVideo: readyUpload,
    });
    const image = new Blob(['png'], { type: 'image/png' });
    await actions.save({ video: readyUpload, title: ' New title ', loop: true, thumbnail: image });
    expect(put).toHaveBeenCalledOnce();
    expect(calls.at(-1)!.variables).toEqual({
      id: readyUpload.id,
      title: 'New title',
      loop: true,
      thumbnailUrl: 'key/new.png',
    });
  });

  it('keeps the current thumbnail and forces loop off above a minute', async () => {
    const { actions, calls } = setup({ upsertVideo: readyUpload });
    await actions.save({
      video: { ...readyUpload, duration: 90 },
      title: 'Long',
      loop: true,
      thumbnail: null,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.variables).toEqual({ id: readyUpload.id, title: 'Long', loop: false });
  });

  it("reports a refused delete with the server's reason or the fallback", async () => {
    const refused = setup({ deleteVideo: { success: false, message: null } });
    await expect(refused.actions.remove(readyUpload)).rejects.toThrow('Error deleting video.');
    const done = setup({ deleteVideo: { success: true, message: null } });
    await expect(done.actions.remove(readyUpload)).resolves.toBeUndefined();
    expect(done.calls[0]!.variables).toEqual({ videoId: readyUpload.id });
  });

  it('re-syncs a YouTube or TikTok video from its oEmbed answer', async () => {
    const yt = setup(
      { upsertVideo: youTubeVideo },
      { title: 'Fresh title', thumbnail_url: 'https://i.test/n.jpg' },
    );
    await yt.actions.resync(youTubeVideo);
    const oembedUrl = new URL(String(yt.fetch.mock.calls[0]![0]));
    expect(oembedUrl.searchParams.get('url')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(yt.calls[0]!.variables).toEqual({
      id: youTubeVideo.id,
      title: 'Fresh title',
      thumbnailUrl: 'https://i.test/n.jpg',
    });

    const short = { ...youTubeVideo, aspectRatio: 0.5625 };
    const ys = setup({ upsertVideo: short }, { title: 'Short', width: 200, height: 113 });
    await ys.actions.resync(short);
    expect(new URL(String(ys.fetch.mock.calls[0]![0])).searchParams.get('url')).toBe(
      'https://www.youtube.com/shorts/abcdefghijk',
    );
    expect(ys.calls[0]!.variables.aspectRatio).toBe(0.5625);

    const tt = setup({ upsertVideo: tikTokVideo }, { title: 'Shoes' });
    await tt.actions.resync(tikTokVideo);
    expect(new URL(String(tt.fetch.mock.calls[0]![0])).searchParams.get('url')).toBe(
      'https://www.tiktok.com/video/7234567890123456789',
    );
  });
});
