// The Instagram sandbox's test controls (outside production, routes.ts): time passing on its CDN,
// and posts deleted on Instagram's side or whose video file its CDN fails to serve. Kept in this
// process's memory, like the usage counters (graph.ts).

/** How far the CDN's clock runs ahead of the real one. */
let cdnAheadMs = 0;
const deleted = new Set<string>();
const broken = new Set<string>();

/** The CDN's time: addresses are dated from it and expire by it. */
export const cdnNow = (): number => Date.now() + cdnAheadMs;

/**
 * Moves the CDN's clock `hours` ahead of the real one (0 puts it back): addresses given out before
 * expire as they would once that time has passed, new ones are dated from it.
 */
export function setCdnAhead(hours: number): void {
  cdnAheadMs = hours * 3600_000;
}

export type MediaState = 'deleted' | 'broken' | 'ok';

/**
 * `deleted`: the post (or child) is gone from the media edge, as when its owner deletes it;
 * `broken`: its video file answers 500; `ok`: as it was.
 */
export function setMediaState(mediaId: string, state: MediaState): void {
  deleted.delete(mediaId);
  broken.delete(mediaId);
  if (state === 'deleted') deleted.add(mediaId);
  if (state === 'broken') broken.add(mediaId);
}

export const isDeleted = (mediaId: string): boolean => deleted.has(mediaId);
export const isBroken = (mediaId: string): boolean => broken.has(mediaId);
