// Instagram API with Instagram Login: the authorization window, the code exchange for a short-lived
// token, its exchange for a 60-day token and that token's refresh, the professional account's
// profile and its media edge with paging. Every call reads Instagram's usage headers: the media
// pager stops before the limit and says when to go on, and a rate-limit error becomes an
// InstagramRateLimitError with the time to wait.
import { INSTAGRAM_GRAPH_VERSION, INSTAGRAM_SCOPES, type InstagramApp } from './app';
import { InstagramError, InstagramRateLimitError } from './errors';

const TIMEOUT_MS = 15_000;
/** Usage (percent of a limit, from the usage headers) at which the client stops asking. */
export const USAGE_LIMIT_PERCENT = 90;
/** How long to wait when Instagram does not say. */
const DEFAULT_RETRY_MS = 10 * 60_000;
/** Graph error codes that mean "too many calls" (app, user, page, hourly, business use case). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);

export interface InstagramAuthorizeRequest {
  redirectUri: string;
  /** Ties the return to this visitor's session (checked by the caller). */
  state: string;
}

/** The authorization window's address: the merchant grants instagram_business_basic there. */
export function instagramAuthorizeUrl(app: InstagramApp, request: InstagramAuthorizeRequest) {
  const url = new URL(`${app.endpoints.authorize}/oauth/authorize`);
  url.searchParams.set('client_id', app.appId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', INSTAGRAM_SCOPES);
  url.searchParams.set('state', request.state);
  return url.toString();
}

/** The code Instagram appends to the redirect (it ends the address with `#_`, not part of it). */
export function instagramCodeFrom(code: string): string {
  return code.replace(/#_$/, '');
}

type Json = Record<string, unknown>;

export interface InstagramUsage {
  /** The highest share of any limit used, in percent (0 when no header came). */
  percent: number;
  /** When Instagram said how long until calls are allowed again, in ms. */
  regainMs: number;
}

const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Reads X-App-Usage and X-Business-Use-Case-Usage (JSON, percentages of each limit). */
export function readUsage(headers: Headers): InstagramUsage {
  let percent = 0;
  let regainMinutes = 0;
  const parse = (name: string): unknown => {
    const value = headers.get(name);
    if (!value) return null;
    try {
      return JSON.parse(value);
    } catch {
      return null;
    }
  };
  const counts = (entry: unknown) => {
    if (!entry || typeof entry !== 'object') return;
    const e = entry as Json;
    percent = Math.max(
      percent,
      number(e.call_count),
      number(e.total_time),
      number(e.total_cputime),
    );
    regainMinutes = Math.max(regainMinutes, number(e.estimated_time_to_regain_access));
  };
  counts(parse('x-app-usage'));
  const business = parse('x-business-use-case-usage');
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Json)) {
      if (Array.isArray(entries)) entries.forEach(counts);
    }
  }
  return { percent, regainMs: regainMinutes * 60_000 };
}

interface Answer {
  body: Json;
  usage: InstagramUsage;
}

/** Graph's `{ error: { message, code, error_subcode } }` or api.instagram.com's flat shape. */
function errorOf(body: Json | null): { message?: string; code?: number; subcode?: number } {
  const nested = body?.error;
  if (nested && typeof nested === 'object') {
    const e = nested as Json;
    return {
      message: typeof e.message === 'string' ? e.message : undefined,
      code: typeof e.code === 'number' ? e.code : undefined,
      subcode: typeof e.error_subcode === 'number' ? e.error_subcode : undefined,
    };
  }
  return {
    message: typeof body?.error_message === 'string' ? body.error_message : undefined,
    code: typeof body?.code === 'number' ? body.code : undefined,
  };
}

async function call(what: string, url: URL, init: RequestInit = {}): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { accept: 'application/json', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new InstagramError(`${what} failed: ${String(error)}`);
  }
  const usage = readUsage(response.headers);
  let body: Json | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Json;
  } catch {
    // Reported below.
  }
  if (response.ok && body && !body.error) return { body, usage };
  const { message, code, subcode } = errorOf(body);
  const described = `${what} answered HTTP ${response.status}${code === undefined ? '' : ` (code ${code})`}${message ? `: ${message}` : ''}`;
  if (response.status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) {
    throw new InstagramRateLimitError(
      described,
      usage.regainMs > 0 ? usage.regainMs : DEFAULT_RETRY_MS,
      response.status,
      code,
    );
  }
  throw new InstagramError(described, response.status, code, subcode);
}

function graphUrl(app: InstagramApp, path: string, params: Record<string, string>): URL {
  const url = new URL(`${app.endpoints.graph}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export interface InstagramShortToken {
  accessToken: string;
  /** The Instagram-scoped id of the professional account. */
  userId: string;
  permissions: string[];
}

/** POST api.instagram.com/oauth/access_token: the window's one-time code for a 1-hour token. */
export async function exchangeInstagramCode(
  app: InstagramApp,
  code: string,
  redirectUri: string,
): Promise<InstagramShortToken> {
  const form = new URLSearchParams({
    client_id: app.appId,
    client_secret: app.appSecret,
    grant_type: 'authorization_code',
    redirect_uri: redirectUri,
    code: instagramCodeFrom(code),
  });
  const { body } = await call('code exchange', new URL(`${app.endpoints.api}/oauth/access_token`), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  // Business Login answers `{ data: [ { access_token, user_id, permissions } ] }`; the flat form
  // of the older window is read as well.
  const entry = (Array.isArray(body.data) ? body.data[0] : body) as Json | undefined;
  const accessToken = text(entry?.access_token);
  const userId = text(entry?.user_id);
  if (!accessToken || !userId) throw new InstagramError('code exchange returned no token');
  const permissions = Array.isArray(entry?.permissions)
    ? entry.permissions.map(String)
    : text(entry?.permissions).split(',').filter(Boolean);
  return { accessToken, userId, permissions };
}

export interface InstagramLongToken {
  accessToken: string;
  expiresAt: Date;
}

function longToken(what: string, body: Json, now: number): InstagramLongToken {
  const accessToken = text(body.access_token);
  const expiresIn = number(body.expires_in);
  if (!accessToken || expiresIn <= 0) throw new InstagramError(`${what} returned no token`);
  return { accessToken, expiresAt: new Date(now + expiresIn * 1000) };
}

/** GET graph.instagram.com/access_token (ig_exchange_token): the 1-hour token for a 60-day one. */
export async function exchangeLongLivedToken(
  app: InstagramApp,
  shortToken: string,
): Promise<InstagramLongToken> {
  const now = Date.now();
  const { body } = await call(
    'long-lived token exchange',
    graphUrl(app, 'access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: app.appSecret,
      access_token: shortToken,
    }),
  );
  return longToken('long-lived token exchange', body, now);
}

/** A long-lived token may be refreshed once it is a day old (and before it expires). */
export const REFRESH_MIN_AGE_MS = 24 * 3600_000;

/** GET graph.instagram.com/refresh_access_token (ig_refresh_token): 60 more days from now. */
export async function refreshLongLivedToken(
  app: InstagramApp,
  token: string,
): Promise<InstagramLongToken> {
  const now = Date.now();
  const { body } = await call(
    'token refresh',
    graphUrl(app, 'refresh_access_token', { grant_type: 'ig_refresh_token', access_token: token }),
  );
  return longToken('token refresh', body, now);
}

export interface InstagramProfile {
  userId: string;
  username: string;
}

/** GET /me?fields=user_id,username: whose account the token reads. */
export async function fetchInstagramProfile(
  app: InstagramApp,
  token: string,
): Promise<InstagramProfile> {
  const { body } = await call(
    'profile',
    graphUrl(app, `${INSTAGRAM_GRAPH_VERSION}/me`, {
      fields: 'user_id,username',
      access_token: token,
    }),
  );
  const userId = text(body.user_id) || text(body.id);
  const username = text(body.username);
  if (!userId || !username) throw new InstagramError('profile returned no user');
  return { userId, username };
}

export type InstagramMediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
const MEDIA_TYPES = new Set<string>(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']);

export interface InstagramMediaChild {
  id: string;
  mediaType: Exclude<InstagramMediaType, 'CAROUSEL_ALBUM'>;
  /** Absent when Instagram withholds it (a video with copyrighted music). */
  mediaUrl: string | null;
  thumbnailUrl: string | null;
}

export interface InstagramMediaItem extends Omit<InstagramMediaChild, 'mediaType'> {
  mediaType: InstagramMediaType;
  caption: string | null;
  permalink: string | null;
  postedAt: Date;
  /** A carousel album's pictures and videos, in order; empty for other posts. */
  children: InstagramMediaChild[];
}

const CHILD_FIELDS = 'id,media_type,media_url,thumbnail_url';
export const MEDIA_FIELDS = `id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,children{${CHILD_FIELDS}}`;

const optionalText = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Graph's `2026-11-20T10:00:00+0000` (no colon in the offset) as a Date. */
export function parseInstagramTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? null : date;
}

function mediaChild(raw: unknown): InstagramMediaChild | null {
  const e = (raw ?? {}) as Json;
  const id = text(e.id);
  const type = text(e.media_type);
  if (!id || (type !== 'IMAGE' && type !== 'VIDEO')) return null;
  return {
    id,
    mediaType: type,
    mediaUrl: optionalText(e.media_url),
    thumbnailUrl: optionalText(e.thumbnail_url),
  };
}

/** One post of the media edge, or null for an entry we cannot use (unknown type, no id). */
export function mediaItem(raw: unknown): InstagramMediaItem | null {
  const e = (raw ?? {}) as Json;
  const id = text(e.id);
  const type = text(e.media_type);
  const postedAt = parseInstagramTime(e.timestamp);
  if (!id || !MEDIA_TYPES.has(type) || !postedAt) return null;
  const childrenData = ((e.children ?? {}) as Json).data;
  return {
    id,
    mediaType: type as InstagramMediaType,
    mediaUrl: optionalText(e.media_url),
    thumbnailUrl: optionalText(e.thumbnail_url),
    caption: optionalText(e.caption),
    permalink: optionalText(e.permalink),
    postedAt,
    children: Array.isArray(childrenData)
      ? childrenData.map(mediaChild).filter((c): c is InstagramMediaChild => c !== null)
      : [],
  };
}

export interface InstagramMediaPage {
  items: InstagramMediaItem[];
  /** The cursor of the next page; null on the last. */
  after: string | null;
  usage: InstagramUsage;
}

/** GET /me/media: one page of the account's posts, newest first. */
export async function fetchInstagramMediaPage(
  app: InstagramApp,
  token: string,
  options: { after?: string | null; limit?: number } = {},
): Promise<InstagramMediaPage> {
  const params: Record<string, string> = {
    fields: MEDIA_FIELDS,
    limit: String(options.limit ?? 25),
    access_token: token,
  };
  if (options.after) params.after = options.after;
  const { body, usage } = await call(
    'media',
    graphUrl(app, `${INSTAGRAM_GRAPH_VERSION}/me/media`, params),
  );
  const data = Array.isArray(body.data) ? body.data : [];
  const paging = (body.paging ?? {}) as Json;
  const cursors = (paging.cursors ?? {}) as Json;
  // Graph gives a cursor on every page; only `next` says another page follows.
  const after = paging.next && text(cursors.after) ? text(cursors.after) : null;
  return {
    items: data.map(mediaItem).filter((m): m is InstagramMediaItem => m !== null),
    after,
    usage,
  };
}

export interface InstagramMediaList {
  items: InstagramMediaItem[];
  /** False when it stopped early to stay under the rate limit: go on from `after` later. */
  complete: boolean;
  after: string | null;
  /** When `complete` is false: how long to wait before asking again. */
  retryAfterMs: number;
}

/**
 * The account's posts page by page, up to `maxItems`. When a page's usage headers reach
 * USAGE_LIMIT_PERCENT it stops there, keeping what it has, and says when to go on; a rate-limit
 * error on a later page does the same. The first page's errors are thrown.
 */
export async function fetchInstagramMedia(
  app: InstagramApp,
  token: string,
  options: { maxItems?: number; pageSize?: number; after?: string | null } = {},
): Promise<InstagramMediaList> {
  const maxItems = options.maxItems ?? 500;
  const items: InstagramMediaItem[] = [];
  let after = options.after ?? null;
  for (;;) {
    let page: InstagramMediaPage;
    try {
      page = await fetchInstagramMediaPage(app, token, {
        after,
        limit: Math.min(options.pageSize ?? 25, maxItems - items.length),
      });
    } catch (error) {
      if (error instanceof InstagramRateLimitError && items.length > 0) {
        return { items, complete: false, after, retryAfterMs: error.retryAfterMs };
      }
      throw error;
    }
    items.push(...page.items);
    after = page.after;
    if (!after || items.length >= maxItems) {
      return { items, complete: true, after: null, retryAfterMs: 0 };
    }
    if (page.usage.percent >= USAGE_LIMIT_PERCENT) {
      return {
        items,
        complete: false,
        after,
        retryAfterMs: page.usage.regainMs > 0 ? page.usage.regainMs : DEFAULT_RETRY_MS,
      };
    }
  }
}
