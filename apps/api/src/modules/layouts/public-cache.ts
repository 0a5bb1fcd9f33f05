// A short in-process cache for the public hot path (getEmbeddedWidget, getExperimentData): the
// assembled answer is kept a few seconds per key. Every write of the layouts and placements modules
// bumps the owning group's generation, so the merchant's own preview is fresh at once; changes made
// elsewhere (a video renamed, a product re-imported) show within TTL_MS. One cache per app (the
// `publicCache` service, made by the composition root), so test servers never share entries.
//
// The HTTP fast path (public-fast-path.ts) keeps whole serialized answers built from these
// entries: while it runs an answer it records every entry read or stored (trackPublicReads), and
// keeps the bytes only while each of those is still current (same generation, not expired). So a
// public answer must read what it shows through this cache; anything read beside it shows within
// TTL_MS at worst, like the changes made elsewhere.
import { AsyncLocalStorage } from 'node:async_hooks';

export const PUBLIC_CACHE_TTL_MS = 10_000;
export const PUBLIC_CACHE_MAX_ENTRIES = 2_000;

interface Entry<T> {
  groupId: string;
  generation: number;
  expiresAt: number;
  value: T;
}

/** One entry an answer was built from, as it was when read. */
export interface PublicRead {
  cache: PublicCache;
  groupId: string;
  generation: number;
  expiresAt: number;
}

/**
 * The reads of the answer being built in the current async context. Only switched on while some
 * answer is being built (Node's async context tracking costs every promise while on), off again
 * when none is.
 */
const tracking = new AsyncLocalStorage<PublicRead[]>();
let tracked = 0;

function record(read: PublicRead): void {
  tracking.getStore()?.push(read);
}

/** Runs `work` and lists every cache entry it read or stored (in any PublicCache). */
export async function trackPublicReads<T>(
  work: () => Promise<T>,
): Promise<{ value: T; reads: PublicRead[] }> {
  const reads: PublicRead[] = [];
  tracked += 1;
  try {
    return { value: await tracking.run(reads, work), reads };
  } finally {
    tracked -= 1;
    if (tracked === 0) tracking.disable();
  }
}

/** True while every entry is still what a fresh read would give (no write since, not expired). */
export function stillCurrent(reads: readonly PublicRead[]): boolean {
  for (const read of reads) if (!read.cache.isCurrent(read)) return false;
  return true;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly ttlMs = PUBLIC_CACHE_TTL_MS,
    private readonly maxEntries = PUBLIC_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The group's current generation: take it before loading, hand it back to set(). */
  generation(groupId: string): number {
    return this.generations.get(groupId) ?? 0;
  }

  get<T>(key: string): { groupId: string; value: T } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.generation !== this.generation(entry.groupId)) {
      this.entries.delete(key);
      return undefined;
    }
    if (tracked > 0) {
      record({
        cache: this,
        groupId: entry.groupId,
        generation: entry.generation,
        expiresAt: entry.expiresAt,
      });
    }
    return { groupId: entry.groupId, value: entry.value as T };
  }

  /**
   * Stores a value loaded while the group was at `generation`; a write that happened during the
   * load has moved the generation on, so the value is already stale and never served.
   */
  set<T>(key: string, groupId: string, generation: number, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const expiresAt = this.now() + this.ttlMs;
    this.entries.set(key, { groupId, generation, expiresAt, value });
    if (tracked > 0) record({ cache: this, groupId, generation, expiresAt });
  }

  /** A read recorded by trackPublicReads is still current: same generation, not expired. */
  isCurrent(read: Omit<PublicRead, 'cache'>): boolean {
    return read.expiresAt > this.now() && read.generation === this.generation(read.groupId);
  }

  /** Forgets everything cached for the group (called by every write of its layouts). */
  invalidateGroup(groupId: string): void {
    this.generations.set(groupId, this.generation(groupId) + 1);
  }

  get size(): number {
    return this.entries.size;
  }
}
