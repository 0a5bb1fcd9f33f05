/**
 * From the server's shapes (the generated fragment types of getVirtualVideos,
 * getExperimentForVirtualVideo and getStrategies) to an editor state. Any selection with the
 * fields named here will do.
 */
import type {
  LayoutAudioFieldsFragment,
  LayoutVideoFieldsFragment,
  StrategyFieldsFragment,
  VirtualVideoSegmentFieldsFragment,
} from '@vendy/client/generated';
import { IMAGE_OVERLAY_DEFAULTS } from '@vendy/client/domain';
import { mediaDuration } from './selectors';
import { createEditorState, type CreateEditorOptions } from './state';
import type {
  AudioMedia,
  AudioSource,
  EditorState,
  ExperimentEntry,
  ImageCollectionMedia,
  ImageOverlay,
  OverlayGeometry,
  Segment,
  SegmentMedia,
  StaticCollection,
  Strategy,
  TimedAssignment,
  TimelineDocument,
  VideoMedia,
} from './types';

export type LoadedVideo = Pick<
  LayoutVideoFieldsFragment,
  'id' | 'title' | 'duration' | 'status' | 'thumbnailUrl' | 'source'
>;
export type LoadedAudio = Pick<LayoutAudioFieldsFragment, 'id' | 'title' | 'duration' | 'loop'>;
export interface LoadedImageCollection {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  items: ReadonlyArray<unknown>;
}
export type LoadedSegment = Pick<VirtualVideoSegmentFieldsFragment, 'id' | 'title' | 'rank'> & {
  video: LoadedVideo | null;
  audio: LoadedAudio | null;
  imageCollection: LoadedImageCollection | null;
  /** Selections without these fields load a segment with no overlay and its derived sound. */
  audioSrc?: AudioSource | null;
  overlay?: LoadedImageCollection | null;
} & Partial<OverlayGeometry>;
export interface LoadedVirtualVideo {
  id: string;
  title: string;
  segments: readonly LoadedSegment[];
}
export type LoadedStrategy = Pick<
  StrategyFieldsFragment,
  'id' | 'title' | 'individualAssignments' | 'multipleAssignments'
>;
export interface LoadedExperiment {
  id: string;
  title: string;
  items: ReadonlyArray<{
    id: string;
    strategyId: string;
    rangePercentage: number;
    strategy: LoadedStrategy;
  }>;
}

export function toVideoMedia(video: LoadedVideo): VideoMedia {
  return {
    kind: 'video',
    id: video.id,
    title: video.title,
    duration: video.duration,
    status: video.status,
    thumbnailUrl: video.thumbnailUrl ?? null,
    source: video.source ?? null,
  };
}

export function toImageCollectionMedia(collection: LoadedImageCollection): ImageCollectionMedia {
  return {
    kind: 'imageCollection',
    id: collection.id,
    title: collection.title,
    thumbnailUrl: collection.thumbnailUrl ?? null,
    imageCount: collection.items.length,
  };
}

export function toAudioMedia(audio: LoadedAudio): AudioMedia {
  return { id: audio.id, title: audio.title, duration: audio.duration, loop: audio.loop };
}

/** The loaded overlay, its box as stored (the spec's defaults for what a selection left out). */
function toOverlay(loaded: LoadedSegment): ImageOverlay | null {
  if (!loaded.overlay) return null;
  return {
    image: toImageCollectionMedia(loaded.overlay),
    overlayStart: loaded.overlayStart ?? IMAGE_OVERLAY_DEFAULTS.overlayStart,
    overlayEnd: loaded.overlayEnd ?? IMAGE_OVERLAY_DEFAULTS.overlayEnd,
    overlayX: loaded.overlayX ?? IMAGE_OVERLAY_DEFAULTS.overlayX,
    overlayY: loaded.overlayY ?? IMAGE_OVERLAY_DEFAULTS.overlayY,
    overlayWidth: loaded.overlayWidth ?? IMAGE_OVERLAY_DEFAULTS.overlayWidth,
    overlayHeight: loaded.overlayHeight ?? IMAGE_OVERLAY_DEFAULTS.overlayHeight,
  };
}

const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;

/** A loaded segment; one whose video or photo collection is gone is left out. */
function toSegment(loaded: LoadedSegment): Segment | null {
  const media: SegmentMedia | null = loaded.video
    ? toVideoMedia(loaded.video)
    : loaded.imageCollection
      ? toImageCollectionMedia(loaded.imageCollection)
      : null;
  if (!media) return null;
  const audio = loaded.audio ? toAudioMedia(loaded.audio) : null;
  const segment: Segment = {
    type: 'segment',
    key: loaded.id,
    title: loaded.title ?? null,
    media,
    duration: mediaDuration(media),
    audio,
    overlay: toOverlay(loaded),
  };
  // Only a choice other than the default is kept: 'Audio' is what an audio item does anyway.
  return audio && loaded.audioSrc && loaded.audioSrc !== 'Audio'
    ? { ...segment, audioSrc: loaded.audioSrc }
    : segment;
}

/**
 * A loaded strategy: timed banners sorted by start time, then the static track (collections in
 * rank order, then products and links saved as static banners).
 */
export function toStrategy(loaded: LoadedStrategy): Strategy {
  const individual = [...loaded.individualAssignments].sort(byRank);
  const timed: TimedAssignment[] = [];
  const staticIndividuals: StaticCollection[] = [];
  for (const a of individual) {
    const target = a.productId
      ? { kind: 'product' as const, productId: a.productId }
      : a.affiliateLinkId
        ? { kind: 'affiliateLink' as const, affiliateLinkId: a.affiliateLinkId }
        : null;
    if (!target) continue;
    if (a.adType === 'banner_static') {
      staticIndividuals.push({
        type: 'staticCollection',
        key: a.id,
        target,
        name: a.name ?? null,
        adType: a.adType,
        startTime: 0,
        bannerInterval: null,
      });
    } else {
      timed.push({
        type: 'timedAssignment',
        key: a.id,
        target,
        startTime: Math.max(0, a.startTimeIndex),
        name: a.name ?? null,
        instagramMediaId: a.instagramMediaId ?? null,
      });
    }
  }
  // Stable sort: equal start times keep their rank order.
  timed.sort((a, b) => a.startTime - b.startTime);
  const collections = [...loaded.multipleAssignments].sort(byRank).map((a): StaticCollection => ({
    type: 'staticCollection',
    key: a.id,
    target: { kind: 'productCollection', productCollectionId: a.productCollectionId },
    name: a.name ?? null,
    adType: a.adType,
    startTime: a.startTimeIndex,
    bannerInterval: a.bannerInterval,
  }));
  return {
    key: loaded.id,
    title: loaded.title,
    timed,
    statics: [...collections, ...staticIndividuals],
  };
}

export interface LoadedTimeline {
  /** Null for a shoppable video not saved yet. */
  virtualVideo: LoadedVirtualVideo | null;
  /** The video's experiment (getExperimentForVirtualVideo), null when nothing is placed. */
  experiment?: LoadedExperiment | null;
  /** More of the group's strategies that the experiment form may offer (getStrategies). */
  strategies?: readonly LoadedStrategy[];
  /** Title of a new shoppable video (the layout's title). */
  title?: string;
}

/** The editor state of a loaded shoppable video and its placements. */
export function fromServer(
  loaded: LoadedTimeline,
  options: Omit<CreateEditorOptions, 'doc' | 'server'> = {},
): EditorState {
  const segments = [...(loaded.virtualVideo?.segments ?? [])]
    .sort(byRank)
    .flatMap((s) => toSegment(s) ?? []);
  const experiment = loaded.experiment ?? null;
  const strategies = new Map<string, Strategy>();
  for (const item of experiment?.items ?? [])
    strategies.set(item.strategyId, toStrategy(item.strategy));
  for (const s of loaded.strategies ?? [])
    if (!strategies.has(s.id)) strategies.set(s.id, toStrategy(s));
  const entries: ExperimentEntry[] = (experiment?.items ?? []).map((item) => ({
    key: item.id,
    strategyKey: item.strategyId,
    percentage: String(item.rangePercentage),
  }));
  const title = loaded.virtualVideo?.title ?? loaded.title ?? '';
  const doc: TimelineDocument = {
    title,
    segments,
    strategies: [...strategies.values()],
    experiment: { title: experiment?.title ?? title, entries },
    seq: 0,
  };
  const identity = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, k]));
  return createEditorState({
    ...options,
    doc,
    server: {
      virtualVideoId: loaded.virtualVideo?.id ?? null,
      experimentId: experiment?.id ?? null,
      segmentIds: identity(segments.map((s) => s.key)),
      strategyIds: identity(doc.strategies.map((s) => s.key)),
      entryIds: identity(entries.map((e) => e.key)),
      assignmentIds: identity(
        doc.strategies.flatMap((s) => [...s.timed, ...s.statics].map((a) => a.key)),
      ),
    },
  });
}
