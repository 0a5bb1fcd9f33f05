/** Fixtures of the model's tests (not part of the package's API). */
import { expect } from 'vitest';
import type { CommandResult } from './result';
import type { AudioMedia, EditorState, ImageCollectionMedia, VideoMedia } from './types';

export function video(id: string, duration: number, extra: Partial<VideoMedia> = {}): VideoMedia {
  return {
    kind: 'video',
    id,
    title: `Video ${id}`,
    duration,
    status: 'READY',
    thumbnailUrl: null,
    source: 'UPLOAD',
    ...extra,
  };
}

export function photos(id: string, imageCount: number): ImageCollectionMedia {
  return { kind: 'imageCollection', id, title: `Photos ${id}`, thumbnailUrl: null, imageCount };
}

export function audio(id: string, duration: number, loop = false): AudioMedia {
  return { id, title: `Audio ${id}`, duration, loop };
}

/** The state of a command that must succeed. */
export function must(result: CommandResult<EditorState>): EditorState {
  if (!result.ok) throw new Error(`Refused: ${result.reason} (${result.message})`);
  return result.state;
}

/** The refusal of a command that must fail. */
export function refused(result: CommandResult<EditorState>) {
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  return { reason: result.reason, message: result.message };
}
