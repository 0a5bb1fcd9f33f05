// The foreign key analytics_events.group_id → groups.id, checked once per COPY and group instead of
// once per row (PostgreSQL server only).
//
// PostgreSQL checks a foreign key with an AFTER ROW trigger: for every inserted row it runs
// `select 1 from groups where id = $1 for key share` (executor start, index scan, row lock,
// executor end). That is about half of the database's CPU per event, for the ingest as for a plain
// COPY (bench/README.md, "Events ingest"). A batch of events names one group (sometimes a few), so
// the ingest makes the same check once per group: in the COPY's transaction it takes the same lock
// (FOR KEY SHARE) on each of the batch's groups and commits only when all of them are there, with
// the per-row triggers off for that transaction alone (`set local session_replication_role =
// replica`). What the foreign key guarantees still holds:
// - a row is committed only if its group exists: the lock is taken after the rows are written and
//   before the commit; a group whose deletion has committed is not found, one being deleted makes
//   the lock wait for the outcome. Then the transaction is rolled back and the writer retries each
//   request alone on its slow path, which stores only rows whose group exists;
// - a group deleted after the lock waits for this commit, and its ON DELETE CASCADE (a trigger on
//   groups, run by the deleting session) then removes these rows with the rest.
// Turning the triggers off would also skip any other trigger or rule on analytics_events, so the
// same transaction (after the COPY, whose table lock keeps new triggers out until the commit)
// checks that the table and its monthly partitions have none but this foreign key's (on a
// partitioned table each partition carries a clone of the constraint and its triggers). If it has, or if the database role may
// not set session_replication_role (a superuser may; from PostgreSQL 15 also a role given
// `GRANT SET ON PARAMETER session_replication_role TO <role>`), every COPY keeps the per-row checks,
// as a plain COPY does.
import type pg from 'pg';
import type { Logger } from '../../logger';
import { copyFromClientWithRows, releaseAfter } from './copy';
import { BINARY_COPY_STATEMENT, binaryCopyData, copyEncodedRows, type EncodedRows } from './store';

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The table's foreign keys, and whether each is group_id → groups(id). */
const FOREIGN_KEYS = `
  select c.oid::int8::text as oid,
    c.confrelid = 'groups'::regclass
      and c.conkey = array[(select attnum from pg_attribute
                            where attrelid = c.conrelid and attname = 'group_id')]
      and c.confkey = array[(select attnum from pg_attribute
                             where attrelid = c.confrelid and attname = 'id')] as is_group_key
  from pg_constraint c
  where c.conrelid = 'analytics_events'::regclass and c.contype = 'f'`;

/**
 * Whether the table or any of its partitions has a trigger other than the foreign key's (the
 * parent's constraint, and its clone on each partition) or a rule: those would be skipped too.
 */
function unexpectedTriggersOrRules(constraint: string): string {
  const tree = `select relid from pg_partition_tree('analytics_events')`;
  return (
    `exists (select 1 from pg_trigger where tgrelid in (${tree}) and tgconstraint <> ${constraint} ` +
    `and tgconstraint not in (select oid from pg_constraint where conparentid = ${constraint})) ` +
    `or exists (select 1 from pg_class where oid in (${tree}) and relhasrules)`
  );
}

/** A batch names a group that no longer exists: nothing of it was written. */
export class MissingGroupError extends Error {
  constructor() {
    super('A group of the batch no longer exists.');
    this.name = 'MissingGroupError';
  }
}

/** The distinct groups of a batch (requests usually share one group list). */
function distinctGroups(chunks: readonly EncodedRows[]): string[] {
  const seen = new Set<string>();
  let last: readonly string[] | null = null;
  for (const chunk of chunks) {
    if (chunk.groups === last) continue;
    last = chunk.groups;
    for (const group of chunk.groups) seen.add(group);
  }
  return [...seen];
}

const isPermissionError = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '42501';

/** Writes batches of encoded rows with one binary COPY each; see the top of this file. */
export class EventCopier {
  private mode: 'unknown' | 'batch' | 'row' = 'unknown';
  /** The oid of the foreign key checked per batch. */
  private constraint = '';
  private probing: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    /** False: every COPY keeps PostgreSQL's per-row checks. */
    checkPerBatch = true,
  ) {
    if (!checkPerBatch) this.mode = 'row';
  }

  /** How the foreign key is checked now ('unknown' until the first batch). */
  get checks(): 'unknown' | 'batch' | 'row' {
    return this.mode;
  }

  /** Writes the chunks in one transaction; rejects when nothing was written. */
  async copy(chunks: readonly EncodedRows[]): Promise<void> {
    if (chunks.length === 0) return;
    if (this.mode === 'unknown') await (this.probing ??= this.probe());
    if (this.mode === 'batch' && (await this.copyCheckedPerBatch(chunks))) return;
    await copyEncodedRows(this.pool, chunks);
  }

  private rowChecks(reason: string): void {
    this.mode = 'row';
    this.logger.warn(
      `analytics events: the foreign key is checked per row (${reason}); see events/foreign-key.ts`,
    );
  }

  /** Decides the mode: the table's foreign keys, and whether the role may turn triggers off. */
  private async probe(): Promise<void> {
    const client = await this.pool.connect();
    let failed: Error | null = null;
    try {
      const { rows } = await client.query<{ oid: string; is_group_key: boolean }>(FOREIGN_KEYS);
      if (rows.length !== 1 || !rows[0]!.is_group_key) {
        this.rowChecks('analytics_events has other foreign keys than group_id → groups');
        return;
      }
      await client.query('begin');
      try {
        await client.query('set local session_replication_role = replica');
        this.constraint = rows[0]!.oid;
        this.mode = 'batch';
      } catch (error) {
        if (!isPermissionError(error)) throw error;
        this.rowChecks('the database role may not set session_replication_role');
      } finally {
        await client.query('rollback');
      }
    } catch (error) {
      failed = error as Error;
      throw error;
    } finally {
      this.probing = null;
      releaseAfter(client, failed);
    }
  }

  /**
   * One transaction: the COPY without per-row checks, then each group locked as the foreign key
   * would lock it, and the commit when every group is there. False when the table turned out to
   * need the per-row checks (nothing was written; the caller writes the batch with them).
   */
  private async copyCheckedPerBatch(chunks: readonly EncodedRows[]): Promise<boolean> {
    const groups = distinctGroups(chunks);
    // The ids come from the database's own answers; they are pasted into the statement text.
    for (const group of groups) {
      if (!UUID_TEXT.test(group)) throw new Error(`not a group id: ${JSON.stringify(group)}`);
    }
    const statements =
      `begin; set local session_replication_role = replica; ${BINARY_COPY_STATEMENT}; ` +
      `select (select count(*) from (select 1 from groups where id in ('${groups.join("','")}') ` +
      `for key share) g), ${unexpectedTriggersOrRules(this.constraint)}`;
    const client = await this.pool.connect();
    let failed: Error | null = null;
    let outcome: 'committed' | 'missing' | 'unexpected';
    try {
      const rows = await copyFromClientWithRows(client, statements, binaryCopyData(chunks));
      const [locked, unexpected] = rows[0] ?? [];
      outcome =
        unexpected !== 'f'
          ? 'unexpected'
          : Number(locked) !== groups.length
            ? 'missing'
            : 'committed';
      await client.query(outcome === 'committed' ? 'commit' : 'rollback');
    } catch (error) {
      failed = error as Error;
      await client.query('rollback').catch(() => {});
      if (!isPermissionError(error)) throw error;
      outcome = 'unexpected';
      this.rowChecks('the database role may no longer set session_replication_role');
    } finally {
      releaseAfter(client, failed);
    }
    if (outcome === 'missing') throw new MissingGroupError();
    if (outcome === 'unexpected' && this.mode === 'batch') {
      this.rowChecks('analytics_events has triggers or rules besides its foreign key');
    }
    return outcome === 'committed';
  }
}
