// analytics_events partitioned by month of received_at (events README "Table"): the migration
// moves the rows of the unpartitioned table (ids kept, the sequence continues after them), the
// current and next months have partitions, a row of a month without one lands in the default
// partition and moves to the month's partition when it is created, retention drops whole months,
// and the ingest (binary COPY on PostgreSQL, INSERT on PGlite) writes through the parent.
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openPglite,
  openPostgres,
  type Database,
  type DatabaseConnection,
} from '../../src/db/connection';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import {
  dropEventPartitionsBefore,
  ensureEventPartitions,
  eventPartitions,
  monthStart,
  partitionName,
} from '../../src/modules/events/partitions';
import { adminQuery, quoteIdent, uniqueDatabaseName, withDatabase } from '../harness/postgres';
import { startTestServer, type TestServer } from '../harness/server';
import '../harness/provided';
import { countEvents, createGroup, createLayout, postEvents, videoEvent } from './fixtures';

const source = inject('testDatabase');

/** Where each of the group's events is stored, by event_id. */
async function placement(db: Database, groupId: string): Promise<Map<string, string>> {
  const result = await db.execute<{ event_id: string; part: string }>(
    sql`select event_id, tableoid::regclass::text as part from analytics_events
        where group_id = ${groupId}`,
  );
  return new Map(result.rows.map((row) => [row.event_id, row.part]));
}

describe('the migration to a partitioned table', () => {
  let folder: string;
  let connection: DatabaseConnection;
  let dropDatabase: (() => Promise<void>) | null = null;

  /** A database migrated up to (and without) the partitioning, 0023. */
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vendy-migrations-'));
    await mkdir(path.join(folder, 'meta'));
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: Array<{ idx: number; tag: string }> };
    const before = journal.entries.filter((entry) => entry.idx < 24);
    await writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...journal, entries: before }),
    );
    const sqlFiles = new Set(before.map((entry) => `${entry.tag}.sql`));
    for (const file of await readdir(MIGRATIONS_FOLDER)) {
      if (sqlFiles.has(file)) {
        await copyFile(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
      }
    }
    if (source.kind === 'postgres') {
      const name = uniqueDatabaseName('vendy_test_partitions');
      await adminQuery(source.url, `CREATE DATABASE ${quoteIdent(name)}`);
      connection = openPostgres(withDatabase(source.url, name));
      dropDatabase = () =>
        adminQuery(source.url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await migrateNodePostgres(connection.db as any, { migrationsFolder: folder });
    } else {
      connection = await openPglite();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await migratePgliteDb(connection.db as any, { migrationsFolder: folder });
    }
  });

  afterAll(async () => {
    await connection?.close();
    await dropDatabase?.();
    await rm(folder, { recursive: true, force: true });
  });

  it('moves every row into its month, keeps the ids and continues the sequence after them', async () => {
    const { db } = connection;
    const groupId = await createGroup(db, 'Shop');
    const old = new Date(Date.UTC(2025, 10, 14, 9)); // 2025-11
    const older = new Date(Date.UTC(2025, 8, 30, 23, 59)); // 2025-09
    const now = new Date();
    for (const [receivedAt, type] of [
      [older, 'view'],
      [old, 'view'],
      [old, 'ended'],
      [now, 'watch'],
    ] as const) {
      await db.execute(sql`
        insert into analytics_events (event_id, received_at, occurred_at, group_id, category, type)
        values (gen_random_uuid(), ${receivedAt.toISOString()}::timestamptz,
                ${receivedAt.toISOString()}::timestamptz, ${groupId}, 'video', ${type})`);
    }
    const before = await db.execute<{ id: number; event_id: string; type: string }>(
      sql`select id::int as id, event_id, type from analytics_events order by id`,
    );
    expect(before.rows).toHaveLength(4);

    await connection.migrate();

    const kind = await db.execute<{ relkind: string }>(
      sql`select relkind from pg_class where oid = 'analytics_events'::regclass`,
    );
    expect(kind.rows[0]!.relkind).toBe('p');
    const after = await db.execute<{ id: number; event_id: string; type: string }>(
      sql`select id::int as id, event_id, type from analytics_events order by id`,
    );
    expect(after.rows).toEqual(before.rows);
    const parts = await placement(db, groupId);
    const ids = before.rows.map((row) => row.event_id);
    expect(ids.map((id) => parts.get(id))).toEqual([
      'analytics_events_p202509',
      'analytics_events_p202511',
      'analytics_events_p202511',
      partitionName(now),
    ]);
    // Every month from the oldest row to the next month has its partition (2025-10 included).
    const names = await eventPartitions(db);
    expect(names.slice(0, 3)).toEqual([
      'analytics_events_p202509',
      'analytics_events_p202510',
      'analytics_events_p202511',
    ]);
    expect(names).toContain(partitionName(monthStart(now, 1)));
    // New rows continue the identity after the moved ones.
    const inserted = await db.execute<{ id: number }>(sql`
      insert into analytics_events (event_id, occurred_at, group_id, category, type)
      values (gen_random_uuid(), now(), ${groupId}, 'video', 'view') returning id::int as id`);
    expect(inserted.rows[0]!.id).toBe(before.rows.at(-1)!.id + 1);
    // The group's deletion still cascades into every partition.
    await db.execute(sql`delete from groups where id = ${groupId}`);
    expect(await countEvents(db, groupId)).toBe(0);
  });
});

describe('monthly partitions', () => {
  let server: TestServer;
  let db: Database;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
  });
  afterAll(() => server?.close());

  it('exist for this month and the next ones; a month without one falls into the default and moves out', async () => {
    const now = new Date();
    await ensureEventPartitions(db, now);
    const names = await eventPartitions(db);
    for (const month of [0, 1, 2]) expect(names).toContain(partitionName(monthStart(now, month)));
    expect(await ensureEventPartitions(db, now)).toEqual([]);

    const groupId = await createGroup(db, 'Shop');
    const far = monthStart(now, 14);
    const farther = monthStart(now, 15);
    for (const at of [far, new Date(far.getTime() + 3_600_000), farther]) {
      await db.execute(sql`
        insert into analytics_events (event_id, received_at, occurred_at, group_id, category, type)
        values (gen_random_uuid(), ${at.toISOString()}::timestamptz, now(), ${groupId}, 'video',
                'view')`);
    }
    expect([...(await placement(db, groupId)).values()]).toEqual(
      Array(3).fill('analytics_events_default'),
    );
    expect(await ensureEventPartitions(db, far, 0)).toEqual([partitionName(far)]);
    const parts = [...(await placement(db, groupId)).values()].sort();
    expect(parts).toEqual(['analytics_events_default', partitionName(far), partitionName(far)]);

    // Retention: whole months before the cut are dropped, with the default's older rows.
    const dropped = await dropEventPartitionsBefore(db, farther);
    expect(dropped).toContain(partitionName(far));
    expect(dropped).toContain(partitionName(now));
    expect(await countEvents(db, groupId)).toBe(1);
    expect(await eventPartitions(db)).not.toContain(partitionName(far));
    // Inserts of the dropped months still succeed (the default partition takes them).
    await db.execute(sql`
      insert into analytics_events (event_id, occurred_at, group_id, category, type)
      values (gen_random_uuid(), now(), ${groupId}, 'video', 'view')`);
    expect(await countEvents(db, groupId)).toBe(2);
    // And the job's next run creates the current months again.
    expect(await ensureEventPartitions(db, now)).toContain(partitionName(now));
  });

  it('takes the ingest’s batches (COPY on PostgreSQL, INSERT on PGlite) into the current month', async () => {
    const groupId = await createGroup(db, 'Ingest shop');
    const layoutId = await createLayout(db, groupId);
    const events = [videoEvent(layoutId), videoEvent(layoutId), videoEvent(layoutId)];
    const response = await postEvents(server.url, events, {
      'x-forwarded-for': '198.51.100.77',
    });
    expect(response.status).toBe(202);
    const parts = await placement(db, groupId);
    expect(events.map((event) => parts.get(event.eventId))).toEqual(
      Array(3).fill(partitionName(new Date())),
    );
  });
});
