// Reading a local video in the browser (doc 2 §4/§5): its duration and size from a <video>
// element, and a frame captured to a canvas as a JPEG thumbnail.
import { unreadableDurationMessages, type FileLike } from '@vendy/client/validation';

export interface VideoMetadata {
  /** Seconds. */
  duration: number;
  width: number;
  height: number;
  /** Width divided by height (0.5625 for 9:16); 1 when the size is unknown. */
  aspectRatio: number;
}

/** The duration could not be read: `messages` are the lines to show (QuickTime adds its reason). */
export class DurationError extends Error {
  override name = 'DurationError';
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

export interface MetadataReaderEnv {
  createVideo: () => HTMLVideoElement;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Milliseconds before giving up on a file the browser never answers for. */
  timeoutMs?: number;
}

const browserEnv = (): MetadataReaderEnv => ({
  createVideo: () => document.createElement('video'),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
});

const usable = (value: number) => Number.isFinite(value) && value > 0;

/** Reads a source's metadata through a <video> element (a local file's object URL, or a URL). */
export function readMetadataFrom(
  video: HTMLVideoElement,
  src: string,
  timeoutMs = 20_000,
): Promise<VideoMetadata> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('durationchange', onDurationChange);
      video.removeEventListener('error', onError);
      outcome();
    };
    const succeed = () =>
      finish(() => {
        const { duration, videoWidth: width, videoHeight: height } = video;
        resolve({ duration, width, height, aspectRatio: width && height ? width / height : 1 });
      });
    const fail = () => finish(() => reject(new Error('unreadable')));
    const onMetadata = () => {
      if (usable(video.duration)) succeed();
      // Some WebM files report an infinite duration until asked for a time past their end.
      else if (video.duration === Infinity) video.currentTime = Number.MAX_SAFE_INTEGER;
      else fail();
    };
    const onDurationChange = () => {
      if (usable(video.duration) && video.readyState >= 1) succeed();
    };
    const onError = () => fail();
    const timer = setTimeout(fail, timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('durationchange', onDurationChange);
    video.addEventListener('error', onError);
    video.src = src;
  });
}

/**
 * The duration, size and aspect ratio of a video file, read locally. Fails with a DurationError
 * carrying 'Unable to extract duration from file.' (and the QuickTime message for .mov files).
 */
export async function readVideoMetadata(
  file: Blob & FileLike,
  env: MetadataReaderEnv = browserEnv(),
): Promise<VideoMetadata> {
  const url = env.createObjectURL(file);
  const video = env.createVideo();
  try {
    return await readMetadataFrom(video, url, env.timeoutMs);
  } catch {
    throw new DurationError(unreadableDurationMessages(file));
  } finally {
    video.removeAttribute('src');
    env.revokeObjectURL(url);
  }
}

export const THUMBNAIL_TYPE = 'image/jpeg';
const JPEG_QUALITY = 0.85;

/** The frame a <video> element shows, drawn to a canvas and encoded as a JPEG blob. */
export function captureFrame(
  video: HTMLVideoElement,
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): Promise<Blob> {
  const canvas = createCanvas();
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || !canvas.width || !canvas.height) {
    return Promise.reject(new Error('Unable to capture a frame from this video.'));
  }
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob ? resolve(blob) : reject(new Error('Unable to capture a frame from this video.')),
      THUMBNAIL_TYPE,
      JPEG_QUALITY,
    ),
  );
}
