// Group commit for analytics events. Requests hand their rows to the writer and wait; the writer
// inserts whatever has accumulated as one statement (one round trip, one commit for many
// requests) and wakes each request when its rows are committed. A request is therefore answered
// only after its events are durable, yet a busy server still writes large batches.

export class WriterBusyError extends Error {
  constructor() {
    super('The event queue is full.');
    this.name = 'WriterBusyError';
  }
}

export class WriterClosedError extends Error {
  constructor() {
    super('The event writer is closed.');
    this.name = 'WriterClosedError';
  }
}

export interface WriterOptions<Row> {
  /** Writes rows durably (one statement); rejects when nothing was written. */
  insert: (rows: Row[]) => Promise<void>;
  /**
   * Slower path after a failed combined insert, per request: e.g. skips rows that can no longer be
   * stored (their group was just deleted). Defaults to `insert`.
   */
  insertAlone?: (rows: Row[]) => Promise<void>;
  /** Rows queued or being written at most; beyond that write() refuses (WriterBusyError). */
  maxQueuedRows: number;
  /** Rows in one statement at most (whole requests are never split). */
  maxRowsPerInsert: number;
  /** Statements running at once (1 on PGlite, which has one connection). */
  concurrency: number;
}

interface Pending<Row> {
  rows: Row[];
  /** Events in `rows` (rows.length unless a row holds many events). */
  count: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class EventWriter<Row> {
  private queue: Pending<Row>[] = [];
  private queuedRows = 0;
  private running = 0;
  private scheduled = false;
  private closed = false;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: WriterOptions<Row>) {}

  /** Rows accepted but not yet committed. */
  get backlog(): number {
    return this.queuedRows;
  }

  /**
   * Resolves once the rows are committed; rejects when full, closed, or the insert failed.
   * `count` is the number of events the rows hold (rows.length unless one row holds many, e.g.
   * one request's encoded COPY rows); queue and statement limits are counted in it.
   */
  write(rows: Row[], count = rows.length): Promise<void> {
    if (this.closed) return Promise.reject(new WriterClosedError());
    if (count === 0) return Promise.resolve();
    if (this.queuedRows + count > this.options.maxQueuedRows) {
      return Promise.reject(new WriterBusyError());
    }
    this.queuedRows += count;
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ rows, count, resolve, reject });
      this.schedule();
    });
  }

  /** Refuses new rows, then resolves once every accepted row is written (or has failed). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.queue.length === 0 && this.running === 0) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // Requests arriving in the same turn of the event loop go into one statement.
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length > 0) {
      const taken: Pending<Row>[] = [];
      let count = 0;
      while (this.queue.length > 0) {
        const next = this.queue[0]!;
        if (taken.length > 0 && count + next.count > this.options.maxRowsPerInsert) break;
        taken.push(this.queue.shift()!);
        count += next.count;
      }
      this.running += 1;
      void this.flush(taken);
    }
  }

  /** A statement has finished: the next one may start. */
  private release(): void {
    this.running -= 1;
    this.pump();
  }

  private wakeIfIdle(): void {
    if (this.queue.length === 0 && this.running === 0) {
      for (const wake of this.idleWaiters.splice(0)) wake();
    }
  }

  /** Answers one request; its rows leave the backlog first, so the answer sees room. */
  private settle(p: Pending<Row>, error?: unknown): void {
    this.queuedRows -= p.count;
    if (error === undefined) p.resolve();
    else p.reject(error);
  }

  private async flush(taken: Pending<Row>[]): Promise<void> {
    const rows = taken.length === 1 ? taken[0]!.rows : taken.flatMap((p) => p.rows);
    let failure: unknown = null;
    try {
      await this.options.insert(rows);
    } catch (error) {
      failure = error ?? new Error('insert failed');
    }
    if (failure === null) {
      // The next statement starts before these requests are answered, so that the database
      // works on it while the answers are written.
      this.release();
      for (const p of taken) this.settle(p);
      this.wakeIfIdle();
      return;
    }
    if (taken.length === 1 && !this.options.insertAlone) {
      this.release();
      this.settle(taken[0]!, failure);
      this.wakeIfIdle();
      return;
    }
    // One request's rows must not fail the others': retry each request on its own.
    const alone = this.options.insertAlone ?? this.options.insert;
    for (const p of taken) {
      try {
        await alone(p.rows);
        this.settle(p);
      } catch (error) {
        this.settle(p, error ?? new Error('insert failed'));
      }
    }
    this.release();
    this.wakeIfIdle();
  }
}
