import { describe, expect, it, vi } from 'vitest';
import { video } from '../fixtures';
import { uploadVideo, type UploadProgress } from './uploadVideo';
import { fakePut, fakeRequest, fakeTus } from './testing';

const file = new File([new Uint8Array(2048)], 'beach-day.mp4', { type: 'video/mp4' });
const thumbnail = new Blob([new Uint8Array(10)], { type: 'image/jpeg' });
const saved = video('video-new', 'Beach day', '2026-11-20T10:00:00.000Z', { status: 'PROCESSING' });

const answers = () => ({
  getVideoUploadUrl: { id: 'media-42', url: 'https://api.test/uploads/media-42' },
  getVideoImageUploadUrl: {
    fileName: 'x.jpg',
    fileKey: 'group-acme/thumbs/media-42.jpg',
    url: 'https://storage.test/put?sig=1',
    objectExists: false,
  },
  upsertVideo: saved,
});

const input = {
  title: '  Beach day ',
  file,
  duration: 61.2,
  aspectRatio: 0.5625,
  thumbnail,
  loop: true,
};

describe('uploadVideo', () => {
  it('prepares the upload, sends the file by tus, PUTs the thumbnail and saves the video', async () => {
    const { request, calls } = fakeRequest(answers());
    const { Upload, created } = fakeTus();
    const fetch = fakePut(200);
    const progress: UploadProgress[] = [];

    const result = await uploadVideo({ request, fetch, Upload }, input, {
      onProgress: (p) => progress.push(p),
    });

    expect(result).toBe(saved);
    expect(calls.map((c) => c.operationName)).toEqual([
      'getVideoUploadUrl',
      'getVideoImageUploadUrl',
      'upsertVideo',
    ]);
    // Size and duration rounded up.
    expect(calls[0]!.variables).toEqual({ fileName: 'beach-day.mp4', size: 2048, duration: 62 });

    // One resumable upload to the prepared URL, in 10 MiB chunks with the spec's retry delays.
    expect(created).toHaveLength(1);
    expect(created[0]!.file).toBe(file);
    expect(created[0]!.options).toMatchObject({
      uploadUrl: 'https://api.test/uploads/media-42',
      chunkSize: 10_485_760,
      retryDelays: [0, 3000, 5000, 10000, 20000],
    });

    // The thumbnail is PUT with its own content type.
    expect(calls[1]!.variables).toMatchObject({ fileType: 'image/jpeg' });
    expect(String(calls[1]!.variables.fileName)).toMatch(/^media-42_thumbnail_\w+\.jpg$/);
    const [putUrl, init] = fetch.mock.calls[0]!;
    expect(putUrl).toBe('https://storage.test/put?sig=1');
    expect(init).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: thumbnail,
    });

    // Saved with the hosted media id and the thumbnail's key; a 61 s video never loops.
    expect(calls[2]!.variables).toEqual({
      title: 'Beach day',
      externalId: 'media-42',
      thumbnailUrl: 'group-acme/thumbs/media-42.jpg',
      duration: 61.2,
      aspectRatio: 0.5625,
      loop: false,
      source: 'UPLOAD',
    });

    expect(progress.map((p) => `${p.phase}:${p.fraction}`)).toEqual([
      'preparing:0',
      'uploading:0',
      'uploading:0.5',
      'uploading:1',
      'thumbnail:1',
      'saving:1',
    ]);
  });

  it('keeps the loop flag of a video up to a minute long', async () => {
    const { request, calls } = fakeRequest(answers());
    await uploadVideo(
      { request, fetch: fakePut(), Upload: fakeTus().Upload },
      { ...input, duration: 60 },
    );
    expect(calls.at(-1)!.variables.loop).toBe(true);
  });

  it('stops when the thumbnail PUT does not answer 200, and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, calls } = fakeRequest(answers());
    await expect(
      uploadVideo({ request, fetch: fakePut(403), Upload: fakeTus().Upload }, input),
    ).rejects.toThrow('Error uploading video thumbnail.');
    expect(calls.map((c) => c.operationName)).not.toContain('upsertVideo');
  });

  it('reports a failed file upload once tus has used up its retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, calls } = fakeRequest(answers());
    const { Upload } = fakeTus([{ progress: [1, 10] }, new Error('tus: failed to upload chunk')]);
    await expect(uploadVideo({ request, fetch: fakePut(), Upload }, input)).rejects.toThrow(
      'Error uploading video.',
    );
    expect(calls.map((c) => c.operationName)).toEqual(['getVideoUploadUrl']);
  });

  it("shows the server's message when no upload URL is given", async () => {
    const { request } = fakeRequest({
      getVideoUploadUrl: new Error('Error retrieving upload url.'),
    });
    await expect(
      uploadVideo({ request, fetch: fakePut(), Upload: fakeTus().Upload }, input),
    ).rejects.toThrow('Error retrieving upload url.');
  });

  it('aborts the tus upload when cancelled', async () => {
    const { request } = fakeRequest(answers());
    const { Upload, created } = fakeTus([{ progress: [1, 10] }]);
    const controller = new AbortController();
    const pending = uploadVideo({ request, fetch: fakePut(), Upload }, input, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'uploading' && p.fraction > 0) controller.abort();
      },
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(created[0]!.aborted).toBe(true);
  });
});
