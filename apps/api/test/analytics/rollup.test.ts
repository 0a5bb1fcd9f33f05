// The hourly rollups against the definitions: a scripted session gives exactly the numbers worked
// out by hand, and the rollups equal a count straight over the raw rows, per hour, in total and
// per layout; duplicates count once; re-running a run or an hour changes nothing; events that
// arrive late (for an hour already rolled) are folded in by the next run; the job runs through
// the durable queue. incremental.test.ts runs the job over batches against rollUpHour.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connection';
import { rollUpFresh, rollUpHour } from '../../src/modules/analytics/rollup';
import { ROLLUP_QUEUE } from '../../src/modules/analytics/jobs';
import { periodCounts } from '../../src/modules/analytics/queries';
import { startTestServer, type TestServer } from '../harness/server';
import {
  countRaw,
  event,
  EXPECTED,
  H0,
  H1,
  H2,
  ids,
  insertEvents,
  scriptedEvents,
  twoGroups,
} from './fixtures';

let server: TestServer;
let db: Database;
let groupA: string;
let groupB: string;
const rows = [] as ReturnType<typeof scriptedEvents>;

/** A run that counts everything committed so far (another run may hold the lease a moment). */
async function rollUpNow(): Promise<number> {
  for (;;) {
    const run = await rollUpFresh(db, { settleSeconds: 0 });
    if (run.ran) return run.hours;
  }
}

async function hourlyRows(groupId: string) {
  const result = await db.execute(sql`
    select hour, dimension, key, impressions::float8, views::float8, watch_seconds,
           completions::float8, clicks::float8, add_to_carts::float8
    from analytics_hourly where group_id = ${groupId} order by hour, dimension, key`);
  return result.rows;
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  ({ groupA, groupB } = await twoGroups(db, 'rollup'));
  rows.push(...scriptedEvents(groupA, groupB));
  await insertEvents(db, rows);
  await rollUpNow();
});
afterAll(() => server?.close());

describe('hourly rollups', () => {
  it('give the numbers of the definitions for the scripted session', async () => {
    expect(await periodCounts(db, groupA, { from: H0, to: H2 })).toEqual(EXPECTED.total);
    expect(await periodCounts(db, groupA, { from: H1, to: H2 })).toEqual(EXPECTED.secondHour);
    expect(await periodCounts(db, groupA, { from: H0, to: H2 }, 'layout', ids.layout1)).toEqual(
      EXPECTED.layout1,
    );
  });

  it('equal a direct count over the raw events, per hour, per layout and per video', async () => {
    for (const [from, to] of [
      [H0, H1],
      [H1, H2],
      [H0, H2],
    ] as const) {
      expect(await periodCounts(db, groupA, { from, to })).toEqual(
        countRaw(rows, groupA, from, to),
      );
      for (const layout of [ids.layout1, ids.layout2]) {
        expect(await periodCounts(db, groupA, { from, to }, 'layout', layout)).toEqual(
          countRaw(rows, groupA, from, to, (row) => row.widgetId === layout),
        );
      }
      expect(await periodCounts(db, groupA, { from, to }, 'video', ids.video1)).toEqual(
        countRaw(rows, groupA, from, to, (row) => row.videoId === ids.video1),
      );
    }
    expect(await periodCounts(db, groupA, { from: H0, to: H2 }, 'feed', ids.feed1)).toMatchObject({
      impressions: 1,
    });
    expect(
      await periodCounts(db, groupA, { from: H0, to: H2 }, 'product', ids.product1),
    ).toMatchObject({ clicks: 1, addToCarts: 1 });
  });

  it("keep each group's events to itself", async () => {
    expect(await periodCounts(db, groupB, { from: H0, to: H2 })).toMatchObject({
      impressions: 1,
      views: 1,
    });
  });

  it('are the same after running again, and after re-rolling an hour', async () => {
    const before = await hourlyRows(groupA);
    expect(await rollUpNow()).toBe(0);
    await rollUpHour(db, { groupId: groupA, hour: H0 });
    await rollUpHour(db, { groupId: groupA, hour: H1 });
    expect(await hourlyRows(groupA)).toEqual(before);
  });

  it('fold in late events: their hour and their playback’s view hour are rolled again', async () => {
    const viewId = randomUUID();
    // A playback from the first hour whose events arrive only now, after both hours were rolled.
    const late = [
      event(groupA, { type: 'view', occurredAt: new Date(H0.getTime() + 50 * 60_000), viewId }),
      event(groupA, { type: 'impression', occurredAt: new Date(H0.getTime() + 49 * 60_000) }),
    ];
    await insertEvents(db, late);
    rows.push(...late);
    expect(await rollUpNow()).toBe(1);
    expect(await periodCounts(db, groupA, { from: H0, to: H2 })).toEqual({
      ...EXPECTED.total,
      impressions: EXPECTED.total.impressions + 1,
      views: EXPECTED.total.views + 1,
    });
    // Its watch time arrives later still, in the next hour: the view's hour gets it.
    const watch = event(groupA, {
      type: 'ended',
      occurredAt: new Date(H1.getTime() + 5 * 60_000),
      viewId,
      videoSecondsWatched: 30,
    });
    await insertEvents(db, [watch]);
    rows.push(watch);
    expect(await rollUpNow()).toBe(2);
    const total = await periodCounts(db, groupA, { from: H0, to: H2 });
    expect(total).toEqual(countRaw(rows, groupA, H0, H2));
    expect(total).toMatchObject({ watchSeconds: EXPECTED.total.watchSeconds + 30, completions: 2 });
    expect(await periodCounts(db, groupA, { from: H0, to: H1 })).toEqual(
      countRaw(rows, groupA, H0, H1),
    );
  });

  it('leave the watermark when a run is stopped, and skip while another run holds the lease', async () => {
    const state = async () =>
      (
        await db.execute<{ rolled_through: Date | string; lease_until: Date | string | null }>(
          sql`select rolled_through, lease_until from analytics_rollup_state where id = 'hourly'`,
        )
      ).rows[0]!;
    await insertEvents(db, [event(groupB, { type: 'view', occurredAt: H0, viewId: randomUUID() })]);
    const before = await state();
    const stopped = new AbortController();
    stopped.abort(new Error('The server is stopping.'));
    // Stopped before its first hour: nothing moves, and the lease is given back.
    for (;;) {
      const attempt = await rollUpFresh(db, { settleSeconds: 0, signal: stopped.signal }).then(
        () => 'ran',
        (error: Error) => error.message,
      );
      if (attempt === 'The server is stopping.') break;
    }
    expect(await state()).toEqual({ ...before, lease_until: null });
    // A run of another process holds the lease (e.g. it crashed a moment ago): nothing is done...
    await db.execute(
      sql`update analytics_rollup_state set lease_until = now() + interval '5 minutes'`,
    );
    expect(await rollUpFresh(db, { settleSeconds: 0 })).toEqual({ ran: false, hours: 0 });
    // ...until its lease runs out; then the next run redoes the hour.
    await db.execute(
      sql`update analytics_rollup_state set lease_until = now() - interval '1 second'`,
    );
    expect(await rollUpNow()).toBe(1);
    expect(await periodCounts(db, groupB, { from: H0, to: H1 })).toMatchObject({ views: 2 });
  });

  it('catch up a backlog a few hours of received events per run', async () => {
    // As if the job had been down for 12 hours while events kept arriving.
    await db.execute(
      sql`update analytics_rollup_state set rolled_through = now() - interval '12 hours'`,
    );
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const watermark = async () =>
      new Date(
        (
          await db.execute<{ at: Date | string }>(
            sql`select rolled_through as at from analytics_rollup_state where id = 'hourly'`,
          )
        ).rows[0]!.at,
      );
    await insertEvents(db, [
      event(groupB, { type: 'impression', occurredAt: H1, receivedAt: ago(11) }),
      event(groupB, { type: 'impression', occurredAt: H1, receivedAt: ago(1) }),
    ]);
    // The first run takes the 6 hours from the oldest event not rolled yet, and no more...
    await rollUpNow();
    const first = await watermark();
    expect(first.getTime()).toBeLessThan(ago(4.9).getTime());
    expect(first.getTime()).toBeGreaterThan(ago(5.1).getTime());
    // ...and adds the events received in those hours only.
    expect(await periodCounts(db, groupB, { from: H1, to: H2 })).toMatchObject({ impressions: 1 });
    // The next run takes the rest.
    await rollUpNow();
    expect((await watermark()).getTime()).toBeGreaterThan(ago(0.1).getTime());
    expect(await periodCounts(db, groupB, { from: H1, to: H2 })).toMatchObject({ impressions: 2 });
  });

  it('run as the durable analytics-rollup job', async () => {
    const start = (await periodCounts(db, groupB, { from: H1, to: H2 })).impressions;
    const fresh = event(groupB, { type: 'impression', occurredAt: H1 });
    await insertEvents(db, [fresh]);
    const jobs = server.app.services.jobs;
    // The scheduled run may be holding the lease: queue runs until one has counted the event.
    await expect
      .poll(
        async () => {
          const id = await jobs.send(ROLLUP_QUEUE, { settleSeconds: 0 });
          await expect
            .poll(() => jobs.state(ROLLUP_QUEUE, id), { timeout: 60_000 })
            .toBe('completed');
          return (await periodCounts(db, groupB, { from: H1, to: H2 })).impressions;
        },
        { timeout: 120_000 },
      )
      .toBe(start + 1);
  });
});
