/**
 * Business constants of the specification (doc 1 §9, doc 2 §9, doc 3 §9) used by the merchant app,
 * the embed and the server. Viewer and editor geometry lives in `viewer-constants.ts`.
 */
import type { BrandingSettingsFieldsFragment } from '../generated/graphql';

/** Page-size choices offered by every paged list and table. */
export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** Default page size of each paged list (doc 1 §2/§9, doc 2 §2/§9, doc 3 §9). */
export const DEFAULT_PAGE_SIZES = {
  /** Group users and invitations tables, admin tables. */
  table: 5,
  adminTable: 5,
  products: 25,
  affiliateLinks: 25,
  productCollections: 10,
  videos: 10,
  audios: 10,
  imageCollections: 10,
  /** Import-from-store picker dialog. */
  importProducts: 25,
  importCollections: 10,
  /** Social video import grid. */
  instagramVideos: 10,
} as const satisfies Record<string, PageSize>;

/** Page sizes of the editor's media library panel and the pickers (doc 2 §9, doc 3 §9). */
export const PICKER_PAGE_SIZES = {
  products: 9,
  affiliateLinks: 9,
  productCollections: 4,
  videos: 6,
  imageCollections: 6,
  audios: 6,
} as const;

// Text and field limits (doc 1 §5/§9, doc 3 §5/§9).
export const TEXT_MAX = 100;
export const MESSAGE_MAX = 500;
export const URL_MAX = 1500;
export const STORE_PARAM_MAX = 250;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 150;
export const SLUG_MAX = 100;
export const AI_KEY_MAX = 500;
export const QUANTITY_MIN = 1;

/** Trial granted when a plan is chosen ('Start with a 30-day free trial'). */
export const FREE_TRIAL_DAYS = 30;

/** Videos and audio longer than this cannot loop ('Looping is disabled for videos over a minute long.'). */
export const LOOP_LIMIT_SECONDS = 60;

// Timings in milliseconds.
export const VIDEO_STATUS_POLL_MS = 15_000;
export const TOAST_DEFAULT_MS = 3_000;
/** The add-to-cart success toast ('Item added to cart.') is shorter than the default. */
export const CART_SUCCESS_TOAST_MS = 2_000;
export const COPY_CONFIRM_MS = 1_000;
export const DELETE_REDIRECT_MS = 3_000;
export const LOGOUT_REDIRECT_MS = 1_000;
export const WINDOW_RESIZE_DEBOUNCE_MS = 400;
export const SWIPE_PROMPT_MS = 2_500;
/** The player ticks once per second (the `watch` event interval is in events.ts). */
export const PLAYER_TICK_MS = 1_000;

// Store catalogue import (doc 2 §4/§9).
export const BULK_POLL_MS = 1_000;
export const BULK_MAX_TRIES = 180;
export const PRODUCT_BATCH = 20;
export const IMAGE_UPLOAD_CONCURRENCY = 30;

// Resumable video upload (doc 2 §7/§9): 10 MiB chunks, retried after these delays.
export const UPLOAD_CHUNK_SIZE = 10_485_760;
export const UPLOAD_RETRY_DELAYS = [0, 3_000, 5_000, 10_000, 20_000] as const;
/** Uploaded audio is PUT with this content type. */
export const AUDIO_UPLOAD_CONTENT_TYPE = 'audio/mpeg';

/**
 * Seconds each still image of an image collection lasts in a shoppable video. The specification
 * leaves the value open except for one note giving 5 seconds; that value is used.
 */
export const IMAGE_SECONDS = 5;

/** Dashboard preview card: the most recently updated layouts. */
export const DASHBOARD_LAYOUT_COUNT = 3;

// Breakpoints in CSS pixels: mobile up to 768, tablet 769 to 1024.
export const MOBILE_MAX = 768;
export const TABLET_MIN = 769;
export const TABLET_MAX = 1024;

/** Seconds between two banners of a product collection when the assignment sets none. */
export const DEFAULT_BANNER_INTERVAL = 15;
/** Placement percentages of an experiment must add up to this. */
export const PLACEMENT_TOTAL = 100;

// Fonts (doc 3 §9): the offered families, DEFAULT_FONT_VARIANT and the load concurrency are in
// branding-fonts.ts.

/**
 * The group branding fields (doc 3 §3): the SDL's BrandingSettings as the BrandingSettingsFields
 * fragment selects them (schema/branding.graphql documents each field). A field added there
 * needs its default below.
 */
export type BrandingValues = BrandingSettingsFieldsFragment;

/** Group branding defaults (doc 1 §9, doc 3 §9); font and URL fields unset until chosen. */
export const DEFAULT_BRANDING: Readonly<BrandingValues> = {
  buttonBackgroundColor: '#0393fb',
  buttonTextColor: '#ffffff',
  buttonBorderRadius: 8,
  buttonFontName: 'roboto',
  buttonFontUrl: null,
  textColor: '#000000',
  textHighlightColor: '#0393fb',
  textFontName: 'roboto',
  textFontUrl: null,
  bannerHighlightColor: '#0393fb',
  productCardBackgroundColor: '#ffffff',
  hideVendyBranding: false,
};

/** Deleting an account requires typing this phrase ('Entry must match prompt.'). */
export const DELETE_ACCOUNT_PHRASE = 'permanently delete';

/** The guided tour: a welcome card, then this many steps. */
export const GUIDED_TOUR_STEP_COUNT = 11;

/** Default title of the n-th video imported from the social account (1-based). */
export function defaultInstagramVideoTitle(n: number): string {
  return `Instagram Video ${n}`;
}
