/**
 * The timeline editor's data (doc 3 §2 'Timeline editor', §3): segments of a shoppable video with
 * their audio and image overlay, and the competing product placements (strategies) shown over it,
 * each with timed assignments and static collections, split between viewers by an experiment.
 *
 * Everything is immutable. Items carry a `key` that is stable for the editing session: the server
 * id for what was loaded, `new:<n>` for what the merchant added. Server ids are kept apart from the
 * undoable document (see `ServerState`) so that undo never resurrects a stale id.
 */
import type { AdType, AudioSource, VideoSource, VideoStatus } from '@vendy/client/generated';
import type { ZoomSetting } from './geometry';

export type { AdType, AudioSource, VideoSource, VideoStatus };

/** A video as the editor needs it (any selection of Video with these fields will do). */
export interface VideoMedia {
  kind: 'video';
  id: string;
  title: string;
  /** Seconds; 0 when unknown (a TikTok video then counts as the spec's 60 s). */
  duration: number;
  status: VideoStatus;
  thumbnailUrl: string | null;
  source: VideoSource | null;
}

/** A photo collection: lasts its image count times the per-image duration. */
export interface ImageCollectionMedia {
  kind: 'imageCollection';
  id: string;
  title: string;
  thumbnailUrl: string | null;
  imageCount: number;
}

export type SegmentMedia = VideoMedia | ImageCollectionMedia;

export interface AudioMedia {
  id: string;
  title: string;
  duration: number;
  loop: boolean;
}

/**
 * An image laid over a segment. Start and end are percent of the segment's length; x, y, width
 * and height percent of the frame. Defaults: start 0, end 100, x 0, y 0, width 100, height 100.
 */
export interface ImageOverlay {
  image: ImageCollectionMedia;
  overlayStart: number;
  overlayEnd: number;
  overlayX: number;
  overlayY: number;
  overlayWidth: number;
  overlayHeight: number;
}

export type OverlayGeometry = Omit<ImageOverlay, 'image'>;

/** One piece of the video track, played one after another in list order. */
export interface Segment {
  type: 'segment';
  key: string;
  title: string | null;
  media: SegmentMedia;
  /** Seconds, derived from the media when the segment is made. */
  duration: number;
  audio: AudioMedia | null;
  overlay: ImageOverlay | null;
  /**
   * How the audio item plays, as loaded or chosen: 'Audio' (the default when absent) replaces the
   * segment's sound, 'Combined' plays both, 'Video' / 'Image' keep the audio item silent. Without
   * an audio item the segment always has its own sound (see `audioSource`).
   */
  audioSrc?: AudioSource;
}

/** What a banner shows. */
export type ProductTarget =
  { kind: 'product'; productId: string } | { kind: 'affiliateLink'; affiliateLinkId: string };

export type PlacementTarget =
  ProductTarget | { kind: 'productCollection'; productCollectionId: string };

/** A product or affiliate link shown from a start time (an individual assignment, adType banner). */
export interface TimedAssignment {
  type: 'timedAssignment';
  key: string;
  target: ProductTarget;
  /** Seconds from the start of the shoppable video. */
  startTime: number;
  name: string | null;
  instagramMediaId: string | null;
}

/**
 * An entry of the static track: normally a product collection (a multiple assignment); a product
 * or link saved with adType banner_static is kept here too so that nothing loaded is lost.
 * `adType` and `startTime` keep what the server had for collections saved as timed banners.
 */
export interface StaticCollection {
  type: 'staticCollection';
  key: string;
  target: PlacementTarget;
  name: string | null;
  adType: AdType;
  startTime: number;
  /** Seconds between the collection's banners; null means the 15 s default. */
  bannerInterval: number | null;
}

/** A competing product placement (a strategy). */
export interface Strategy {
  key: string;
  title: string;
  /** Sorted by start time (stable: equal times keep their insertion order). */
  timed: readonly TimedAssignment[];
  /** In display order. */
  statics: readonly StaticCollection[];
}

/** A line of the experiment form: a strategy and the share of viewers who see it. */
export interface ExperimentEntry {
  key: string;
  /** Null until the merchant picks one ('Please select a strategy.'). */
  strategyKey: string | null;
  /** As typed: digits only, may be blank. */
  percentage: string;
}

/** What undo and redo move through. */
export interface TimelineDocument {
  title: string;
  segments: readonly Segment[];
  /** Every strategy the editor knows; those referenced by entries compete. */
  strategies: readonly Strategy[];
  experiment: { title: string; entries: readonly ExperimentEntry[] };
  /** Counter behind `new:<n>` keys, so that keys are deterministic. */
  seq: number;
}

export type LibraryTab =
  'products' | 'collections' | 'affiliateLinks' | 'audios' | 'videos' | 'imageCollections';

/** Something being dragged. */
export type DragSource =
  { from: 'library'; item: LibraryItem } | { from: 'timeline'; item: TimelineRef };

/** An entry of the media library panel. */
export type LibraryItem =
  | { type: 'video'; media: VideoMedia }
  | { type: 'imageCollection'; media: ImageCollectionMedia }
  | { type: 'audio'; audio: AudioMedia }
  | { type: 'product'; productId: string; name?: string | null }
  | { type: 'affiliateLink'; affiliateLinkId: string; name?: string | null }
  | { type: 'productCollection'; productCollectionId: string; name?: string | null };

/** An item already on the timeline. */
export type TimelineRef =
  | { type: 'segment'; key: string }
  | { type: 'audio'; segmentKey: string }
  | { type: 'overlay'; segmentKey: string }
  | { type: 'timedAssignment'; key: string }
  | { type: 'staticCollection'; key: string };

/** The spec's drop targets. */
export type DropTarget =
  /**
   * The video track: a new segment goes in at `index`, else where `px` (a track position) falls
   * (before the segment under it when in its first half), else at the end.
   */
  | { type: 'mediaTrack'; index?: number; px?: number }
  /** A segment's place in the sortable video track. */
  | { type: 'sortableMedia'; index: number }
  | { type: 'audioTrack'; segmentKey: string }
  | { type: 'overlay'; segmentKey: string }
  /** The timed product track; `px` is the drop position on the track (padding included). */
  | { type: 'timedSlot'; px: number }
  | { type: 'staticSlot'; index?: number }
  | { type: 'trash' };

export interface EditorMode {
  /** Save disabled, trash hidden, drop zones hidden, drag ignored. */
  readOnly: boolean;
  /** Media tabs disabled (and media unchangeable); starts on the Products tab. */
  readOnlyMedia: boolean;
}

/** What is not undone: where the merchant looks and what the player does. */
export interface EditorView {
  /** Cursor (playhead) in seconds. */
  cursor: number;
  /** A step from 1 to 6, or 'fit' (the whole video fills the visible track). */
  zoom: ZoomSetting;
  /** Width of the visible track in pixels, as last measured (0 before); 'fit' depends on it. */
  viewportWidth: number;
  /** Mirrors the player; gestures that must pause it set this to false. */
  playing: boolean;
  /** The cursor is being dragged. */
  scrubbing: boolean;
  /** The competing placement being edited; null until chosen when there are several. */
  activeStrategyKey: string | null;
  dragging: DragSource | null;
  /** Timed items dropped near the cursor snap onto it. */
  snapToCursor: boolean;
  libraryTab: LibraryTab;
}

/** Ids the server knows, per key, and the document as last loaded or saved. */
export interface ServerState {
  virtualVideoId: string | null;
  experimentId: string | null;
  segmentIds: Readonly<Record<string, string>>;
  strategyIds: Readonly<Record<string, string>>;
  entryIds: Readonly<Record<string, string>>;
  assignmentIds: Readonly<Record<string, string>>;
  saved: TimelineDocument;
}

export interface EditorState {
  doc: TimelineDocument;
  view: EditorView;
  mode: EditorMode;
  server: ServerState;
}
