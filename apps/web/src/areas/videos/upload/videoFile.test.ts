import { describe, expect, it, vi } from 'vitest';
import { captureFrame, DurationError, readVideoMetadata } from './videoFile';

/** A <video> stand-in that "loads" whatever metadata the test gives it. */
function fakeVideo(metadata: { duration: number; width?: number; height?: number } | 'error') {
  const element = new EventTarget() as EventTarget & Record<string, unknown>;
  Object.assign(element, {
    duration: NaN,
    videoWidth: 0,
    videoHeight: 0,
    readyState: 0,
    removeAttribute: vi.fn(),
  });
  Object.defineProperty(element, 'src', {
    set() {
      queueMicrotask(() => {
        if (metadata === 'error') {
          element.dispatchEvent(new Event('error'));
          return;
        }
        Object.assign(element, {
          duration: metadata.duration,
          videoWidth: metadata.width ?? 1080,
          videoHeight: metadata.height ?? 1920,
          readyState: 1,
        });
        element.dispatchEvent(new Event('loadedmetadata'));
      });
    },
  });
  return element as unknown as HTMLVideoElement;
}

const env = (video: HTMLVideoElement) => ({
  createVideo: () => video,
  createObjectURL: vi.fn(() => 'blob:local/1'),
  revokeObjectURL: vi.fn(),
  timeoutMs: 1000,
});

const mp4 = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
const mov = new File(['x'], 'clip.mov', { type: 'video/quicktime' });

describe('readVideoMetadata', () => {
  it('reads duration, size and aspect ratio from the browser, then frees the object URL', async () => {
    const e = env(fakeVideo({ duration: 42.5, width: 1080, height: 1920 }));
    await expect(readVideoMetadata(mp4, e)).resolves.toEqual({
      duration: 42.5,
      width: 1080,
      height: 1920,
      aspectRatio: 0.5625,
    });
    expect(e.revokeObjectURL).toHaveBeenCalledWith('blob:local/1');
  });

  it("says the duration can't be read", async () => {
    const error = await readVideoMetadata(mp4, env(fakeVideo('error'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DurationError);
    expect((error as DurationError).messages).toEqual(['Unable to extract duration from file.']);
  });

  it('adds the QuickTime reason for .mov files', async () => {
    const error = (await readVideoMetadata(mov, env(fakeVideo({ duration: NaN }))).catch(
      (e: unknown) => e,
    )) as DurationError;
    expect(error.messages).toEqual([
      'Unable to extract duration from file.',
      'Quicktime videos are not supported. Please save the file as a new format and try again.',
    ]);
  });
});

describe('captureFrame', () => {
  it('draws the current frame at full size and encodes it as JPEG', async () => {
    const drawImage = vi.fn();
    const toBlob = vi.fn((done: BlobCallback, type?: string) => done(new Blob(['jpg'], { type })));
    const canvas = { width: 0, height: 0, getContext: () => ({ drawImage }), toBlob };
    const video = { videoWidth: 640, videoHeight: 360 } as HTMLVideoElement;

    const blob = await captureFrame(video, () => canvas as unknown as HTMLCanvasElement);
    expect(blob.type).toBe('image/jpeg');
    expect(canvas).toMatchObject({ width: 640, height: 360 });
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0, 640, 360);
  });

  it('fails for a video without a picture yet', async () => {
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: vi.fn() }),
      toBlob: vi.fn(),
    };
    const video = { videoWidth: 0, videoHeight: 0 } as HTMLVideoElement;
    await expect(
      captureFrame(video, () => canvas as unknown as HTMLCanvasElement),
    ).rejects.toThrow();
  });
});
