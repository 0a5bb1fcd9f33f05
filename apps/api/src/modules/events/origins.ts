// Which group an event belongs to. Storefronts are anonymous, so the group a sender claims is
// ignored: it is derived from the layout (a READY widget; drafts are only previewed, and previews
// send nothing) or the Instagram feed the event names. Answers are cached briefly so that a busy
// storefront costs one lookup a minute, not one per request.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sliderItems, sliderPages, sliders, widgets } from '../../db/schema';
import type { Logger } from '../../logger';

export type OriginKind = 'widget' | 'feed';

/** Returns the owning group's id, or null when the layout/feed does not exist or is not public. */
export type OriginLookup = (kind: OriginKind, id: string) => Promise<string | null>;

interface CacheEntry {
  groupId: string | null;
  expiresAt: number;
}

export interface OriginCacheOptions {
  /** How long a found group is remembered (a layout set back to draft takes this long to stop). */
  hitTtlMs: number;
  /** How long "not found" is remembered (a just-published layout takes this long to start). */
  missTtlMs: number;
  maxEntries: number;
  now?: () => number;
}

export const DEFAULT_ORIGIN_CACHE: OriginCacheOptions = {
  hitTtlMs: 60_000,
  missTtlMs: 5_000,
  maxEntries: 100_000,
};

/** Caches lookups and shares one lookup between concurrent requests for the same id. */
export class OriginDirectory {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inflight = new Map<string, Promise<string | null>>();
  private readonly now: () => number;

  constructor(
    private readonly lookup: OriginLookup,
    private readonly options: OriginCacheOptions = DEFAULT_ORIGIN_CACHE,
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for an origin key (`w<widget id>` or `f<feed id>`, ids in lower case):
   * the group, null when known not to exist, undefined when not cached (ask groupOf).
   */
  peek(key: string): string | null | undefined {
    const cached = this.cache.get(key);
    return cached && cached.expiresAt > this.now() ? cached.groupId : undefined;
  }

  groupOf(kind: OriginKind, id: string): Promise<string | null> {
    const key = `${kind === 'widget' ? 'w' : 'f'}${id}`;
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > this.now()) return Promise.resolve(cached.groupId);
    const running = this.inflight.get(key);
    if (running) return running;
    const promise = this.lookup(kind, id)
      .then((groupId) => {
        if (this.cache.size >= this.options.maxEntries) this.cache.clear();
        const ttl = groupId === null ? this.options.missTtlMs : this.options.hitTtlMs;
        this.cache.set(key, { groupId, expiresAt: this.now() + ttl });
        return groupId;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, promise);
    return promise;
  }

  /** Forgets every answer (e.g. after a write failed because a group disappeared). */
  clear(): void {
    this.cache.clear();
  }
}

/** PostgreSQL's "undefined table" and "undefined column": the table is not migrated yet. */
const MISSING_RELATION = new Set(['42P01', '42703']);

function errorCode(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Looks layouts and feeds up in the database: a widget must be READY (or be an item of a slider
 * page, whose player frame plays it as a layout). Instagram feeds have no
 * table yet; the lookup reads `instagram_feeds(id, group_id)` and treats a missing table as
 * "unknown", so feed events are refused until that module lands.
 */
export function databaseOriginLookup(db: Database, logger: Logger): OriginLookup {
  let warnedFeeds = false;
  return async (kind, id) => {
    if (kind === 'widget') {
      const [widget] = await db
        .select({ groupId: widgets.groupId })
        .from(widgets)
        .where(and(eq(widgets.id, id), eq(widgets.status, 'READY')))
        .limit(1);
      if (widget) return widget.groupId;
      // A public slider page's player frame names its item as the layout (getEmbeddedSliderItem).
      const [item] = await db
        .select({ groupId: sliderPages.groupId })
        .from(sliderItems)
        .innerJoin(sliders, eq(sliders.id, sliderItems.sliderId))
        .innerJoin(sliderPages, eq(sliderPages.id, sliders.pageId))
        .where(eq(sliderItems.id, id))
        .limit(1);
      return item?.groupId ?? null;
    }
    try {
      const result = await db.execute<{ group_id: string }>(
        sql`select group_id from instagram_feeds where id = ${id} limit 1`,
      );
      return result.rows[0]?.group_id ?? null;
    } catch (error) {
      const code = errorCode(error);
      if (code === undefined || !MISSING_RELATION.has(code)) throw error;
      if (!warnedFeeds) {
        warnedFeeds = true;
        logger.warn('analytics events: no instagram_feeds table yet; refusing feed events');
      }
      return null;
    }
  };
}
