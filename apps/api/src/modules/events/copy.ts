// COPY ... FROM STDIN over node-postgres, for batches of analytics events on a PostgreSQL server.
// node-postgres runs any object with submit() as a query (its "Submittable" interface, the one
// pg-copy-streams, pg-cursor and pg-query-stream use) and hands it the COPY messages; this is the
// smallest such object: it sends one prepared buffer and reports success or the server's error.
import type pg from 'pg';
import type { Connection, Pool, PoolClient, Submittable } from 'pg';

/** The protocol calls the copy needs (present on node-postgres' Connection since 8.0). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

class CopyFromBuffer implements Submittable {
  private settled = false;
  /** The fields of the rows that statements after the COPY returned (text format). */
  readonly rows: Array<Array<string | null>> = [];

  constructor(
    private readonly text: string,
    private readonly data: Buffer,
    private readonly done: (error: Error | null, rows: Array<Array<string | null>>) => void,
  ) {}

  /**
   * Sends the statement and its data at once, without waiting for the server's CopyInResponse:
   * the backend reads the data as soon as it has started the COPY, one round trip sooner. If the
   * statement fails before the COPY starts, the backend answers with the error and ignores the
   * CopyData and CopyDone that follow (PostgreSQL's protocol: a frontend may still be sending
   * data after a failed COPY). `text` may hold several statements (one COPY among them): the
   * server runs them in order and reads the data when it reaches the COPY.
   */
  submit(connection: Connection): void {
    const copy = connection as unknown as CopyConnection;
    copy.query(this.text);
    copy.sendCopyFromChunk(this.data);
    copy.endCopyFrom();
  }

  /** The data went out with the statement. */
  handleCopyInResponse(): void {}

  /** After an error the client forgets this query, so no readyForQuery follows: settle now. */
  handleError(error: Error): void {
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(null);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    this.rows.push(message.fields);
  }

  // Messages a COPY FROM does not produce; present so that an unexpected one is ignored.
  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}

  private settle(error: Error | null): void {
    if (this.settled) return;
    this.settled = true;
    this.done(error, this.rows);
  }
}

/** Runs `COPY ... FROM STDIN` with `data` (in the statement's format) on a client. */
export function copyFromClient(
  client: PoolClient | pg.Client,
  statement: string,
  data: Buffer,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    client.query(
      new CopyFromBuffer(statement, data, (error) => (error ? reject(error) : resolve())),
    );
  });
}

/**
 * Runs statements that include one `COPY ... FROM STDIN` fed with `data`, and returns the rows
 * that the statements return (their fields as text).
 */
export function copyFromClientWithRows(
  client: PoolClient | pg.Client,
  statements: string,
  data: Buffer,
): Promise<Array<Array<string | null>>> {
  return new Promise((resolve, reject) => {
    client.query(
      new CopyFromBuffer(statements, data, (error, rows) =>
        error ? reject(error) : resolve(rows),
      ),
    );
  });
}

/** A server-side error leaves the connection usable; a broken socket does not. */
export function releaseAfter(client: PoolClient, failed: Error | null): void {
  const broken = failed !== null && !('code' in failed);
  client.release(broken ? failed : undefined);
}

/** Runs `COPY ... FROM STDIN` with `data` (in the statement's format) on a pooled connection. */
export async function copyFrom(pool: Pool, statement: string, data: Buffer): Promise<void> {
  const client: PoolClient = await pool.connect();
  let failed: Error | null = null;
  try {
    await copyFromClient(client, statement, data);
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    releaseAfter(client, failed);
  }
}
