// One ingest pipeline per running app (the `eventIngest` service): rate limiter, layout/feed
// directory and the group-commit writer. Created on the first request; app.close() closes it after
// the HTTP server has stopped, which waits for every accepted event to be written.
import type { RejectedEvent, ValidEvent } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import type { Logger } from '../../logger';
import {
  DEFAULT_ORIGIN_CACHE,
  OriginDirectory,
  databaseOriginLookup,
  type OriginCacheOptions,
  type OriginLookup,
} from './origins';
import { DEFAULT_EVENT_RATE_LIMIT, TokenBuckets, type TokenBucketOptions } from './rate-limit';
import { putUuid, RowBuffer, RowSlab, uuidBytes } from './binary';
import type { PreparedBatch } from './scan';
import { EventCopier } from './foreign-key';
import {
  copyEncodedRowsSkippingMissingGroups,
  eventStore,
  postgresPool,
  toRow,
  type EncodedRows,
  type EventRow,
} from './store';
import { EventWriter } from './writer';

export const UNKNOWN_ORIGIN_MESSAGE = 'Unknown layout or feed.';

export interface EventIngestOptions {
  rateLimit: TokenBucketOptions;
  originCache: OriginCacheOptions;
  /** Events accepted but not yet committed, at most (beyond: 503, the sender retries). */
  maxQueuedEvents: number;
  /** Events in one INSERT statement at most. */
  maxEventsPerInsert: number;
  /** INSERT statements running at once. */
  insertConcurrency: number;
  /**
   * On PostgreSQL: check the group foreign key once per COPY and group rather than per row when
   * the database allows it (foreign-key.ts).
   */
  foreignKeyPerBatch: boolean;
  /** Replaces the database lookup of layouts and feeds. */
  lookup?: OriginLookup;
}

export const DEFAULT_EVENT_INGEST: EventIngestOptions = {
  rateLimit: DEFAULT_EVENT_RATE_LIMIT,
  originCache: DEFAULT_ORIGIN_CACHE,
  maxQueuedEvents: 50_000,
  // One statement at a time: the requests that arrive meanwhile make the next one larger, and a
  // few large COPYs cost the database less per event than many small ones running side by side
  // (bench/events: about 0.6-1 µs of backend CPU per event less than 2 × ≤ 5000).
  maxEventsPerInsert: 10_000,
  insertConcurrency: 1,
  foreignKeyPerBatch: true,
};

/** Accepted events as binary COPY rows, group ids filled in. */
export interface ResolvedRows {
  rows: Buffer;
  count: number;
  /** The distinct groups of the rows. */
  groups: readonly string[];
  rejected: RejectedEvent[];
}

/** Fills each row's group; rows whose origin has none are left out (their events rejected). */
function fillGroups(
  batch: PreparedBatch,
  groupOf: (origin: string) => string | null,
): ResolvedRows {
  const { origins, slots, starts, indexes, rows } = batch;
  const kept = new RowBuffer(rows.pos);
  const rejected: RejectedEvent[] = [];
  const groups = new Set<string>();
  let count = 0;
  for (let i = 0; i < slots.length; i++) {
    const group = groupOf(origins[i]!);
    if (group === null) {
      rejected.push({ index: indexes[i]!, error: UNKNOWN_ORIGIN_MESSAGE });
      continue;
    }
    groups.add(group);
    putUuid(rows.buf, slots[i]!, group);
    const end = i + 1 < starts.length ? starts[i + 1]! : rows.pos;
    kept.ensure(end - starts[i]!);
    rows.buf.copy(kept.buf, kept.pos, starts[i]!, end);
    kept.pos += end - starts[i]!;
    count++;
  }
  return { rows: kept.view(), count, groups: [...groups], rejected };
}

export class EventIngest {
  private readonly slab = new RowSlab();
  private groupId = '';
  private groupBytes: Uint8Array = new Uint8Array(16);
  /** [groupId], kept with it: the group list of a one-group request. */
  private groupList: readonly string[] = [];
  readonly limiter: TokenBuckets;
  readonly origins: OriginDirectory;
  /** Event rows as objects, written with one INSERT per batch (PGlite). */
  readonly writer: EventWriter<EventRow>;
  /**
   * On a PostgreSQL server: requests' rows already encoded for a binary COPY (scan.ts), one chunk
   * per request, written with one COPY per batch. Null on PGlite.
   */
  readonly copyWriter: EventWriter<EncodedRows> | null;
  /** Writes the COPY batches (null on PGlite). */
  readonly copier: EventCopier | null;

  constructor(db: Database, logger: Logger, options: EventIngestOptions) {
    this.limiter = new TokenBuckets(options.rateLimit);
    this.origins = new OriginDirectory(
      options.lookup ?? databaseOriginLookup(db, logger),
      options.originCache,
    );
    const store = eventStore(db);
    this.writer = new EventWriter<EventRow>({
      insert: (rows) => store.insert(rows),
      insertAlone: async (rows) => {
        // The combined statement failed; a deleted group is the likely reason, so forget the
        // cached layouts and store what can still be stored.
        this.origins.clear();
        await store.insertSkippingMissingGroups(rows);
      },
      maxQueuedRows: options.maxQueuedEvents,
      maxRowsPerInsert: options.maxEventsPerInsert,
      concurrency: options.insertConcurrency,
    });
    const pool = postgresPool(db);
    const copier = pool ? new EventCopier(pool, logger, options.foreignKeyPerBatch) : null;
    this.copier = copier;
    this.copyWriter = pool
      ? new EventWriter<EncodedRows>({
          insert: (chunks) => copier!.copy(chunks),
          insertAlone: async (chunks) => {
            this.origins.clear();
            await copyEncodedRowsSkippingMissingGroups(pool, chunks);
          },
          maxQueuedRows: options.maxQueuedEvents,
          maxRowsPerInsert: options.maxEventsPerInsert,
          concurrency: options.insertConcurrency,
        })
      : null;
  }

  /**
   * Fills in the group of each prepared row from the cached answers about its layout or feed,
   * synchronously; null when one of them is not cached (then detach the batch and use
   * resolvePrepared). Rows of unknown layouts or feeds are left out and their events rejected.
   */
  resolveCached(batch: PreparedBatch): ResolvedRows | null {
    const { origins } = batch;
    let origin = '';
    let group: string | null | undefined = null;
    let missing = false;
    for (let i = 0; i < origins.length; i++) {
      if (origins[i] === origin) continue;
      origin = origins[i]!;
      group = this.origins.peek(origin);
      if (group === undefined) return null;
      if (group === null) missing = true;
    }
    if (!missing && origins.length > 0) {
      // One pass when everything is known (the usual case: one layout per batch); each group's
      // id is decoded once and its 16 bytes copied into the rows.
      const { slots } = batch;
      const buf = batch.rows.buf;
      let current = '';
      let id: Uint8Array = this.groupBytes;
      let groups: readonly string[] | null = null;
      let several: Set<string> | null = null;
      for (let i = 0; i < slots.length; i++) {
        if (origins[i] !== current) {
          current = origins[i]!;
          const group = this.origins.peek(current)!;
          id = this.bytesOfGroup(group);
          if (groups === null) groups = this.groupList;
          else if (group !== groups[0] || several !== null)
            (several ??= new Set(groups)).add(group);
        }
        const slot = slots[i]!;
        for (let b = 0; b < 16; b++) buf[slot + b] = id[b]!;
      }
      return {
        rows: batch.rows.view(),
        count: slots.length,
        groups: several === null ? groups! : [...several],
        rejected: [],
      };
    }
    return fillGroups(batch, (key) => this.origins.peek(key) ?? null);
  }

  /** The bytes of a group id (the last one asked for is kept: batches come from one group). */
  private bytesOfGroup(groupId: string): Uint8Array {
    if (groupId !== this.groupId) {
      this.groupBytes = uuidBytes(groupId);
      this.groupId = groupId;
      this.groupList = [groupId];
    }
    return this.groupBytes;
  }

  /** As resolveCached, looking up what is not cached (the batch must be detached). */
  async resolvePrepared(batch: PreparedBatch): Promise<ResolvedRows> {
    const distinct = [...new Set(batch.origins)];
    const groups = await Promise.all(
      distinct.map((origin) =>
        this.origins.groupOf(origin[0] === 'w' ? 'widget' : 'feed', origin.slice(1)),
      ),
    );
    const found = new Map(distinct.map((origin, i) => [origin, groups[i] ?? null]));
    return fillGroups(batch, (key) => found.get(key) ?? null);
  }

  /** Keeps a request's encoded rows until the writer has written them. */
  keep(rows: Buffer): Buffer {
    return this.slab.keep(rows);
  }

  /** Gives each event the group of its layout or feed; events of unknown ones are rejected. */
  async resolve(
    events: readonly ValidEvent[],
    indexes: readonly number[],
    now: number,
  ): Promise<{ rows: EventRow[]; rejected: RejectedEvent[] }> {
    const rows: EventRow[] = [];
    const rejected: RejectedEvent[] = [];
    // A batch usually comes from one layout: look each distinct one up once.
    const lookups = new Map<string, Promise<string | null>>();
    const keys = events.map((event) => {
      const key = event.widgetId !== null ? `w${event.widgetId}` : `f${event.feedId}`;
      if (!lookups.has(key)) {
        lookups.set(
          key,
          event.widgetId !== null
            ? this.origins.groupOf('widget', event.widgetId)
            : this.origins.groupOf('feed', event.feedId!),
        );
      }
      return key;
    });
    const values = await Promise.all(lookups.values());
    const found = new Map([...lookups.keys()].map((key, i) => [key, values[i] ?? null]));
    events.forEach((event, i) => {
      const groupId = found.get(keys[i]!);
      if (groupId) rows.push(toRow(event, groupId, now));
      else rejected.push({ index: indexes[i] ?? i, error: UNKNOWN_ORIGIN_MESSAGE });
    });
    return { rows, rejected };
  }

  async close(): Promise<void> {
    await Promise.all([this.writer.close(), this.copyWriter?.close()]);
  }
}

/** The app's pipeline (the `eventIngest` service, made once by the composition root). */
export class EventIngestService {
  private ingest: EventIngest | null = null;
  private options: Partial<EventIngestOptions> = {};

  constructor(private readonly db: Database) {}

  /** Sets options for the pipeline (before its first event; tests and benches). */
  configure(options: Partial<EventIngestOptions>): void {
    this.options = options;
  }

  /**
   * The pipeline, made on the first request (its lookups log with that request's logger, which
   * is asked for only then).
   */
  pipeline(logger: () => Logger): EventIngest {
    this.ingest ??= new EventIngest(this.db, logger(), {
      ...DEFAULT_EVENT_INGEST,
      ...this.options,
    });
    return this.ingest;
  }

  /** Writes what was accepted and forgets the pipeline; the next request starts a new one. */
  async close(): Promise<void> {
    const ingest = this.ingest;
    if (!ingest) return;
    this.ingest = null;
    await ingest.close();
  }
}
