/**
 * A shoppable video as one timeline: its segments in rank order, each with its place on the
 * timeline, what plays it, the audio laid over it and the photos shown over it. Pure functions
 * only.
 */
import {
  IMAGE_SECONDS,
  TIKTOK_DEFAULTS,
  parseTikTokUrl,
  parseYouTubeUrl,
} from '@vendy/client/domain';
import type {
  PlayerAudio,
  PlayerImageCollection,
  PlayerSegment,
  PlayerVideo,
  PlayerShoppableVideo,
} from './media';
import type { ImageSource } from './facade';

export interface SlideImage {
  url: string;
  alt: string;
}

/** What a provider is asked to play. */
export type PlayableSource =
  | { type: 'hls'; url: string }
  | { type: 'youtube'; videoId: string }
  | { type: 'tiktok'; videoId: string }
  | { type: 'images'; images: readonly SlideImage[]; secondsPerImage: number };

export interface TimelineSegment {
  id: string;
  index: number;
  title: string;
  /** Seconds from the start of the timeline. */
  start: number;
  end: number;
  duration: number;
  source: PlayableSource;
  /**
   * Audio that plays over the segment: instead of the segment's own sound, or with it when
   * `mixAudio`. Null when the segment plays its own sound only (audioSrc 'Video' or 'Image').
   */
  audio: PlayerAudio | null;
  /** The segment's own sound keeps playing under `audio` (audioSrc 'Combined'). */
  mixAudio?: boolean;
  /** Photos shown over part of the segment, or null. */
  overlay?: SegmentOverlay | null;
  /** Id of the video played (for captions), null for photo collections. */
  videoId: string | null;
  thumbnailUrl: string | null;
  /** Smaller copies of the thumbnail (widths, modern formats), when the server made some. */
  thumbnailSources?: readonly ImageSource[];
  loop: boolean;
}

/** A box on the frame, in percent of its width (x, width) and height (y, height). */
export interface OverlayBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Photos laid over a segment: shown one after another, in equal parts, from start to end. */
export interface SegmentOverlay {
  images: readonly SlideImage[];
  /** Seconds from the segment's start. */
  start: number;
  end: number;
  box: OverlayBox;
}

export interface Timeline {
  segments: readonly TimelineSegment[];
  duration: number;
  /** A looping timeline replays from the start when it ends (under the player's loop cap). */
  loops: boolean;
  thumbnailUrl: string | null;
  /** The first segment's thumbnail copies, when it has some. */
  thumbnailSources?: readonly ImageSource[];
}

/** The source of a stored video: HLS for uploads and Instagram imports, else the embed's id. */
export function videoSource(video: PlayerVideo): PlayableSource {
  switch (video.source) {
    case 'YOUTUBE': {
      const parsed = video.sourceId ? null : parseYouTubeUrl(video.url);
      return { type: 'youtube', videoId: video.sourceId ?? (parsed?.ok ? parsed.videoId : '') };
    }
    case 'TIKTOK': {
      const parsed = video.sourceId ? null : parseTikTokUrl(video.url);
      return { type: 'tiktok', videoId: video.sourceId ?? (parsed?.ok ? parsed.videoId : '') };
    }
    case 'UPLOAD':
    case 'INSTAGRAM':
      return { type: 'hls', url: video.url };
    default: {
      // Every VideoSource has its case above (a new one fails to compile here); a source this
      // player does not know plays its url as HLS, as stored videos do.
      const _unhandled: never = video.source;
      return { type: 'hls', url: video.url };
    }
  }
}

function slidesOf(collection: PlayerImageCollection): SlideImage[] {
  return [...collection.items]
    .sort((a, b) => a.rank - b.rank)
    .map(({ image }) => ({ url: image.imageUrl, alt: image.title ?? '' }));
}

function videoDuration(video: PlayerVideo): number {
  if (video.duration > 0) return video.duration;
  return video.source === 'TIKTOK' ? TIKTOK_DEFAULTS.duration : 0;
}

/**
 * Builds the timeline of a shoppable video: segments sorted by rank, each lasting its video's
 * duration or, for a photo collection, its image count times `imageSeconds`. Segments with
 * nothing playable (no video, an empty collection) are left out. The timeline loops when every
 * segment is a looping video.
 */
export function buildTimeline(
  video: PlayerShoppableVideo,
  { imageSeconds = IMAGE_SECONDS }: { imageSeconds?: number } = {},
): Timeline {
  const segments: TimelineSegment[] = [];
  let start = 0;
  for (const segment of [...video.segments].sort((a, b) => a.rank - b.rank)) {
    const built = buildSegment(segment, imageSeconds);
    if (!built || built.duration <= 0) continue;
    segments.push({ ...built, index: segments.length, start, end: start + built.duration });
    start += built.duration;
  }
  return {
    segments,
    duration: start,
    loops: segments.length > 0 && segments.every((s) => s.loop),
    thumbnailUrl: segments[0]?.thumbnailUrl ?? null,
    ...(segments[0]?.thumbnailSources ? { thumbnailSources: segments[0].thumbnailSources } : {}),
  };
}

const percentOr = (value: number | null | undefined, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(100, Math.max(0, value))
    : fallback;

/** The segment's overlay on a segment of `duration` seconds; null without photos or length. */
function overlayOf(segment: PlayerSegment, duration: number): SegmentOverlay | null {
  const images = segment.overlay ? slidesOf(segment.overlay) : [];
  if (images.length === 0) return null;
  const from = percentOr(segment.overlayStart, 0);
  const to = percentOr(segment.overlayEnd, 100);
  const x = percentOr(segment.overlayX, 0);
  const y = percentOr(segment.overlayY, 0);
  const box = {
    x,
    y,
    width: Math.min(100 - x, percentOr(segment.overlayWidth, 100)),
    height: Math.min(100 - y, percentOr(segment.overlayHeight, 100)),
  };
  if (to <= from || box.width <= 0 || box.height <= 0) return null;
  return { images, start: (duration * from) / 100, end: (duration * to) / 100, box };
}

/** The audio heard over a segment, and whether the segment's own sound plays under it. */
function soundOf(segment: PlayerSegment): Pick<TimelineSegment, 'audio' | 'mixAudio'> {
  const audio = segment.audio ?? null;
  const source = segment.audioSrc ?? 'Audio';
  if (!audio) return { audio: null, mixAudio: false };
  switch (source) {
    case 'Video':
    case 'Image':
      return { audio: null, mixAudio: false };
    case 'Combined':
      return { audio, mixAudio: true };
    case 'Audio':
      return { audio, mixAudio: false };
    default: {
      // Every AudioSource has its case above (a new one fails to compile here); an unknown one
      // plays the segment's audio track, as 'Audio' does.
      const _unhandled: never = source;
      return { audio, mixAudio: false };
    }
  }
}

function buildSegment(
  segment: PlayerSegment,
  imageSeconds: number,
): Omit<TimelineSegment, 'index' | 'start' | 'end'> | null {
  const common = { id: segment.id, ...soundOf(segment) };
  if (segment.video) {
    const video = segment.video;
    const duration = videoDuration(video);
    return {
      ...common,
      overlay: overlayOf(segment, duration),
      title: segment.title ?? video.title ?? '',
      duration,
      source: videoSource(video),
      videoId: video.id,
      thumbnailUrl: video.thumbnailUrl ?? null,
      ...(video.thumbnailUrl && video.thumbnailSources?.length
        ? { thumbnailSources: video.thumbnailSources }
        : {}),
      loop: video.loop,
    };
  }
  if (segment.imageCollection) {
    const images = slidesOf(segment.imageCollection);
    if (images.length === 0) return null;
    const duration = images.length * imageSeconds;
    return {
      ...common,
      overlay: overlayOf(segment, duration),
      title: segment.title ?? segment.imageCollection.title ?? '',
      duration,
      source: { type: 'images', images, secondsPerImage: imageSeconds },
      videoId: null,
      thumbnailUrl: segment.imageCollection.thumbnailUrl ?? images[0]?.url ?? null,
      loop: false,
    };
  }
  return null;
}

/** A single stored video (older single-video layouts) as a one-segment timeline. */
export function timelineOfVideo(video: PlayerVideo, audio?: PlayerAudio | null): Timeline {
  return buildTimeline({ id: video.id, segments: [{ id: video.id, rank: 0, video, audio }] });
}

/** A photo collection as a one-segment timeline of timed slides. */
export function timelineOfImages(
  collection: PlayerImageCollection,
  options?: { imageSeconds?: number },
): Timeline {
  return buildTimeline(
    { id: collection.id, segments: [{ id: collection.id, rank: 0, imageCollection: collection }] },
    options,
  );
}

export interface TimelinePosition {
  index: number;
  /** Seconds from the segment's start. */
  offset: number;
}

/**
 * The segment playing at `time` and the offset into it. Times are clamped to the timeline; the
 * very end belongs to the last segment (at its end).
 */
export function locate(timeline: Timeline, time: number): TimelinePosition | null {
  const { segments } = timeline;
  if (segments.length === 0) return null;
  const t = Math.min(Math.max(0, time), timeline.duration);
  const index = segments.findIndex((s) => t < s.end);
  const segment = index === -1 ? segments[segments.length - 1]! : segments[index]!;
  return { index: segment.index, offset: t - segment.start };
}

/**
 * Where a segment's replacing audio should be `offset` seconds into the segment: the same
 * offset, wrapped when the audio loops; null once a non-looping audio has run out.
 */
export function audioOffset(audio: PlayerAudio, offset: number): number | null {
  if (audio.duration <= 0) return null;
  if (offset < audio.duration) return offset;
  return audio.loop ? offset % audio.duration : null;
}

/** What an overlay shows `offset` seconds into its segment: a photo and where, or nothing. */
export function overlayAt(
  segment: Pick<TimelineSegment, 'overlay'> | null | undefined,
  offset: number,
): { image: SlideImage; box: OverlayBox } | null {
  const overlay = segment?.overlay;
  if (!overlay || offset < overlay.start || offset >= overlay.end) return null;
  const part = (overlay.end - overlay.start) / overlay.images.length;
  const index = Math.min(overlay.images.length - 1, Math.floor((offset - overlay.start) / part));
  return { image: overlay.images[index]!, box: overlay.box };
}
