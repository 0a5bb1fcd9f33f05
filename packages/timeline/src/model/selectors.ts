/**
 * Read-only views of the editor state: segment spans and the total duration, lookups by time in
 * O(log n), the items of a viewport, the competing placements and what the mode allows.
 */
import {
  COLLECTION_PREVIEW_IMAGES,
  TIKTOK_DEFAULTS,
  imageCollectionDuration,
} from '@vendy/client/domain';
import { zoomLevel } from './geometry';
import type {
  AudioSource,
  EditorState,
  LibraryTab,
  Segment,
  SegmentMedia,
  Strategy,
  TimedAssignment,
  TimelineDocument,
} from './types';

/** Length of a segment made from this media (doc 3 §9: photos last count × per-image seconds). */
export function mediaDuration(media: SegmentMedia): number {
  if (media.kind === 'imageCollection') return imageCollectionDuration(media.imageCount);
  if (media.duration > 0) return media.duration;
  return media.source === 'TIKTOK' ? TIKTOK_DEFAULTS.duration : 0;
}

export interface SegmentSpan {
  segment: Segment;
  index: number;
  /** Seconds from the start of the video. */
  start: number;
  end: number;
}

// Spans are recomputed only when the segment list changes (lists are immutable, so identity is
// enough), which keeps per-frame lookups at O(log n).
const spanCache = new WeakMap<readonly Segment[], readonly SegmentSpan[]>();

export function segmentSpans(segments: readonly Segment[]): readonly SegmentSpan[] {
  const cached = spanCache.get(segments);
  if (cached) return cached;
  let start = 0;
  const spans = segments.map((segment, index) => {
    const span = { segment, index, start, end: start + segment.duration };
    start = span.end;
    return span;
  });
  spanCache.set(segments, spans);
  return spans;
}

export function totalDuration(doc: Pick<TimelineDocument, 'segments'>): number {
  const spans = segmentSpans(doc.segments);
  return spans.length === 0 ? 0 : spans[spans.length - 1]!.end;
}

/**
 * The zoom level everything is drawn and measured at: the chosen step, or the level that fits the
 * whole video into the visible track.
 */
export function currentZoom(state: Pick<EditorState, 'doc' | 'view'>): number {
  return zoomLevel(state.view.zoom, totalDuration(state.doc), state.view.viewportWidth);
}

/** First index in [0, length) for which `isAfter` holds (length when none does). */
function partition(length: number, isAfter: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (isAfter(mid)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** The segment playing at `time`; the very end belongs to the last segment. */
export function segmentAt(
  doc: Pick<TimelineDocument, 'segments'>,
  time: number,
): SegmentSpan | null {
  const spans = segmentSpans(doc.segments);
  if (spans.length === 0) return null;
  const index = partition(spans.length, (i) => spans[i]!.end > time);
  return spans[Math.min(index, spans.length - 1)]!;
}

/** Where a segment dropped at `time` goes: before the segment under it if in its first half. */
export function segmentInsertIndex(doc: Pick<TimelineDocument, 'segments'>, time: number): number {
  const spans = segmentSpans(doc.segments);
  return partition(spans.length, (i) => {
    const span = spans[i]!;
    return time < (span.start + span.end) / 2;
  });
}

export function findSegment(doc: TimelineDocument, key: string): Segment | undefined {
  return doc.segments.find((segment) => segment.key === key);
}

/**
 * What a segment sounds like (the spec's audioSrc): its own sound without an audio item, else the
 * segment's choice ('Audio' unless loaded or set otherwise).
 */
export function audioSource(segment: Segment): AudioSource {
  const own = segment.media.kind === 'video' ? 'Video' : 'Image';
  if (!segment.audio) return own;
  const chosen = segment.audioSrc ?? 'Audio';
  return chosen === 'Video' || chosen === 'Image' ? own : chosen;
}

/**
 * Where a segment's audio item plays: from the segment's start for the audio's length (all of the
 * segment when it loops), never past the segment.
 */
export function audioSpan(span: SegmentSpan): { start: number; end: number } | null {
  const audio = span.segment.audio;
  if (!audio) return null;
  const length = audio.loop
    ? span.segment.duration
    : Math.min(audio.duration, span.segment.duration);
  return { start: span.start, end: span.start + Math.max(0, length) };
}

/** Where a segment's overlay shows, in seconds (its start and end are percent of the segment). */
export function overlaySpan(span: SegmentSpan): { start: number; end: number } | null {
  const overlay = span.segment.overlay;
  if (!overlay) return null;
  const length = span.end - span.start;
  return {
    start: span.start + (length * overlay.overlayStart) / 100,
    end: span.start + (length * overlay.overlayEnd) / 100,
  };
}

/**
 * The timed items that show in a time window, as a slice of the sorted list: O(log n + k), so a
 * placement with thousands of products renders only what is on screen. `widthSeconds` is how long
 * an item is drawn, so an item starting just left of the window still counts.
 */
export function visibleTimed(
  timed: readonly TimedAssignment[],
  from: number,
  to: number,
  widthSeconds = 0,
): readonly TimedAssignment[] {
  const first = partition(timed.length, (i) => timed[i]!.startTime >= from - widthSeconds);
  const end = partition(timed.length, (i) => timed[i]!.startTime > to);
  return timed.slice(first, Math.max(first, end));
}

/** Index where an item starting at `time` goes: after those starting at or before it. */
export function timedInsertIndex(timed: readonly TimedAssignment[], time: number): number {
  return partition(timed.length, (i) => timed[i]!.startTime > time);
}

export function findStrategy(doc: TimelineDocument, key: string | null): Strategy | undefined {
  return key === null ? undefined : doc.strategies.find((strategy) => strategy.key === key);
}

export interface CompetingPlacement {
  strategy: Strategy;
  entryKey: string;
  percentage: string;
}

/** The strategies of the experiment's entries, in form order. */
export function competingPlacements(doc: TimelineDocument): CompetingPlacement[] {
  return doc.experiment.entries.flatMap((entry) => {
    const strategy = findStrategy(doc, entry.strategyKey);
    return strategy ? [{ strategy, entryKey: entry.key, percentage: entry.percentage }] : [];
  });
}

/**
 * The placement being edited on the product tracks: the chosen one, or the only one. Null when
 * none exists yet or when the merchant still has to pick one of several.
 */
export function activeStrategy(state: EditorState): Strategy | null {
  const placements = competingPlacements(state.doc);
  const chosen = placements.find((p) => p.strategy.key === state.view.activeStrategyKey);
  if (chosen) return chosen.strategy;
  return placements.length === 1 ? placements[0]!.strategy : null;
}

/** The merchant must pick which of several competing placements to edit. */
export function needsPlacementChoice(state: EditorState): boolean {
  return competingPlacements(state.doc).length > 1 && activeStrategy(state) === null;
}

/** Strategies an entry's select may offer: those no other entry uses. */
export function selectableStrategies(doc: TimelineDocument, entryKey: string): Strategy[] {
  const taken = new Set(
    doc.experiment.entries.filter((e) => e.key !== entryKey).map((e) => e.strategyKey),
  );
  return doc.strategies.filter((strategy) => !taken.has(strategy.key));
}

export const LIBRARY_TABS: readonly LibraryTab[] = [
  'products',
  'collections',
  'affiliateLinks',
  'audios',
  'videos',
  'imageCollections',
];

const MEDIA_TABS: ReadonlySet<LibraryTab> = new Set(['audios', 'videos', 'imageCollections']);

export function isMediaTab(tab: LibraryTab): boolean {
  return MEDIA_TABS.has(tab);
}

export interface Capabilities {
  canSave: boolean;
  showTrash: boolean;
  showDropZones: boolean;
  canDrag: boolean;
  canEditMedia: boolean;
  canEditPlacements: boolean;
  /** Tabs of the media library panel that can be opened. */
  enabledTabs: readonly LibraryTab[];
}

/** What the modes allow (doc 3 §2): readOnly locks everything, readOnlyMedia the media only. */
export function capabilities(state: Pick<EditorState, 'mode'>): Capabilities {
  const { readOnly, readOnlyMedia } = state.mode;
  return {
    canSave: !readOnly,
    showTrash: !readOnly,
    showDropZones: !readOnly,
    canDrag: !readOnly,
    canEditMedia: !readOnly && !readOnlyMedia,
    canEditPlacements: !readOnly,
    enabledTabs: readOnlyMedia ? LIBRARY_TABS.filter((tab) => !isMediaTab(tab)) : LIBRARY_TABS,
  };
}

/** Something changed since the last load or save (undoing back to it counts as unchanged). */
export function isDirty(state: EditorState): boolean {
  return state.doc !== state.server.saved;
}

/** A static collection's card: up to 3 product images, then '+N more' for the rest. */
export function collectionPreview<T>(
  images: readonly T[],
  max: number = COLLECTION_PREVIEW_IMAGES,
): { shown: readonly T[]; more: number; moreLabel: string | null } {
  const more = Math.max(0, images.length - max);
  return { shown: images.slice(0, max), more, moreLabel: more > 0 ? `+${more} more` : null };
}
