// The job adds only the events received since its last run: over batches that arrive one after
// another (resends across batches, a playback's watch events before and after its view, an event
// for an hour rolled long ago, a run stopped before its commit), the rollups it keeps equal what
// rollUpHour recomputes from scratch for every hour with events, row for row.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connection';
import type { AnalyticsEventRow } from '../../src/db/schema';
import { repairHour, rollUpFresh, rollUpHour } from '../../src/modules/analytics/rollup';
import { periodCounts } from '../../src/modules/analytics/queries';
import { startTestServer, type TestServer } from '../harness/server';
import { event, H0, H1, H2, ids, insertEvents, twoGroups } from './fixtures';

let server: TestServer;
let db: Database;
let groupA: string;
let groupB: string;
const minutes = (base: Date, m: number) => new Date(base.getTime() + m * 60_000);
const DAY = 24 * 3_600_000;
const onV1 = { widgetId: ids.layout1, videoId: ids.video1 };
const onV2 = { widgetId: ids.layout2, videoId: ids.video2 };
const p1 = randomUUID();
const p2 = randomUUID();

/** A run that counts everything committed so far (the scheduled run may hold the lease). */
async function rollUpNow(signal?: AbortSignal): Promise<number> {
  for (;;) {
    const run = await rollUpFresh(db, { settleSeconds: 0, ...(signal ? { signal } : {}) });
    if (run.ran) return run.hours;
  }
}

async function hourly() {
  const result = await db.execute(sql`
    select group_id, hour, dimension, key, impressions::float8, views::float8, watch_seconds,
           completions::float8, clicks::float8, add_to_carts::float8
    from analytics_hourly where group_id in (${groupA}, ${groupB})
    order by group_id, hour, dimension, key`);
  return result.rows;
}

async function state() {
  const result = await db.execute(sql`
    select rolled_through, incremental from analytics_rollup_state where id = 'hourly'`);
  return result.rows[0];
}

/** The rows the job keeps, then the same hours recomputed from scratch by rollUpHour. */
async function incrementalAndFromScratch() {
  const kept = await hourly();
  const hours = await db.execute<{ group_id: string; hour: Date | string }>(sql`
    select distinct group_id, date_trunc('hour', occurred_at, 'UTC') as hour
    from analytics_events where group_id in (${groupA}, ${groupB})`);
  for (const row of hours.rows) {
    await rollUpHour(db, { groupId: row.group_id, hour: new Date(row.hour) });
  }
  return { kept, fromScratch: await hourly(), hours: hours.rows.length };
}

// Events sent again in a later batch.
let impression: AnalyticsEventRow;
let p1View: AnalyticsEventRow;
let cart: AnalyticsEventRow;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  ({ groupA, groupB } = await twoGroups(db, 'incremental'));
  impression = event(groupA, { type: 'impression', occurredAt: minutes(H0, 5) });
  p1View = event(groupA, { type: 'view', occurredAt: minutes(H0, 10), viewId: p1, ...onV1 });
  cart = event(groupA, {
    type: 'add-to-cart',
    occurredAt: minutes(H0, 40),
    viewId: p1,
    productId: ids.product1,
    ...onV1,
  });
});
afterAll(() => server?.close());

describe('incremental rollups', () => {
  it('count a first batch as rollUpHour does', async () => {
    await insertEvents(db, [
      impression,
      { ...impression },
      event(groupA, { type: 'impression', occurredAt: minutes(H0, 6), ...onV2 }),
      p1View,
      event(groupA, {
        type: 'watch',
        occurredAt: minutes(H0, 11),
        viewId: p1,
        videoSecondsWatched: 5,
        ...onV1,
      }),
      cart,
      // Playback 2's watching arrives before its view.
      event(groupA, {
        type: 'watch',
        occurredAt: minutes(H0, 21),
        viewId: p2,
        videoSecondsWatched: 8,
        ...onV2,
      }),
      event(groupA, {
        type: 'ended',
        occurredAt: minutes(H0, 22),
        viewId: p2,
        videoSecondsWatched: 9.5,
        ...onV2,
      }),
      event(groupB, { type: 'impression', occurredAt: minutes(H0, 5) }),
    ]);
    expect(await rollUpNow()).toBe(2);
    expect(await periodCounts(db, groupA, { from: H0, to: H1 })).toEqual({
      impressions: 2,
      views: 1,
      watchSeconds: 5,
      completions: 0,
      clicks: 0,
      addToCarts: 1,
    });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
    const carts = await db.execute(
      sql`select event_id from analytics_cart_adds where event_id = ${cart.eventId}`,
    );
    expect(carts.rows).toHaveLength(1);
  });

  it('count resends of counted events once, and give a playback its view once the view arrives', async () => {
    await insertEvents(db, [
      { ...impression },
      { ...p1View },
      { ...cart },
      event(groupA, {
        type: 'watch',
        occurredAt: minutes(H0, 16),
        viewId: p1,
        videoSecondsWatched: 12.5,
        ...onV1,
      }),
      event(groupA, {
        type: 'ended',
        occurredAt: minutes(H1, 2),
        viewId: p1,
        videoSecondsWatched: 14,
        ...onV1,
      }),
      // Playback 2's view, earlier than its watching (the embed sent it in a later batch).
      event(groupA, { type: 'view', occurredAt: minutes(H0, 20), viewId: p2, ...onV2 }),
    ]);
    await rollUpNow();
    expect(await periodCounts(db, groupA, { from: H0, to: H1 })).toEqual({
      impressions: 2,
      views: 2,
      watchSeconds: 14 + 9.5,
      completions: 2,
      clicks: 0,
      addToCarts: 1,
    });
    expect(await periodCounts(db, groupA, { from: H0, to: H1 }, 'layout', ids.layout2)).toEqual({
      impressions: 1,
      views: 1,
      watchSeconds: 9.5,
      completions: 1,
      clicks: 0,
      addToCarts: 0,
    });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
  });

  it('fold in events for an hour rolled long ago, and none of a playback past its window', async () => {
    const old = new Date(H0.getTime() - 30 * DAY);
    await insertEvents(db, [
      event(groupA, { type: 'impression', occurredAt: minutes(old, 1) }),
      event(groupA, {
        type: 'shop-now',
        occurredAt: minutes(old, 2),
        productId: ids.product1,
        ...onV1,
      }),
      // Playback 1, 30 hours after its view: past PLAYBACK_MAX_HOURS, it adds no watch time.
      event(groupA, {
        type: 'watch',
        occurredAt: minutes(H0, 30 * 60),
        viewId: p1,
        videoSecondsWatched: 90,
        ...onV1,
      }),
      // A second view of playback 1 in the next hour counts as a view, with no watch time.
      event(groupA, { type: 'view', occurredAt: minutes(H1, 30), viewId: p1, ...onV1 }),
      event(groupB, { type: 'view', occurredAt: minutes(H1, 3), viewId: randomUUID() }),
    ]);
    await rollUpNow();
    expect(await periodCounts(db, groupA, { from: old, to: minutes(old, 60) })).toMatchObject({
      impressions: 1,
      clicks: 1,
    });
    expect(await periodCounts(db, groupA, { from: H0, to: H2 })).toMatchObject({
      views: 3,
      watchSeconds: 14 + 9.5,
      completions: 2,
    });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
  });

  it('add nothing from a run stopped before its commit; the next run adds it once', async () => {
    await insertEvents(db, [
      event(groupA, { type: 'impression', occurredAt: minutes(H1, 40), ...onV2 }),
      event(groupA, {
        type: 'watch',
        occurredAt: minutes(H0, 25),
        viewId: p2,
        videoSecondsWatched: 30,
        ...onV2,
      }),
    ]);
    const before = { rows: await hourly(), state: await state() };
    // The stop comes after the run has written its counts, before it moves the watermark.
    let checks = 0;
    const stopping = {
      throwIfAborted() {
        checks += 1;
        if (checks === 2) throw new Error('The server is stopping.');
      },
    } as unknown as AbortSignal;
    await expect(rollUpNow(stopping)).rejects.toThrow('The server is stopping.');
    expect(checks).toBe(2);
    expect({ rows: await hourly(), state: await state() }).toEqual(before);

    await rollUpNow();
    expect(
      await periodCounts(db, groupA, { from: H0, to: H2 }, 'layout', ids.layout2),
    ).toMatchObject({
      impressions: 2,
      watchSeconds: 30,
      completions: 1,
    });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
  });

  it('repair an hour up to the watermark only, so the next run adds the rest once', async () => {
    await db.execute(
      sql`update analytics_hourly set views = views + 7 where group_id = ${groupA} and hour = ${H0.toISOString()}::timestamptz`,
    );
    // Received after the watermark: the repair leaves it to the next run.
    await insertEvents(db, [
      event(groupA, { type: 'view', occurredAt: minutes(H0, 50), viewId: randomUUID(), ...onV1 }),
    ]);
    await repairHour(db, { groupId: groupA, hour: H0 });
    expect(await periodCounts(db, groupA, { from: H0, to: H1 })).toMatchObject({ views: 2 });
    await rollUpNow();
    expect(await periodCounts(db, groupA, { from: H0, to: H1 })).toMatchObject({ views: 3 });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
  });

  it('re-roll whole hours once after migration 0031, then go on adding', async () => {
    // As the migration leaves a job that re-rolled whole hours: the rows of H1 already hold an
    // event received after the watermark.
    const early = event(groupB, { type: 'impression', occurredAt: minutes(H1, 50) });
    await insertEvents(db, [early]);
    await rollUpHour(db, { groupId: groupB, hour: H1 });
    await db.execute(sql`update analytics_rollup_state set incremental = false`);
    expect(await rollUpNow()).toBeGreaterThan(0);
    expect(await state()).toMatchObject({ incremental: true });
    expect(await periodCounts(db, groupB, { from: H1, to: H2 })).toMatchObject({
      impressions: 1,
      views: 1,
    });
    await insertEvents(db, [event(groupB, { type: 'impression', occurredAt: minutes(H1, 51) })]);
    await rollUpNow();
    expect(await periodCounts(db, groupB, { from: H1, to: H2 })).toMatchObject({ impressions: 2 });
    const { kept, fromScratch } = await incrementalAndFromScratch();
    expect(kept).toEqual(fromScratch);
  });
});
