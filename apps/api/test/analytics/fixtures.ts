// A scripted storefront session for the analytics tests: events of two groups over two hours
// (with a duplicate, a playback that crosses the hour, an event outside any playback), the
// numbers the definitions give for it, and an independent count over raw rows to compare with.
import { randomUUID } from 'node:crypto';
import { playbackWatchSeconds, type AnalyticsCounts } from '@vendy/client/domain';
import type { Database } from '../../src/db/connection';
import { analyticsEvents, type AnalyticsEventRow } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { createUser } from '../harness/accounts';

export const H0 = new Date('2026-03-02T10:00:00Z');
export const H1 = new Date('2026-03-02T11:00:00Z');
export const H2 = new Date('2026-03-02T12:00:00Z');
const minutes = (base: Date, m: number) => new Date(base.getTime() + m * 60_000);

export const ids = {
  layout1: '0a000000-0000-4000-8000-000000000001',
  layout2: '0a000000-0000-4000-8000-000000000002',
  feed1: '0f000000-0000-4000-8000-000000000001',
  video1: '0b000000-0000-4000-8000-000000000001',
  video2: '0b000000-0000-4000-8000-000000000002',
  product1: '7000000001',
};

export async function twoGroups(db: Database, tag: string) {
  const owner = await createUser(db, {
    email: `${tag}.owner@example.com`,
    firstName: 'Olivia',
    lastName: 'Owner',
  });
  const groupA = (await createGroup(db, owner.id, `${tag} A`)).id;
  const groupB = (await createGroup(db, owner.id, `${tag} B`)).id;
  return { owner, groupA, groupB };
}

type Fields = Partial<AnalyticsEventRow> & { type: string; occurredAt: Date };

export function event(groupId: string, fields: Fields): AnalyticsEventRow {
  const product = ['add-to-cart', 'shop-now', 'view-in-video'].includes(fields.type);
  return {
    eventId: randomUUID(),
    groupId,
    category: product ? 'product' : 'video',
    widgetId: ids.layout1,
    ...fields,
  };
}

/** The session of group A (and a little of group B, which A must never see). */
export function scriptedEvents(groupA: string, groupB: string): AnalyticsEventRow[] {
  const p1 = randomUUID();
  const p2 = randomUUID();
  const p3 = randomUUID();
  const a = (fields: Fields) => event(groupA, fields);
  const onV1 = { widgetId: ids.layout1, videoId: ids.video1 };
  const onV2 = { widgetId: ids.layout2, videoId: ids.video2 };
  const impression = a({ type: 'impression', occurredAt: minutes(H0, 5) });
  const p3View = a({ type: 'view', occurredAt: minutes(H1, 20), viewId: p3, ...onV2 });
  return [
    // Four impressions of layout 1 (one sent twice), one of layout 2, one of the feed.
    impression,
    { ...impression },
    a({ type: 'impression', occurredAt: minutes(H0, 6) }),
    a({ type: 'impression', occurredAt: minutes(H0, 7) }),
    a({ type: 'impression', occurredAt: minutes(H0, 8) }),
    a({ type: 'impression', occurredAt: minutes(H0, 10), widgetId: ids.layout2 }),
    a({ type: 'impression', occurredAt: minutes(H0, 12), widgetId: null, feedId: ids.feed1 }),
    // Playback 1: watched 12 s to the end, then a Shop Now click and an add-to-cart.
    a({ type: 'view', occurredAt: minutes(H0, 6), viewId: p1, ...onV1 }),
    a({ type: 'play', occurredAt: minutes(H0, 6.5), viewId: p1, ...onV1 }),
    a({ type: 'watch', occurredAt: minutes(H0, 11), viewId: p1, videoSecondsWatched: 5, ...onV1 }),
    a({ type: 'watch', occurredAt: minutes(H0, 16), viewId: p1, videoSecondsWatched: 10, ...onV1 }),
    a({ type: 'ended', occurredAt: minutes(H0, 17), viewId: p1, videoSecondsWatched: 12, ...onV1 }),
    a({
      type: 'shop-now',
      occurredAt: minutes(H0, 17.5),
      viewId: p1,
      productId: ids.product1,
      ...onV1,
    }),
    a({
      type: 'add-to-cart',
      occurredAt: minutes(H0, 18),
      viewId: p1,
      productId: ids.product1,
      ...onV1,
    }),
    // Playback 2: starts at 10:59, watched 10 s, the watching goes on into the next hour.
    a({ type: 'view', occurredAt: minutes(H0, 59), viewId: p2, ...onV1 }),
    a({ type: 'watch', occurredAt: minutes(H1, 1), viewId: p2, videoSecondsWatched: 5, ...onV1 }),
    a({ type: 'watch', occurredAt: minutes(H1, 6), viewId: p2, videoSecondsWatched: 10, ...onV1 }),
    // Playback 3 on layout 2: its view sent twice, a click on the in-video banner.
    p3View,
    { ...p3View },
    a({ type: 'view-in-video', occurredAt: minutes(H1, 21), viewId: p3, ...onV2 }),
    // A watch outside any playback (no view id): no watch time.
    a({ type: 'watch', occurredAt: minutes(H1, 30), videoSecondsWatched: 40, ...onV2 }),
    // Group B's own viewer.
    event(groupB, { type: 'impression', occurredAt: minutes(H0, 5) }),
    event(groupB, { type: 'view', occurredAt: minutes(H0, 6), viewId: randomUUID() }),
  ];
}

/** What the definitions give for group A (literal, worked out by hand from the script). */
export const EXPECTED = {
  total: {
    impressions: 6,
    views: 3,
    watchSeconds: 22,
    completions: 1,
    clicks: 2,
    addToCarts: 1,
  },
  secondHour: {
    impressions: 0,
    views: 1,
    watchSeconds: 0,
    completions: 0,
    clicks: 1,
    addToCarts: 0,
  },
  layout1: { impressions: 4, views: 2, watchSeconds: 22, completions: 1, clicks: 1, addToCarts: 1 },
} satisfies Record<string, AnalyticsCounts>;

export async function insertEvents(db: Database, rows: AnalyticsEventRow[]): Promise<void> {
  await db.insert(analyticsEvents).values(rows);
}

/**
 * The definitions applied straight to raw rows (no SQL): each event_id once; event counts by the
 * event's time; a playback's watch time (its largest seconds watched) and completion by its view's.
 */
export function countRaw(
  rows: readonly AnalyticsEventRow[],
  groupId: string,
  from: Date,
  to: Date,
  where: (row: AnalyticsEventRow) => boolean = () => true,
): AnalyticsCounts {
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    if (row.groupId !== groupId || seen.has(row.eventId)) return false;
    seen.add(row.eventId);
    return true;
  });
  const inRange = unique.filter(
    (row) => row.occurredAt >= from && row.occurredAt < to && where(row),
  );
  const is = (type: string) => inRange.filter((row) => row.type === type);
  const playbacks = new Set(is('view').flatMap((row) => (row.viewId ? [row.viewId] : [])));
  let watchSeconds = 0;
  let completions = 0;
  for (const viewId of playbacks) {
    const events = unique.filter((row) => row.viewId === viewId);
    watchSeconds += playbackWatchSeconds(events);
    if (events.some((row) => row.type === 'ended')) completions += 1;
  }
  return {
    impressions: is('impression').length,
    views: is('view').length,
    watchSeconds,
    completions,
    clicks: is('view-in-video').length + is('shop-now').length,
    addToCarts: is('add-to-cart').length,
  };
}
