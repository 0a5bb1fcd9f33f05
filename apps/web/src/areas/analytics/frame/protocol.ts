// Messages between the /analytics page and its frame (same origin only: each side checks the
// sender's origin and window, and addresses its messages to its own origin).
//   page → frame: `token` (a fresh access token), `token-failed` (none could be had), `names`
//                 (the titles of the group's layouts, videos and products, by id)
//   frame → page: `hello` (it listens now), `need-token` (the API refused the token it has),
//                 `height` (its content's height)
import { routes } from '../../../routes';

export const FRAME_PATH = routes.analyticsFrame();
const PREFIX = 'vendy-analytics:';

export type PageMessage =
  | { type: `${typeof PREFIX}token`; token: string; expiresAt: string | null }
  | { type: `${typeof PREFIX}token-failed`; message: string }
  | { type: `${typeof PREFIX}names`; names: Names };

/** Titles by id, per breakdown dimension (what the frame's tables show instead of ids). */
export interface Names {
  layout: Record<string, string>;
  video: Record<string, string>;
  product: Record<string, string>;
}
export type FrameMessage =
  | { type: `${typeof PREFIX}hello` }
  | { type: `${typeof PREFIX}need-token` }
  | { type: `${typeof PREFIX}height`; height: number };

export const TOKEN = `${PREFIX}token` as const;
export const TOKEN_FAILED = `${PREFIX}token-failed` as const;
export const NEED_TOKEN = `${PREFIX}need-token` as const;
export const HEIGHT = `${PREFIX}height` as const;
export const NAMES = `${PREFIX}names` as const;
export const HELLO = `${PREFIX}hello` as const;

const isTitles = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((title) => typeof title === 'string');

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

export function asPageMessage(data: unknown): PageMessage | null {
  if (!isObject(data)) return null;
  if (
    data.type === TOKEN &&
    typeof data.token === 'string' &&
    (typeof data.expiresAt === 'string' || data.expiresAt === null)
  ) {
    return { type: TOKEN, token: data.token, expiresAt: data.expiresAt as string | null };
  }
  if (data.type === TOKEN_FAILED && typeof data.message === 'string') {
    return { type: TOKEN_FAILED, message: data.message };
  }
  const names = data.names as Record<string, unknown> | undefined;
  if (
    data.type === NAMES &&
    isObject(names) &&
    isTitles(names.layout) &&
    isTitles(names.video) &&
    isTitles(names.product)
  ) {
    return {
      type: NAMES,
      names: { layout: names.layout, video: names.video, product: names.product },
    };
  }
  return null;
}

export function asFrameMessage(data: unknown): FrameMessage | null {
  if (!isObject(data)) return null;
  if (data.type === NEED_TOKEN) return { type: NEED_TOKEN };
  if (data.type === HELLO) return { type: HELLO };
  if (data.type === HEIGHT && typeof data.height === 'number' && Number.isFinite(data.height)) {
    return { type: HEIGHT, height: data.height };
  }
  return null;
}

/** The frame's address with the token in the fragment: never sent to the server, never logged. */
export const frameSrc = (token: string) => `${FRAME_PATH}#token=${encodeURIComponent(token)}`;

/** The token a frame address carries in its fragment, or null. */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}
