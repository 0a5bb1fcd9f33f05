// The group foreign key of analytics_events checked once per COPY and group (PostgreSQL only):
// rows are stored only under groups that exist at commit, a deletion and a batch wait for each
// other as with the per-row check, and the per-row check comes back whenever the database role may
// not turn triggers off or the table has triggers of its own.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { putUuid } from '../../src/modules/events/binary';
import { EventCopier, MissingGroupError } from '../../src/modules/events/foreign-key';
import { partitionName } from '../../src/modules/events/partitions';
import { prepareEventBatch } from '../../src/modules/events/scan';
import type { EncodedRows } from '../../src/modules/events/store';
import { createTestDatabase } from '../harness/database';
import { withDatabase } from '../harness/postgres';
import { startTestServer, type TestServer } from '../harness/server';
import '../harness/provided';
import { countEvents, createGroup, createLayout, postEvents, videoEvent } from './fixtures';

const onPostgres = inject('testDatabase').kind === 'postgres';

let server: TestServer;
let databaseUrl: string;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await createTestDatabase();
  server = await startTestServer({ database });
  const result = await server.database.db.execute<{ name: string }>(
    sql`select current_database() as name`,
  );
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') throw new Error('PostgreSQL expected');
  databaseUrl = withDatabase(source.url, result.rows[0]!.name);
});

afterAll(async () => {
  if (!onPostgres) return;
  await Promise.all(pools.map((pool) => pool.end()));
  await server.close();
  await server.database.close();
});

const from = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` });

/** Events of a layout as the ingest encodes them, with their group filled in. */
function encoded(
  widgetId: string,
  groupId: string,
  count = 3,
): { rows: EncodedRows; ids: string[] } {
  const events = Array.from({ length: count }, () => videoEvent(widgetId));
  const prepared = prepareEventBatch(Buffer.from(JSON.stringify(events)), Date.now());
  if (!prepared.ok) throw new Error(prepared.error);
  for (const slot of prepared.batch.slots) putUuid(prepared.batch.rows.buf, slot, groupId);
  return {
    rows: { data: Buffer.from(prepared.batch.rows.view()), groups: [groupId] },
    ids: events.map((e) => e.eventId),
  };
}

function pool(url = databaseUrl): pg.Pool {
  const made = new pg.Pool({ connectionString: url, max: 2 });
  // pool.end() resolves before its clients' connections have closed, and dropping the test
  // database (WITH FORCE) then ends them with 57P01 'terminating connection due to administrator
  // command': an idle client's error goes to its pool, and a pool without a listener throws it.
  made.on('error', () => {});
  pools.push(made);
  return made;
}

const quietLogger = () => pino({ level: 'silent' });

async function storedCount(ids: string[]): Promise<number> {
  const result = await server.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from analytics_events where event_id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
  return result.rows[0]!.n;
}

describe.skipIf(!onPostgres)('group foreign key checked per batch (PostgreSQL)', () => {
  it('stores a batch under groups that exist, once per batch, and refuses one whose group is gone', async () => {
    const groupId = await createGroup(server.database.db, 'Shop');
    const otherId = await createGroup(server.database.db, 'Other shop');
    const layoutId = await createLayout(server.database.db, groupId);
    const otherLayout = await createLayout(server.database.db, otherId);
    const copier = new EventCopier(pool(), quietLogger());

    const a = encoded(layoutId, groupId);
    const b = encoded(otherLayout, otherId);
    await copier.copy([a.rows, b.rows]);
    expect(copier.checks).toBe('batch');
    expect(await storedCount([...a.ids, ...b.ids])).toBe(6);

    const goneId = await createGroup(server.database.db, 'Closed shop');
    const goneLayout = await createLayout(server.database.db, goneId);
    const gone = encoded(goneLayout, goneId);
    await server.database.db.execute(sql`delete from groups where id = ${goneId}`);
    const kept = encoded(layoutId, groupId);
    await expect(copier.copy([kept.rows, gone.rows])).rejects.toBeInstanceOf(MissingGroupError);
    // Nothing of the batch was written, not even the rows of the group that exists.
    expect(await storedCount([...kept.ids, ...gone.ids])).toBe(0);

    // The group's deletion still removes its events (ON DELETE CASCADE).
    await server.database.db.execute(sql`delete from groups where id = ${otherId}`);
    expect(await countEvents(server.database.db, otherId)).toBe(0);
    expect(await storedCount(a.ids)).toBe(3);
  });

  it('waits for a group being deleted, then stores nothing of it and the other shops’ events', async () => {
    const groupId = await createGroup(server.database.db, 'Shop');
    const layoutId = await createLayout(server.database.db, groupId);
    const closingId = await createGroup(server.database.db, 'Closing shop');
    const closingLayout = await createLayout(server.database.db, closingId);
    // The layout is cached before the shop goes.
    expect((await postEvents(server.url, [videoEvent(closingLayout)], from())).status).toBe(202);

    const deleting = new pg.Client({ connectionString: databaseUrl });
    await deleting.connect();
    try {
      await deleting.query('begin');
      await deleting.query('delete from groups where id = $1', [closingId]);
      const closing = [videoEvent(closingLayout), videoEvent(closingLayout)];
      const posted = postEvents(server.url, closing, from());
      // The batch's lock on the group waits for the deletion, as the per-row check would.
      for (let i = 0; ; i++) {
        const waiting = await deleting.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (Number(waiting.rows[0]!.n) > 0) break;
        if (i > 200) throw new Error('the batch never waited for the deletion');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await deleting.query('commit');
      expect([202, 400]).toContain((await posted).status);
      expect(await countEvents(server.database.db, closingId)).toBe(0);
    } finally {
      await deleting.end();
    }
    // Other shops' events are stored as before.
    const kept = [videoEvent(layoutId), videoEvent(layoutId)];
    expect((await postEvents(server.url, kept, from())).status).toBe(202);
    expect(await storedCount(kept.map((e) => e.eventId))).toBe(2);
  });

  it('checks per row when the database role may not turn triggers off', async () => {
    const role = `vendy_events_${randomBytes(4).toString('hex')}`;
    await server.database.db.execute(sql.raw(`create role ${role} login`));
    try {
      await server.database.db.execute(
        sql.raw(
          `grant select, insert on analytics_events to ${role}; ` +
            `grant select, update on groups to ${role}`,
        ),
      );
      const url = new URL(databaseUrl);
      url.username = role;
      const groupId = await createGroup(server.database.db, 'Shop');
      const layoutId = await createLayout(server.database.db, groupId);
      const copier = new EventCopier(pool(url.toString()), quietLogger());
      const batch = encoded(layoutId, groupId);
      await copier.copy([batch.rows]);
      expect(copier.checks).toBe('row');
      expect(await storedCount(batch.ids)).toBe(3);
    } finally {
      await Promise.all(pools.splice(0).map((p) => p.end()));
      await server.database.db.execute(sql.raw(`drop owned by ${role}; drop role ${role}`));
    }
  });

  it('goes back to the per-row check as soon as the table has a trigger of its own', async () => {
    const groupId = await createGroup(server.database.db, 'Shop');
    const layoutId = await createLayout(server.database.db, groupId);
    const copier = new EventCopier(pool(), quietLogger());
    await copier.copy([encoded(layoutId, groupId).rows]);
    expect(copier.checks).toBe('batch');

    await server.database.db.execute(
      sql.raw(`
        create function analytics_events_mark() returns trigger language plpgsql as $$
          begin new.anonymous_id := 'seen-by-trigger'; return new; end $$;
        create trigger analytics_events_mark before insert on analytics_events
          for each row execute function analytics_events_mark();`),
    );
    try {
      const batch = encoded(layoutId, groupId);
      await copier.copy([batch.rows]);
      expect(copier.checks).toBe('row');
      // The batch was written once, through the trigger.
      const rows = await server.database.db.execute<{ anonymous_id: string }>(
        sql`select anonymous_id from analytics_events where event_id = any(${`{${batch.ids.join(',')}}`}::uuid[])`,
      );
      expect(rows.rows.map((r) => r.anonymous_id)).toEqual(Array(3).fill('seen-by-trigger'));
    } finally {
      await server.database.db.execute(
        sql.raw(
          'drop trigger analytics_events_mark on analytics_events; drop function analytics_events_mark()',
        ),
      );
    }
  });

  it('also goes back to the per-row check for a trigger on one monthly partition alone', async () => {
    const groupId = await createGroup(server.database.db, 'Shop');
    const layoutId = await createLayout(server.database.db, groupId);
    const copier = new EventCopier(pool(), quietLogger());
    await copier.copy([encoded(layoutId, groupId).rows]);
    expect(copier.checks).toBe('batch');
    const partition = partitionName(new Date());
    await server.database.db.execute(
      sql.raw(`
        create function analytics_events_mark_month() returns trigger language plpgsql as $$
          begin new.anonymous_id := 'seen-by-partition'; return new; end $$;
        create trigger analytics_events_mark_month before insert on ${partition}
          for each row execute function analytics_events_mark_month();`),
    );
    try {
      const batch = encoded(layoutId, groupId);
      await copier.copy([batch.rows]);
      expect(copier.checks).toBe('row');
      const rows = await server.database.db.execute<{ anonymous_id: string }>(
        sql`select anonymous_id from analytics_events where event_id = any(${`{${batch.ids.join(',')}}`}::uuid[])`,
      );
      expect(rows.rows.map((r) => r.anonymous_id)).toEqual(Array(3).fill('seen-by-partition'));
    } finally {
      await server.database.db.execute(
        sql.raw(
          `drop trigger analytics_events_mark_month on ${partition}; ` +
            'drop function analytics_events_mark_month()',
        ),
      );
    }
  });
});
