// The upload of a new video (doc 2 §4/§7): request an upload id and URL, send the file by
// resumable tus upload (10 MiB chunks, retried after 0, 3, 5, 10 and 20 seconds), PUT the
// thumbnail, then save the video. Dependencies are injected so the flow is tested without network.
import type { VendyRequest } from '@vendy/client/request';
import { GetVideoUploadUrlDocument, UpsertVideoDocument } from '@vendy/client/generated';
import { effectiveLoop, UPLOAD_CHUNK_SIZE, UPLOAD_RETRY_DELAYS } from '@vendy/client/domain';
import type { Video } from '../videoListModel';
import { uploadThumbnail } from './thumbnail';

/** What the flow uses of tus-js-client's Upload class. */
export interface TusUpload {
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
}

export interface TusUploadOptions {
  uploadUrl: string;
  chunkSize: number;
  retryDelays: number[];
  metadata: Record<string, string>;
  removeFingerprintOnSuccess: boolean;
  onProgress: (bytesSent: number, bytesTotal: number) => void;
  onSuccess: () => void;
  onError: (error: Error) => void;
}

export type TusUploadClass = new (file: File, options: TusUploadOptions) => TusUpload;

export interface UploadVideoDeps {
  request: VendyRequest;
  fetch: typeof fetch;
  Upload: TusUploadClass;
}

export interface UploadVideoInput {
  title: string;
  file: File;
  /** Seconds, as read from the file. */
  duration: number;
  aspectRatio: number;
  thumbnail: Blob;
  loop: boolean;
}

export type UploadPhase = 'preparing' | 'uploading' | 'thumbnail' | 'saving';

export interface UploadProgress {
  phase: UploadPhase;
  /** Share of the file's bytes sent, 0 to 1. */
  fraction: number;
}

export interface UploadVideoOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export const VIDEO_FILE_UPLOAD_ERROR = 'Error uploading video.';

function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}

/** Sends the file to the prepared tus upload; resolves once every byte is stored. */
export function sendFile(
  Upload: TusUploadClass,
  file: File,
  uploadUrl: string,
  onFraction: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const upload = new Upload(file, {
      uploadUrl,
      chunkSize: UPLOAD_CHUNK_SIZE,
      retryDelays: [...UPLOAD_RETRY_DELAYS],
      metadata: { filename: file.name, filetype: file.type },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onFraction(total > 0 ? Math.min(1, sent / total) : 0),
      onSuccess: () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        console.error('Video upload failed:', error);
        reject(new Error(VIDEO_FILE_UPLOAD_ERROR));
      },
    });
    const onAbort = () => {
      void upload.abort();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    upload.start();
  });
}

/** Runs the whole upload and answers the saved video (PROCESSING until transcoded). */
export async function uploadVideo(
  deps: UploadVideoDeps,
  input: UploadVideoInput,
  { onProgress = () => {}, signal }: UploadVideoOptions = {},
): Promise<Video> {
  const title = input.title.trim();
  onProgress({ phase: 'preparing', fraction: 0 });
  const { getVideoUploadUrl: target } = await deps.request(
    GetVideoUploadUrlDocument,
    {
      fileName: input.file.name || title,
      size: Math.ceil(input.file.size),
      duration: Math.ceil(input.duration),
    },
    { signal },
  );

  onProgress({ phase: 'uploading', fraction: 0 });
  await sendFile(
    deps.Upload,
    input.file,
    target.url,
    (fraction) => onProgress({ phase: 'uploading', fraction }),
    signal,
  );

  onProgress({ phase: 'thumbnail', fraction: 1 });
  const thumbnailKey = await uploadThumbnail(deps, input.thumbnail, target.id, signal);

  onProgress({ phase: 'saving', fraction: 1 });
  const { upsertVideo: video } = await deps.request(
    UpsertVideoDocument,
    {
      title,
      externalId: target.id,
      thumbnailUrl: thumbnailKey,
      duration: input.duration,
      aspectRatio: input.aspectRatio,
      loop: effectiveLoop(input.loop, input.duration),
      source: 'UPLOAD',
    },
    { signal },
  );
  return video;
}
