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
import { eventStore, toRow, type EventRow } from './store';
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
  /** Replaces the database lookup of layouts and feeds. */
  lookup?: OriginLookup;
}

export const DEFAULT_EVENT_INGEST: EventIngestOptions = {
  rateLimit: DEFAULT_EVENT_RATE_LIMIT,
  originCache: DEFAULT_ORIGIN_CACHE,
  maxQueuedEvents: 50_000,
  maxEventsPerInsert: 5_000,
  insertConcurrency: 2,
};

export class EventIngest {
  readonly limiter: TokenBuckets;
  readonly origins: OriginDirectory;
  readonly writer: EventWriter<EventRow>;

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

  close(): Promise<void> {
    return this.writer.close();
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

  /** The pipeline, made on the first request (its lookups log with that request's logger). */
  pipeline(logger: Logger): EventIngest {
    this.ingest ??= new EventIngest(this.db, logger, { ...DEFAULT_EVENT_INGEST, ...this.options });
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
