/** Rules on videos, audio and image collections (doc 2 §4/§5, doc 3 §4/§9). */
import type { VideoStatus } from '../generated/graphql';
import { IMAGE_SECONDS, LOOP_LIMIT_SECONDS } from './constants';

export type { VideoStatus };

export const LOOP_DISABLED_MESSAGE = 'Looping is disabled for videos over a minute long.';

/** Media longer than a minute cannot loop. */
export function canLoop(durationSeconds: number): boolean {
  return durationSeconds <= LOOP_LIMIT_SECONDS;
}

/** The loop flag to save: forced off when the media is too long to loop. */
export function effectiveLoop(loop: boolean, durationSeconds: number): boolean {
  return loop && canLoop(durationSeconds);
}

/** A video's status: the SDL's, or the text of a database row (any value not PROCESSING or ERROR plays). */
type StatusOrText = VideoStatus | (string & {});

/** Message shown on a video that is not ready, or null when it plays. */
export function videoStatusMessage(status: StatusOrText | null | undefined): string | null {
  if (status === 'PROCESSING') {
    return 'The video is being processed. It will be available for playback soon.';
  }
  if (status === 'ERROR')
    return 'Something went wrong processing this video. Please try re-uploading.';
  return null;
}

/** Why a video cannot be dragged into a timeline, or null when it can. */
export function timelineBlockReason(status: StatusOrText | null | undefined): string | null {
  if (status === 'PROCESSING') {
    return 'This video is currently processing. It will become available shortly.';
  }
  if (status === 'ERROR') {
    return 'There has been an error with this video and it is not available for use.';
  }
  return null;
}

export function isVideoUsable(status: StatusOrText | null | undefined): boolean {
  return timelineBlockReason(status) === null;
}

/** Length in seconds of an image collection used as a segment: its image count times IMAGE_SECONDS. */
export function imageCollectionDuration(imageCount: number): number {
  return Math.max(0, imageCount) * IMAGE_SECONDS;
}
