// What /audios asks of the server (doc 2 §4/§7): upload (duration already read → upload address →
// PUT as audio/mpeg → save), edit and delete. Dependencies are injected so the flow is tested
// without a network.
import {
  DeleteAudioDocument,
  GetAudioUploadUrlDocument,
  UpsertAudioDocument,
  type AudioFieldsFragment,
} from '@vendy/client/generated';
import { effectiveLoop } from '@vendy/client/domain';
import type { VendyRequest } from '@vendy/client/request';
import type { PutFile } from './putFile';

export type Audio = AudioFieldsFragment;

/** What the browser sends every audio file as (doc 2 §7). */
export const AUDIO_CONTENT_TYPE = 'audio/mpeg';

export const uploadFailedMessage = (status: number) =>
  `Error uploading audio file to S3. HTTP ${status}`;

export interface AudioUploadValues {
  title: string;
  description?: string | null;
  file: File;
  /** Seconds, as read from the file. */
  duration: number;
  loop: boolean;
}

export interface AudioEditValues {
  title: string;
  description?: string | null;
  loop: boolean;
}

export type UploadPhase = 'preparing' | 'uploading' | 'saving';

export interface UploadProgress {
  phase: UploadPhase;
  /** Share of the file's bytes sent, 0 to 1. */
  fraction: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface AudioActionDeps {
  request: VendyRequest;
  put: PutFile;
}

export interface AudioActions {
  upload(values: AudioUploadValues, options?: UploadOptions): Promise<Audio>;
  save(audio: Audio, values: AudioEditValues): Promise<Audio>;
  remove(audio: Audio): Promise<void>;
}

export function createAudioActions({ request, put }: AudioActionDeps): AudioActions {
  return {
    async upload(values, { onProgress, signal } = {}) {
      onProgress?.({ phase: 'preparing', fraction: 0 });
      const { getAudioUploadUrl: target } = await request(
        GetAudioUploadUrlDocument,
        { fileName: values.file.name },
        { signal },
      );
      onProgress?.({ phase: 'uploading', fraction: 0 });
      const status = await put(target.url, values.file, AUDIO_CONTENT_TYPE, {
        signal,
        onProgress: (fraction) => onProgress?.({ phase: 'uploading', fraction }),
      });
      if (status !== 200) throw new Error(uploadFailedMessage(status));
      onProgress?.({ phase: 'saving', fraction: 1 });
      const { upsertAudio } = await request(
        UpsertAudioDocument,
        {
          title: values.title,
          description: values.description || null,
          duration: values.duration,
          externalId: target.id,
          loop: effectiveLoop(values.loop, values.duration),
        },
        { signal },
      );
      return upsertAudio;
    },
    async save(audio, values) {
      const { upsertAudio } = await request(UpsertAudioDocument, {
        id: audio.id,
        title: values.title,
        // '' clears a description; the server keeps the stored one only when it is omitted.
        description: values.description ?? '',
        loop: effectiveLoop(values.loop, audio.duration),
      });
      return upsertAudio;
    },
    async remove(audio) {
      await request(DeleteAudioDocument, { audioId: audio.id });
    },
  };
}
