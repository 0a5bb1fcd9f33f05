// The /analytics page's server calls: a 15-minute access token for the analytics frame
// (getAnalyticsToken; a failure carries the server's message or the spec's fallback, 'Something
// went wrong trying to get analytics access token. Please try again.'), and the group's
// attribution window (getAnalyticsSettings, updateAnalyticsSettings).
import {
  GetAnalyticsSettingsDocument,
  GetAnalyticsTokenDocument,
  UpdateAnalyticsSettingsDocument,
  GetProductsDocument,
  GetVirtualVideosDocument,
  GetWidgetsDocument,
} from '@vendy/client/generated';
import type { Names } from './frame/protocol';
import { request } from '../../lib/api';

export interface AnalyticsToken {
  accessToken: string;
  /** ISO 8601; the token is refused from this instant on (null: not said, 15 minutes). */
  expiresAt: string | null;
}

export async function loadAnalyticsToken(signal?: AbortSignal): Promise<AnalyticsToken> {
  return (await request(GetAnalyticsTokenDocument, {}, { signal })).getAnalyticsToken;
}

/** The group's attribution window in days (1, 7 or 30). */
export async function loadAttributionWindow(): Promise<number> {
  return (await request(GetAnalyticsSettingsDocument)).getAnalyticsSettings.attributionWindowDays;
}

/** Saves the group's attribution window; answers the saved value. */
export async function saveAttributionWindow(attributionWindowDays: number): Promise<number> {
  return (await request(UpdateAnalyticsSettingsDocument, { attributionWindowDays }))
    .updateAnalyticsSettings.attributionWindowDays;
}

/** Ask for the next token this long before the current one expires. */
export const RENEW_AHEAD_MS = 60_000;
/** ... but never sooner than this (a clock far off, a very short token). */
export const RENEW_MIN_MS = 5_000;
/** After a failed renewal, try again this much later (the frame also asks when refused). */
export const RENEW_RETRY_MS = 30_000;

/** A token's life when the server does not say (getAnalyticsToken gives 15 minutes). */
export const TOKEN_LIFE_MS = 15 * 60_000;

export function renewDelay(expiresAt: string | null, now = Date.now()): number {
  if (expiresAt === null) return TOKEN_LIFE_MS - RENEW_AHEAD_MS;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return RENEW_MIN_MS;
  return Math.max(RENEW_MIN_MS, at - now - RENEW_AHEAD_MS);
}

/**
 * The titles of the group's layouts, videos and products, for the frame's tables (which get ids
 * from the data API). A list that cannot be read leaves its ids as they are.
 */
export async function loadNames(): Promise<Names> {
  const titles = <T extends { id: string; title?: string | null }>(rows: readonly T[]) =>
    Object.fromEntries(rows.filter((r) => r.title).map((r) => [r.id, r.title!]));
  const [layouts, videos, products] = await Promise.all([
    request(GetWidgetsDocument).then(
      (d) => titles(d.getWidgets),
      () => ({}),
    ),
    request(GetVirtualVideosDocument).then(
      (d) => titles(d.getVirtualVideos),
      () => ({}),
    ),
    request(GetProductsDocument).then(
      (d) => {
        const byId = titles(d.getProducts);
        // Order lines name products by their store id: those rows get the title too.
        for (const p of d.getProducts) if (p.alternateId && p.title) byId[p.alternateId] = p.title;
        return byId;
      },
      () => ({}),
    ),
  ]);
  return { layout: layouts, video: videos, product: products };
}
