/**
 * Constants of the embedded viewers, the layout preview, the editor and the AI helpers
 * (doc 3 §2/§3/§5/§9). Lists of the SDL's enum values are checked against the generated types:
 * a value added to or dropped from the schema fails to compile here until the list follows.
 */
import type {
  LayoutType,
  SynthesiaAvatar,
  SynthesiaAvatarStyle,
  SynthesiaBackground,
  SynthesiaHorizontalAlign,
} from '../generated/graphql';
import type { Listed, ListsAll } from './enum-lists';

export type { LayoutType };

/** The six layout formats; the first two show one shoppable video, the others a media collection. */
export const LAYOUT_TYPES = [
  'LANDSCAPE',
  'PORTRAIT',
  'LANDSCAPE_CAROUSEL',
  'PORTRAIT_CAROUSEL',
  'PORTRAIT_COVERFLOW',
  'GRID',
] as const satisfies readonly LayoutType[];
type _LayoutTypesComplete = Listed<ListsAll<LayoutType, typeof LAYOUT_TYPES>>;

// Carousel viewer.
export const CAROUSEL_SWIPE_THRESHOLD_PX = 100;
/** A touch move longer than this blocks page scrolling while swiping. */
export const TOUCH_SCROLL_LOCK_PX = 10;
export const CAROUSEL_SCALE = { centre: 1, adjacent: 0.85, other: 0.7 } as const;
export const CAROUSEL_PORTRAIT_HEIGHT = 675;
export const GRID_COLUMNS = 3;
export const TIKTOK_FRAME_HEIGHT = 770;

// Instagram feed viewer (/embed/ig/{feedId}): a row of square post tiles of a fixed size (as many
// as the width holds, the rest a sideways scroll) over a footer row, so its height is the same at
// every width and the store page keeps exactly that space while it loads (no layout shift).
/** Side of a post tile, in CSS pixels. */
export const FEED_TILE_SIZE = 220;
/** Height of the feed viewer with no post open: frame padding, the tile row and the footer row. */
export const FEED_FRAME_HEIGHT = 280;

// Player volume: slider 0 to 1 in steps of 0.1; unmuting from 0 restores this volume.
export const VOLUME_STEP = 0.1;
export const VOLUME_RESTORE = 0.5;

/** The embed reports its height to the parent page plus this margin. */
export const EMBED_HEIGHT_MARGIN_PX = 10;
/** Height of the layout preview frame (width 100 %). */
export const PREVIEW_FRAME_HEIGHT = 800;

/**
 * Banner list scrolling: the specification gives a 0.45 share of the width, rounded to 85 px for
 * the banner and a 25 % step rounded to 166 px for slider pages.
 */
export const BANNER_SCROLL_SHARE = 0.45;
export const BANNER_SCROLL_PX = 85;
export const SLIDER_SCROLL_SHARE = 0.25;
export const SLIDER_SCROLL_PX = 166;
export const SLIDER_SIDEBAR_WIDTH = 325;
/** Rank of a slider page's featured slider, which sits before every ordinary slider. */
export const FEATURED_SLIDER_RANK = -1;
export const DEFAULT_SLIDER_TITLE = 'Untitled';

// Timeline editor (zoom constants in timeline-zoom.ts; the pixel maths in @vendy/timeline's model).
export const DRAG_OVERLAY_WIDTH = 100;
export const DRAG_AUTOSCROLL_THRESHOLD_Y = 0.3;
/** A static collection shows this many product images, then '+N more'. */
export const COLLECTION_PREVIEW_IMAGES = 3;

/** Position and size of an image overlay on a segment, in percent of the segment. */
export const IMAGE_OVERLAY_DEFAULTS = {
  overlayStart: 0,
  overlayEnd: 100,
  overlayX: 0,
  overlayY: 0,
  overlayWidth: 100,
  overlayHeight: 100,
} as const;

// AI helpers (Synthesia scenes).
export const SYNTHESIA_AVATARS = [
  'Alex',
  'Ada',
  'Francesca',
  'Jaz',
  'Joshua',
  'Thomas',
] as const satisfies readonly SynthesiaAvatar[];
type _SynthesiaAvatarsComplete = Listed<ListsAll<SynthesiaAvatar, typeof SYNTHESIA_AVATARS>>;
export const SYNTHESIA_BACKGROUNDS = [
  'green_screen',
  'off_white',
  'warm_white',
  'light_pink',
  'soft_pink',
  'light_blue',
  'dark_blue',
  'soft_cyan',
  'strong_cyan',
  'light_orange',
  'soft_orange',
  'white_studio',
  'white_cafe',
  'luxury_lobby',
  'large_window',
  'white_meeting_room',
  'open_office',
] as const satisfies readonly SynthesiaBackground[];
type _SynthesiaBackgroundsComplete = Listed<
  ListsAll<SynthesiaBackground, typeof SYNTHESIA_BACKGROUNDS>
>;
export const SYNTHESIA_ALIGNMENTS = [
  'left',
  'center',
  'right',
] as const satisfies readonly SynthesiaHorizontalAlign[];
type _SynthesiaAlignmentsComplete = Listed<
  ListsAll<SynthesiaHorizontalAlign, typeof SYNTHESIA_ALIGNMENTS>
>;
export const SYNTHESIA_AVATAR_STYLE = 'rectangular' satisfies SynthesiaAvatarStyle;
export const SYNTHESIA_SCENE_DEFAULTS = {
  avatar: 'Alex',
  background: 'open_office',
  horizontalAlign: 'center',
  scale: 1,
} as const;
