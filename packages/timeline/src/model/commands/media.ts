/**
 * Video track commands (doc 3 §4 'Timeline'): segments from videos and photo collections, one
 * audio item per segment, and an image overlay per segment.
 */
import { IMAGE_OVERLAY_DEFAULTS, timelineBlockReason } from '@vendy/client/domain';
import { invalid, ok, refuse, type CommandResult, type Refusal } from '../result';
import { findSegment, mediaDuration } from '../selectors';
import { guardEdit, nextKey, withDoc } from '../state';
import type {
  AudioMedia,
  AudioSource,
  EditorState,
  ImageCollectionMedia,
  OverlayGeometry,
  Segment,
  SegmentMedia,
  TimelineDocument,
} from '../types';

type Result = CommandResult<EditorState>;

/**
 * Why this media cannot go on the timeline, or null: videos still PROCESSING or in ERROR (with
 * the spec's tooltips), and photo collections without photos.
 */
export function mediaRefusal(media: SegmentMedia): Refusal | null {
  if (media.kind === 'imageCollection') {
    return media.imageCount > 0 ? null : refuse('empty-collection');
  }
  const reason = timelineBlockReason(media.status);
  if (reason === null) return null;
  return refuse(media.status === 'ERROR' ? 'video-error' : 'video-processing');
}

function replaceSegment(
  doc: TimelineDocument,
  key: string,
  change: (segment: Segment) => Segment,
): TimelineDocument {
  return {
    ...doc,
    segments: doc.segments.map((segment) => (segment.key === key ? change(segment) : segment)),
  };
}

function clampIndex(index: number | undefined, length: number): number {
  if (index === undefined || !Number.isFinite(index)) return length;
  return Math.min(length, Math.max(0, Math.round(index)));
}

/** Moves an element of a list to another index (both clamped). */
export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(clampIndex(to, next.length), 0, item);
  return next;
}

/** Dropping a video or a photo collection adds a segment (at `index`, else at the end). */
export function addSegment(
  state: EditorState,
  { media, index }: { media: SegmentMedia; index?: number },
): Result {
  const refusal = guardEdit(state, 'media') ?? mediaRefusal(media);
  if (refusal) return refusal;
  const [key, doc] = nextKey(state.doc);
  const segment: Segment = {
    type: 'segment',
    key,
    title: media.title,
    media,
    duration: mediaDuration(media),
    audio: null,
    overlay: null,
  };
  const segments = [...doc.segments];
  segments.splice(clampIndex(index, segments.length), 0, segment);
  return ok(withDoc(state, { ...doc, segments }));
}

/** Reorders the sortable video track. */
export function moveSegment(
  state: EditorState,
  { key, toIndex }: { key: string; toIndex: number },
): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  const from = state.doc.segments.findIndex((segment) => segment.key === key);
  if (from === -1) return refuse('not-found');
  const to = clampIndex(toIndex, state.doc.segments.length - 1);
  if (to === from) return ok(state);
  return ok(withDoc(state, { ...state.doc, segments: arrayMove(state.doc.segments, from, to) }));
}

/** Trash: the segment goes, with its audio and overlay. */
export function removeSegment(state: EditorState, { key }: { key: string }): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  if (!findSegment(state.doc, key)) return refuse('not-found');
  return ok(
    withDoc(state, {
      ...state.doc,
      segments: state.doc.segments.filter((segment) => segment.key !== key),
    }),
  );
}

/** Audio drops only on a segment without audio; one that has audio blocks it. */
export function addAudio(
  state: EditorState,
  { segmentKey, audio }: { segmentKey: string; audio: AudioMedia },
): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  const segment = findSegment(state.doc, segmentKey);
  if (!segment) return refuse('not-found');
  if (segment.audio) return refuse('segment-has-audio');
  return ok(
    withDoc(
      state,
      replaceSegment(state.doc, segmentKey, (s) => ({ ...s, audio })),
    ),
  );
}

/**
 * Moves a segment's audio item to another segment (which must have none); the segment it leaves
 * returns to its own sound.
 */
export function moveAudio(
  state: EditorState,
  { fromKey, toKey }: { fromKey: string; toKey: string },
): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  const from = findSegment(state.doc, fromKey);
  const to = findSegment(state.doc, toKey);
  if (!from?.audio || !to) return refuse('not-found');
  if (fromKey === toKey) return ok(state);
  if (to.audio) return refuse('segment-has-audio');
  const audio = from.audio;
  const doc = {
    ...state.doc,
    segments: state.doc.segments.map((segment) => {
      if (segment.key === fromKey) return withoutAudio(segment);
      if (segment.key === toKey) {
        const moved = { ...segment, audio };
        return from.audioSrc ? { ...moved, audioSrc: from.audioSrc } : withoutAudioSource(moved);
      }
      return segment;
    }),
  };
  return ok(withDoc(state, doc));
}

function withoutAudioSource(segment: Segment): Segment {
  const { audioSrc: _dropped, ...rest } = segment;
  return rest;
}

/** A segment without its audio item plays its own sound; a later audio item starts as 'Audio'. */
function withoutAudio(segment: Segment): Segment {
  return withoutAudioSource({ ...segment, audio: null });
}

export const COMBINE_NEEDS_VIDEO = 'Only a video’s own sound can play together with audio.';

/**
 * How a segment's audio item plays: 'Audio' instead of the segment's sound, or 'Combined' with
 * the video's sound (the player mixes both). A photo collection has no sound to combine.
 */
export function setAudioSource(
  state: EditorState,
  {
    segmentKey,
    source,
  }: { segmentKey: string; source: Extract<AudioSource, 'Audio' | 'Combined'> },
): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  const segment = findSegment(state.doc, segmentKey);
  if (!segment?.audio) return refuse('not-found');
  if (source === 'Combined' && segment.media.kind !== 'video') return invalid(COMBINE_NEEDS_VIDEO);
  if ((segment.audioSrc ?? 'Audio') === source) return ok(state);
  return ok(
    withDoc(
      state,
      replaceSegment(state.doc, segmentKey, (s) => ({ ...s, audioSrc: source })),
    ),
  );
}

/** Trash on an audio item: the segment returns to its own sound. */
export function removeAudio(state: EditorState, { segmentKey }: { segmentKey: string }): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  if (!findSegment(state.doc, segmentKey)?.audio) return refuse('not-found');
  return ok(withDoc(state, replaceSegment(state.doc, segmentKey, withoutAudio)));
}

/**
 * Dropping a photo collection on a segment's overlay zone lays it over the segment with the
 * spec's defaults (whole segment, whole frame); on an existing overlay only the image changes.
 */
export function setOverlay(
  state: EditorState,
  { segmentKey, image }: { segmentKey: string; image: ImageCollectionMedia },
): Result {
  const refusal = guardEdit(state, 'media') ?? mediaRefusal(image);
  if (refusal) return refusal;
  if (!findSegment(state.doc, segmentKey)) return refuse('not-found');
  return ok(
    withDoc(
      state,
      replaceSegment(state.doc, segmentKey, (s) => ({
        ...s,
        overlay: s.overlay ? { ...s.overlay, image } : { image, ...IMAGE_OVERLAY_DEFAULTS },
      })),
    ),
  );
}

const percent = (value: number, fallback: number) =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : fallback;

export const OVERLAY_EMPTY_SPAN = 'The overlay must end after it starts.';
export const OVERLAY_EMPTY_BOX = 'The overlay needs a width and a height.';

/**
 * Moves or resizes an overlay. Every value is a percentage (0 to 100); the overlay keeps inside
 * the frame. An overlay that would end before it starts (or when it starts), or have no width or
 * height, is refused.
 */
export function updateOverlay(
  state: EditorState,
  { segmentKey, changes }: { segmentKey: string; changes: Partial<OverlayGeometry> },
): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  const overlay = findSegment(state.doc, segmentKey)?.overlay;
  if (!overlay) return refuse('not-found');
  const merged = { ...overlay, ...changes };
  const overlayStart = percent(merged.overlayStart, overlay.overlayStart);
  const overlayX = percent(merged.overlayX, overlay.overlayX);
  const overlayY = percent(merged.overlayY, overlay.overlayY);
  const next = {
    ...overlay,
    overlayStart,
    overlayEnd: percent(merged.overlayEnd, overlay.overlayEnd),
    overlayX,
    overlayY,
    overlayWidth: Math.min(100 - overlayX, percent(merged.overlayWidth, overlay.overlayWidth)),
    overlayHeight: Math.min(100 - overlayY, percent(merged.overlayHeight, overlay.overlayHeight)),
  };
  // The server refuses these, so the editor never keeps them.
  if (next.overlayEnd <= next.overlayStart) return invalid(OVERLAY_EMPTY_SPAN);
  if (next.overlayWidth <= 0 || next.overlayHeight <= 0) return invalid(OVERLAY_EMPTY_BOX);
  return ok(
    withDoc(
      state,
      replaceSegment(state.doc, segmentKey, (s) => ({ ...s, overlay: next })),
    ),
  );
}

export function removeOverlay(state: EditorState, { segmentKey }: { segmentKey: string }): Result {
  const refusal = guardEdit(state, 'media');
  if (refusal) return refusal;
  if (!findSegment(state.doc, segmentKey)?.overlay) return refuse('not-found');
  return ok(
    withDoc(
      state,
      replaceSegment(state.doc, segmentKey, (s) => ({ ...s, overlay: null })),
    ),
  );
}
