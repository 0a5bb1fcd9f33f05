// A segment's sound and image overlay (doc 3 §3 'Timeline media segment'): the rules upsertVirtualVideo
// applies before storing them, and how they read back. Values out of range are refused with a
// message, never clamped: the editor keeps its overlays inside the frame, so a value outside it is
// a client's mistake the merchant should hear about rather than a silently different picture.
import { IMAGE_OVERLAY_DEFAULTS } from '@vendy/client/domain';
import type { AudioSourceValue } from '../../db/schema';
import { UserError } from '../../errors';
import {
  AUDIO_SOURCE_NEEDS_AUDIO,
  OVERLAY_EMPTY,
  OVERLAY_ENDS_BEFORE_START,
  OVERLAY_NOT_PERCENT,
  OVERLAY_OUTSIDE_FRAME,
} from './messages';

export interface OverlayBox {
  overlayStart: number;
  overlayEnd: number;
  overlayX: number;
  overlayY: number;
  overlayWidth: number;
  overlayHeight: number;
}

export interface SegmentSoundAndOverlayInput extends Partial<{
  [K in keyof OverlayBox]: number | null;
}> {
  videoId?: string | null;
  audioId?: string | null;
  audioSrc?: AudioSourceValue | null;
  overlayId?: string | null;
}

/** Sums like 33.3 + 66.7 land a hair above 100 in floating point; that is still the frame. */
const EDGE_TOLERANCE = 1e-6;

/** The segment's own sound: a video's, or a photo collection's silence. */
const ownSound = (hasVideo: boolean): AudioSourceValue => (hasVideo ? 'Video' : 'Image');

/**
 * What a segment sounds like as stored. Without a choice: its audio track when it has one (as the
 * player always played it), else its own sound. 'Video' and 'Image' both name the segment's own
 * sound and are stored as the one matching its media.
 */
export function audioSourceToStore(segment: SegmentSoundAndOverlayInput): AudioSourceValue {
  const hasVideo = Boolean(segment.videoId);
  const wanted = segment.audioSrc ?? (segment.audioId ? 'Audio' : ownSound(hasVideo));
  if (wanted === 'Audio' || wanted === 'Combined') {
    if (!segment.audioId) throw new UserError(AUDIO_SOURCE_NEEDS_AUDIO);
    return wanted;
  }
  return ownSound(hasVideo);
}

/** The overlay's box as stored: the spec's defaults for what is omitted, checked whole. */
export function overlayToStore(segment: SegmentSoundAndOverlayInput): OverlayBox {
  if (!segment.overlayId) return { ...IMAGE_OVERLAY_DEFAULTS };
  const box: OverlayBox = {
    overlayStart: segment.overlayStart ?? IMAGE_OVERLAY_DEFAULTS.overlayStart,
    overlayEnd: segment.overlayEnd ?? IMAGE_OVERLAY_DEFAULTS.overlayEnd,
    overlayX: segment.overlayX ?? IMAGE_OVERLAY_DEFAULTS.overlayX,
    overlayY: segment.overlayY ?? IMAGE_OVERLAY_DEFAULTS.overlayY,
    overlayWidth: segment.overlayWidth ?? IMAGE_OVERLAY_DEFAULTS.overlayWidth,
    overlayHeight: segment.overlayHeight ?? IMAGE_OVERLAY_DEFAULTS.overlayHeight,
  };
  if (Object.values(box).some((value) => !Number.isFinite(value) || value < 0 || value > 100)) {
    throw new UserError(OVERLAY_NOT_PERCENT);
  }
  if (box.overlayStart >= box.overlayEnd) throw new UserError(OVERLAY_ENDS_BEFORE_START);
  if (box.overlayWidth <= 0 || box.overlayHeight <= 0) throw new UserError(OVERLAY_EMPTY);
  if (
    box.overlayX + box.overlayWidth > 100 + EDGE_TOLERANCE ||
    box.overlayY + box.overlayHeight > 100 + EDGE_TOLERANCE
  ) {
    throw new UserError(OVERLAY_OUTSIDE_FRAME);
  }
  return box;
}

/**
 * What a stored segment sounds like once read: an audio source that needs the audio track falls
 * back to the segment's own sound when the track is gone (deleted since).
 */
export function audioSourceAsRead(
  stored: AudioSourceValue,
  hasAudio: boolean,
  hasVideo: boolean,
): AudioSourceValue {
  if ((stored === 'Audio' || stored === 'Combined') && hasAudio) return stored;
  return ownSound(hasVideo);
}
