/**
 * Fetches ahead of play what the first segment of a timeline will ask for first, into the
 * browser's HTTP cache, at low priority: for an HLS video its master playlist and the playlist of
 * the rendition that fits the frame (the one the HLS provider starts with), and, when asked, that
 * rendition's first media segment. Nothing is run or decoded; YouTube and TikTok are never
 * contacted (their facades stay until a click). Failures are ignored: play fetches again.
 */
import { firstSegment, fittingRendition, masterVariants, type FrameSize } from './rendition';
import type { Timeline } from './timeline';

export interface PrefetchOptions {
  /** The player's frame in CSS pixels, for the rendition; null fetches the first variant. */
  frame?: FrameSize | null;
  pixelRatio?: number;
  /**
   * Also fetch the first media segment when it weighs at most this many bytes (estimated from the
   * rendition's bitrate and the segment's duration): 0 never, Infinity always. Default
   * SEGMENT_PREFETCH_BYTES.
   */
  segmentBytes?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

/** A first segment up to this size is fetched ahead: a second or two of a phone-sized rendition. */
export const SEGMENT_PREFETCH_BYTES = 256 * 1024;

/** Extra fetch options the DOM types may not know yet (Chromium's fetch priority). */
type LowPriorityInit = RequestInit & { priority?: 'low' | 'high' | 'auto' };

/**
 * Prefetches the start of `timeline`'s first segment; resolves with the addresses fetched (empty
 * when there is nothing to fetch ahead: not HLS, or a failure).
 */
export async function prefetchTimeline(
  timeline: Timeline,
  options: PrefetchOptions = {},
): Promise<string[]> {
  const source = timeline.segments[0]?.source;
  if (source?.type !== 'hls') return [];
  const get = options.fetch ?? globalThis.fetch?.bind(globalThis);
  if (!get) return [];
  const fetched: string[] = [];
  const init: LowPriorityInit = {
    // As hls.js asks (same-origin credentials, CORS), so its requests find these in the cache.
    credentials: 'same-origin',
    priority: 'low',
    signal: options.signal,
  };
  const text = async (url: string) => {
    const response = await get(url, init);
    fetched.push(url);
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  };
  try {
    const master = await text(source.url);
    const variants = masterVariants(master, source.url);
    let media = master;
    let mediaUrl = source.url;
    let bitrate = Infinity;
    if (variants.length > 0) {
      const pick = fittingRendition(variants, options.frame, options.pixelRatio);
      const variant = variants[Math.max(pick, 0)]!;
      mediaUrl = variant.url;
      bitrate = variant.bitrate ?? Infinity;
      media = await text(mediaUrl);
    }
    const budget = options.segmentBytes ?? SEGMENT_PREFETCH_BYTES;
    const seconds = Number(/#EXTINF:([\d.]+)/.exec(media)?.[1] ?? Number.NaN);
    const estimate = Number.isFinite(seconds) ? (bitrate * seconds) / 8 : Infinity;
    const segment = budget > 0 && estimate <= budget ? firstSegment(media, mediaUrl) : null;
    if (segment) {
      const response = await get(segment, init);
      fetched.push(segment);
      // Read to the end so the whole segment is cached.
      await response.arrayBuffer();
    }
  } catch {
    // Offline, aborted or not a playlist: play fetches again and reports what fails.
  }
  return fetched;
}
