// The fixture of the analytics bench (run.mjs): a database migrated with the app's migrations, with
// BENCH_GROUPS groups (each with an owner on the Standard plan, so that its analytics token is
// honoured), BENCH_EVENTS viewer events over BENCH_DAYS days ending at the current hour, orders
// naming some of the add-to-carts, and the hourly rollups made by the app's own rollUpHour for every
// group-hour with events. Prints `PREPARED {json}` (the fixture's groups, end hour and timings).
//
// Database: DATABASE_URL (PostgreSQL), else a PGlite data folder at BENCH_PGLITE_DIR.
// The events are generated inside the database (generate_series, one statement per day, in time
// order as they would be received), so nothing here depends on the raw table's physical layout:
// it inserts into `analytics_events` by column name and reads it back only through the rollup.
//
// What the events look like (a storefront's traffic, skewed across groups): each shopper session is
// one layout impression; 45 % of them become a view (a new view_id) followed by 0-7 watch events
// 5 s apart (cumulative seconds watched), an `ended` for 30 % of the views, a banner click
// (shop-now / view-in-video) for 8 %, an add-to-cart for 3.5 %. Group k (1-based) gets a share of
// the sessions falling off as a power law (the largest group about a fifth, the smallest about
// 0.3 %); each group has 3 layouts, 20 videos, 30 products, one feed (20 % of its sessions), and
// every fifth group an experiment with two strategies over half of its sessions. Times of day
// follow a triangular curve around 12:00 UTC; 70 % of the shoppers consented (anonymous id).
// Orders: 40 % of the add-to-carts lead to an order 0-7 days later (1-2 units, a tenth refunded by
// one unit, 2 % cancelled), and each group has twice as many orders without a layout add-to-cart
// (store revenue).
import { sql } from 'drizzle-orm';
import {
  openPglite,
  openPostgres,
  type DatabaseConnection,
} from '../../apps/api/src/db/connection';
import { groups, groupUsers, users } from '../../apps/api/src/db/schema';
import { appendEntry } from '../../apps/api/src/modules/billing/history';
import { ROLLUP_STATE_ID, rollUpHour } from '../../apps/api/src/modules/analytics/rollup';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 100);
const DAYS = Number(process.env.BENCH_DAYS ?? 90);
const WORKERS = Number(process.env.BENCH_ROLLUP_WORKERS ?? 3);
/** Events per session on average (1 + 0.45 × (1 + 3.5 + 0.3 + 0.08 + 0.035)); sessions are made
 * with some margin and each day is cut at its quota. */
const EVENTS_PER_SESSION = 3.2;

const log = (...parts: unknown[]) =>
  process.stderr.write(`[analytics prepare] ${parts.join(' ')}\n`);

/** A fixed uuid per group (and per user), so that logs and reruns name the same ids. */
const groupId = (k: number) =>
  `6b1f5c1e-0000-4000-8000-${(0xa0000000 + k).toString(16).padStart(12, '0')}`;
const userId = (k: number) =>
  `6b1f5c1e-0000-4000-9000-${(0xb0000000 + k).toString(16).padStart(12, '0')}`;

async function open(): Promise<DatabaseConnection> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  const dir = process.env.BENCH_PGLITE_DIR;
  if (!dir) throw new Error('set DATABASE_URL or BENCH_PGLITE_DIR');
  return openPglite({ dataDir: dir });
}

const seconds = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e9;

/** Every group-hour with events, rolled up again by rollUpHour over `workers` connections. */
async function rollUpEverything(
  database: DatabaseConnection,
  workers: number,
  { skipDone = false } = {},
): Promise<number> {
  const { db } = database;
  const started = process.hrtime.bigint();
  const hours = (
    await db.execute<{ group_id: string; hour: Date | string }>(sql`
      select distinct group_id, date_trunc('hour', occurred_at, 'UTC') as hour
      from analytics_events order by 2, 1`)
  ).rows.map((row) => ({ groupId: row.group_id, hour: new Date(row.hour) }));
  const done0 = new Set<string>();
  if (skipDone) {
    const rows = await db.execute<{ group_id: string; hour: Date | string }>(sql`
      select group_id, hour from analytics_hourly where dimension = 'all'`);
    for (const row of rows.rows) done0.add(`${row.group_id}/${new Date(row.hour).toISOString()}`);
  }
  const todo = hours.filter((h) => !done0.has(`${h.groupId}/${h.hour.toISOString()}`));
  log(`rolling up ${todo.length} of ${hours.length} group-hours`);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: database.driver === 'postgres' ? workers : 1 }, async () => {
      while (next < todo.length) {
        const key = todo[next++]!;
        await rollUpHour(db, key);
        done++;
        if (done % 10_000 === 0) {
          log(`rollup: ${done} of ${todo.length} group-hours, ${seconds(started).toFixed(0)} s`);
        }
      }
    }),
  );
  // The job's watermark at the newest received event: its next run finds nothing to do.
  await db.execute(sql`
    insert into analytics_rollup_state (id, rolled_through)
    values (${ROLLUP_STATE_ID}, (select max(received_at) from analytics_events))
    on conflict (id) do update set rolled_through = excluded.rolled_through, lease_until = null`);
  return hours.length;
}

/**
 * The experiments the events name (every fifth group: one experiment on a layout's video, with a
 * control and a test strategy, as the events' experiment_id and strategy_id), so that the
 * experiments read finds its arms. Idempotent (a fixture made before them gains them on reuse).
 */
async function ensureExperiments(database: DatabaseConnection): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into virtual_videos (id, group_id, title)
    select md5('virtual-video-' || k)::uuid, id::uuid, 'Bench video ' || k
    from bench_groups where k % 5 = 0
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into experiments (id, group_id, title, virtual_video_id)
    select md5('experiment-' || k)::uuid, id::uuid, 'Bench experiment ' || k,
           md5('virtual-video-' || k)::uuid
    from bench_groups where k % 5 = 0
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into strategies (id, group_id, title)
    select md5('strategy-' || k || '-' || arm)::uuid, id::uuid,
           case when arm = 0 then 'Control' else 'Test' end
    from bench_groups cross join generate_series(0, 1) arm where k % 5 = 0
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into experiment_items (id, experiment_id, rank, strategy_id, range_percentage)
    select md5('experiment-item-' || k || '-' || arm)::uuid, md5('experiment-' || k)::uuid, arm,
           md5('strategy-' || k || '-' || arm)::uuid, 50
    from bench_groups cross join generate_series(0, 1) arm where k % 5 = 0
    on conflict (id) do nothing`);
}

/**
 * A fixture made before with the same key: new migrations are applied (above); when one of them
 * moved the rollup job's watermark back (a re-roll of every hour), the rollups are made again
 * here, so that the server's job does not re-roll during the measured rounds. Prints PREPARED.
 */
async function reuse(database: DatabaseConnection): Promise<boolean> {
  const { db } = database;
  const found = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('bench_fixture') is not null as exists`,
  );
  if (!found.rows[0]?.exists) return false;
  const info = (
    await db.execute<{ info: Record<string, unknown> }>(sql`select info from bench_fixture`)
  ).rows[0]?.info;
  if (!info || info.key !== (process.env.BENCH_FIXTURE_KEY ?? null)) {
    throw new Error(`the database holds another fixture (${String(info?.key)}): drop it first`);
  }
  await ensureExperiments(database);
  const stale = await db.execute<{ stale: boolean }>(sql`
    select coalesce((select rolled_through from analytics_rollup_state where id = ${ROLLUP_STATE_ID}),
                    'epoch'::timestamptz) < (select max(received_at) from analytics_events) as stale`);
  if (stale.rows[0]?.stale) {
    log('a migration moved the rollup watermark back: rolling everything up again');
    const started = process.hrtime.bigint();
    await rollUpEverything(database, WORKERS);
    const rerolled = seconds(started);
    info.rerolledAt = new Date().toISOString();
    info.rerollSeconds = rerolled;
    await db.execute(sql`update bench_fixture set info = ${JSON.stringify(info)}::jsonb`);
  }
  await database.close();
  process.stdout.write(`PREPARED ${JSON.stringify(info)}\n`);
  return true;
}

async function main() {
  const database = await open();
  const { db } = database;
  const timings: Record<string, number> = {};
  let t = process.hrtime.bigint();
  await database.migrate();
  timings.migrate = seconds(t);
  if (await reuse(database)) return;

  // BENCH_RESUME=1: a build stopped during its rollups goes on from there (the groups and events
  // are in; rollUpHour is idempotent, and the group-hours already rolled up are skipped).
  const resume = process.env.BENCH_RESUME === '1';
  // Groups, owners, plans.
  t = process.hrtime.bigint();
  const endHour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const startHour = new Date(endHour.getTime() - DAYS * 86_400_000);
  for (let k = 1; k <= GROUPS && !resume; k++) {
    await db.insert(groups).values({ id: groupId(k), name: `Bench shop ${k}` });
    await db.insert(users).values({
      id: userId(k),
      email: `owner${k}@bench.example`,
      firstName: 'Owner',
      lastName: String(k),
      currentGroupId: groupId(k),
    });
    await db.insert(groupUsers).values({ groupId: groupId(k), userId: userId(k), role: 'OWNER' });
    await appendEntry(db, {
      groupId: groupId(k),
      planId: 'standard',
      status: 'ACTIVE',
      freeTrialDays: 0,
    });
  }
  if (!resume) {
    await db.execute(sql`
    create table bench_groups as
    select k, '6b1f5c1e-0000-4000-8000-' || lpad(to_hex(2684354560 + k), 12, '0') as id
    from generate_series(1, ${GROUPS}) k`);
  }
  await ensureExperiments(database);
  timings.groups = seconds(t);

  // Events, one day at a time, in time order.
  t = process.hrtime.bigint();
  const perDay = Math.floor(EVENTS / DAYS);
  let inserted = 0;
  if (database.driver === 'postgres') {
    await db.execute(sql`set synchronous_commit = off`);
    await db.execute(sql`set max_parallel_workers_per_gather = 0`);
  }
  if (resume) {
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from analytics_events`,
    );
    inserted = Number(count.rows[0]?.n ?? 0);
    if (inserted !== EVENTS) throw new Error(`cannot resume: ${inserted} events, not ${EVENTS}`);
  }
  for (let day = 0; day < DAYS && !resume; day++) {
    const quota = day === DAYS - 1 ? EVENTS - inserted : perDay;
    const dayStart = new Date(startHour.getTime() + day * 86_400_000).toISOString();
    const sessions = Math.ceil((quota / EVENTS_PER_SESSION) * 1.15);
    const result = await db.execute(sql`
      with s as (
        select n,
               1 + floor(${GROUPS} * power(random(), 3))::int as g,
               ${dayStart}::timestamptz
                 + make_interval(secs => 86400 * (random() + random()) / 2) as t0,
               random() < 0.45 as viewed,
               floor(random() * 8)::int as watches,
               random() < 0.30 as ended,
               random() < 0.08 as clicked,
               random() < 0.035 as carted,
               random() as r_layout, random() as r_video, random() as r_product,
               random() < 0.2 as from_feed, random() as r_exp,
               case when random() < 0.7 then 'shopper-' || floor(random() * 400000)::int end
                 as anonymous_id,
               gen_random_uuid() as view_id
        from generate_series(1, ${sessions}) n
      ),
      ev as (
        select s.*, e.type, e.pos
        from s
        cross join lateral unnest(
          array['impression']
          || case when s.viewed then
               array['view'] || array_fill('watch'::text, array[s.watches])
               || case when s.ended then array['ended'] else '{}'::text[] end
               || case when s.clicked then
                    array[case when s.r_product < 0.5 then 'shop-now' else 'view-in-video' end]
                  else '{}'::text[] end
               || case when s.carted then array['add-to-cart'] else '{}'::text[] end
             else '{}'::text[] end
        ) with ordinality as e(type, pos)
        limit ${quota}
      )
      insert into analytics_events (event_id, received_at, occurred_at, group_id, widget_id,
        feed_id, anonymous_id, category, type, video_id, strategy_id, experiment_id,
        video_position, video_seconds_watched, video_seconds_elapsed, product_id, props, view_id)
      select gen_random_uuid(),
             t0 + make_interval(secs => 5 * (pos - 1) + 2),
             t0 + make_interval(secs => 5 * (pos - 1)),
             bg.id::uuid,
             md5('layout-' || g || '-' || floor(r_layout * 3)::int)::uuid,
             case when from_feed then md5('feed-' || g)::uuid end,
             anonymous_id,
             case when type in ('add-to-cart', 'shop-now', 'view-in-video') then 'product'
                  else 'video' end,
             type,
             md5('video-' || g || '-' || floor(power(r_video, 2) * 20)::int)::uuid,
             case when g % 5 = 0 and r_exp < 0.5
                  then md5('strategy-' || g || '-' || floor(r_exp * 4)::int)::uuid end,
             case when g % 5 = 0 and r_exp < 0.5 then md5('experiment-' || g)::uuid end,
             case when type in ('watch', 'ended') then 5.0 * (pos - 2) end,
             case when type = 'watch' then 5.0 * (pos - 2)
                  when type = 'ended' then 5.0 * (watches + 1) end,
             case when type in ('watch', 'ended') then 5.0 * (pos - 2) + 0.4 end,
             case when type in ('add-to-cart', 'shop-now', 'view-in-video')
                  then (7000000000 + g * 100 + floor(power(r_product, 2) * 30)::int)::text end,
             case when type = 'add-to-cart' then jsonb_build_object(
               'productTitle', 'Product ' || floor(power(r_product, 2) * 30)::int,
               'variantId', 'gid://shopify/ProductVariant/' || (g * 100 + floor(power(r_product, 2) * 30)::int),
               'price', 19.5 + floor(power(r_product, 2) * 30)::int, 'quantity', 1) end,
             case when viewed and type <> 'impression' then view_id end
      from ev join bench_groups bg on bg.k = ev.g
      order by 3`);
    inserted += quota;
    void result;
    if (day % 10 === 9 || day === DAYS - 1) {
      log(`events: ${day + 1} of ${DAYS} days, ${inserted} events, ${seconds(t).toFixed(0)} s`);
    }
  }
  timings.events = seconds(t);
  // Statistics for the planner (PGlite too: without them its rollup plans scan far more).
  await db.execute(sql`analyze analytics_events`);

  // Rollups: the app's rollUpHour for every group-hour with events (as the job would, but in
  // parallel over WORKERS connections), then the job's watermark at the newest received event.
  t = process.hrtime.bigint();
  const groupHours = await rollUpEverything(database, WORKERS, { skipDone: resume });
  timings.rollup = seconds(t);

  // Orders: attributed ones from the add-to-carts (as the rollup recorded them), and others.
  t = process.hrtime.bigint();
  if (database.driver === 'postgres') await db.execute(sql`select setseed(0.25)`);
  await db.execute(sql`
    create table bench_orders as
    select gen_random_uuid() as id, c.group_id, c.event_id, c.product_id,
           c.occurred_at + make_interval(secs => random() * 7 * 86400) as created_at,
           1 + floor(random() * 2)::int as quantity,
           (1950 + (right(c.product_id, 2))::int * 100)::bigint as price_cents,
           random() as r
    from analytics_cart_adds c
    where random() < 0.4
    union all
    select gen_random_uuid(), bg.id::uuid, null, (7000009000 + floor(random() * 50)::int)::text,
           ${startHour.toISOString()}::timestamptz
             + make_interval(secs => random() * ${DAYS} * 86400),
           1, (1000 + floor(random() * 9000))::bigint, random()
    from analytics_cart_adds c join bench_groups bg on bg.id::uuid = c.group_id
    cross join generate_series(1, 2) m
    where random() < 0.4`);
  await db.execute(sql`
    insert into store_orders (id, group_id, shop, shopify_order_id, name, currency, total_cents,
      refunded_cents, order_created_at, cancelled_at)
    select id, group_id, 'bench-' || left(group_id::text, 8) || '.myshopify.com',
           row_number() over (order by created_at, id)::text,
           '#' || (1000 + row_number() over (partition by group_id order by created_at, id)),
           'USD', price_cents * quantity,
           case when r < 0.1 then price_cents else 0 end,
           created_at,
           case when r > 0.98 then created_at + interval '1 hour' end
    from bench_orders`);
  await db.execute(sql`
    insert into store_order_lines (order_id, group_id, line_item_id, product_id, variant_id, title,
      quantity, price_cents, refunded_quantity, vendy_event_id)
    select id, group_id, 'line-' || id, product_id, null, 'Product', quantity, price_cents,
           case when r < 0.1 then 1 else 0 end, event_id
    from bench_orders`);
  await db.execute(sql`drop table bench_orders`);
  if (database.driver === 'postgres') {
    await db.execute(sql`analyze`);
  }
  timings.orders = seconds(t);

  const stats = (
    await db.execute<{ k: number; events: number; orders: number }>(sql`
      select bg.k,
             (select count(*)::int from analytics_events e where e.group_id = bg.id::uuid) as events,
             (select count(*)::int from store_orders o where o.group_id = bg.id::uuid) as orders
      from bench_groups bg order by bg.k`)
  ).rows;
  const summary = {
    key: process.env.BENCH_FIXTURE_KEY ?? null,
    events: inserted,
    groups: stats.map((row) => ({
      k: Number(row.k),
      groupId: groupId(Number(row.k)),
      userId: userId(Number(row.k)),
      events: Number(row.events),
      orders: Number(row.orders),
    })),
    groupHours,
    startHour: startHour.toISOString(),
    endHour: endHour.toISOString(),
    days: DAYS,
    timings,
  };
  await db.execute(sql`create table bench_fixture (info jsonb not null)`);
  await db.execute(
    sql`insert into bench_fixture (info) values (${JSON.stringify(summary)}::jsonb)`,
  );
  await database.close();
  process.stdout.write(`PREPARED ${JSON.stringify(summary)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
