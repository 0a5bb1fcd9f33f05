// The attribution window is a setting of each group (1, 7 or 30 days; 7 until chosen): the data
// API counts an order when one of its lines names an add-to-cart made at most the group's window
// before it (exactly the window counts, a second more does not), and changing the setting through
// updateAnalyticsSettings changes the summary's and the orders' answers at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_WINDOW_INVALID } from '@vendy/client/domain';
import type { Database } from '../../src/db/connection';
import { storeOrderLines, storeOrders } from '../../src/db/schema';
import { rollUpFresh } from '../../src/modules/analytics/rollup';
import { appendEntry } from '../../src/modules/billing/history';
import {
  GetAnalyticsSettingsDocument,
  GetAnalyticsTokenDocument,
  UpdateAnalyticsSettingsDocument,
} from '../../../../packages/client/src/generated/graphql';
import { createCast, dataOf, type Cast } from '../groups/fixtures';
import { startTestServer, type TestServer } from '../harness/server';
import { event, ids, insertEvents } from './fixtures';

let server: TestServer;
let db: Database;
let cast: Cast;
let token: string;

const SECOND = 1000;
const DAY = 24 * 3_600 * SECOND;
const CART_AT = new Date('2026-03-02T10:15:00Z');
const RANGE = new URLSearchParams({
  from: '2026-03-02T00:00:00Z',
  to: new Date(Date.parse('2026-03-02T00:00:00Z') + 40 * DAY).toISOString(),
}).toString();

/** Each order names its own add-to-cart, made at CART_AT, and comes this long after it. */
const GAPS: Record<string, number> = {
  '#threeDays': 3 * DAY,
  '#oneDay': DAY,
  '#oneDayAndASecond': DAY + SECOND,
  '#sevenDays': 7 * DAY,
  '#sevenDaysAndASecond': 7 * DAY + SECOND,
  '#thirtyDays': 30 * DAY,
  '#thirtyDaysAndASecond': 30 * DAY + SECOND,
};

/** The orders each window attributes, by the definition (0 ≤ gap ≤ window). */
const expected = (days: number) =>
  Object.entries(GAPS)
    .filter(([, gap]) => gap <= days * DAY)
    .map(([name]) => name)
    .sort();

async function api(path: string) {
  const response = await fetch(`${server.url}/analytics/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function attributed(): Promise<{ names: string[]; count: number; days: number[] }> {
  const summary = await api(`summary?${RANGE}`);
  const orders = await api(`orders?${RANGE}`);
  return {
    names: (orders.orders as Array<{ name: string }>).map((o) => o.name).sort(),
    count: summary.current.orders.attributedOrders,
    days: [summary.attributionWindowDays, orders.attributionWindowDays],
  };
}

const save = (gql: Cast['as']['owner'], attributionWindowDays: number) =>
  gql<{ updateAnalyticsSettings: { attributionWindowDays: number } }>(
    UpdateAnalyticsSettingsDocument.toString(),
    { attributionWindowDays },
  );

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  cast = await createCast(server);
  for (const groupId of [cast.groupA, cast.groupB]) {
    await appendEntry(db, { groupId, planId: 'standard', status: 'ACTIVE', freeTrialDays: 0 });
  }
  let n = 0;
  for (const [name, gap] of Object.entries(GAPS)) {
    const cart = event(cast.groupA, {
      type: 'add-to-cart',
      occurredAt: CART_AT,
      productId: ids.product1,
    });
    await insertEvents(db, [cart]);
    const [row] = await db
      .insert(storeOrders)
      .values({
        groupId: cast.groupA,
        shop: 'acme.myshopify.com',
        shopifyOrderId: String(5000 + n++),
        name,
        currency: 'USD',
        totalCents: 1000,
        refundedCents: 0,
        orderCreatedAt: new Date(CART_AT.getTime() + gap),
      })
      .returning();
    await db.insert(storeOrderLines).values({
      orderId: row!.id,
      groupId: cast.groupA,
      lineItemId: `${name}-0`,
      productId: ids.product1,
      title: 'Tee',
      quantity: 1,
      priceCents: 1000,
      refundedQuantity: 0,
      vendyEventId: cart.eventId,
    });
  }
  for (;;) if ((await rollUpFresh(db, { settleSeconds: 0 })).ran) break;
  const data = dataOf(
    await cast.as.owner<{ getAnalyticsToken: { accessToken: string } }>(
      GetAnalyticsTokenDocument.toString(),
    ),
  );
  token = data.getAnalyticsToken.accessToken;
});
afterAll(() => server?.close());

describe('the attribution window setting', () => {
  it('is 7 days until the group chooses', async () => {
    const data = dataOf(
      await cast.as.user<{ getAnalyticsSettings: { attributionWindowDays: number } }>(
        GetAnalyticsSettingsDocument.toString(),
      ),
    );
    expect(data.getAnalyticsSettings.attributionWindowDays).toBe(7);
    const now = await attributed();
    expect(now.days).toEqual([7, 7]);
    expect(now.names).toEqual(['#oneDay', '#oneDayAndASecond', '#sevenDays', '#threeDays']);
    expect(now.count).toBe(4);
  });

  it('counts an order 3 days after its add-to-cart with 7 and 30 days, not with 1', async () => {
    for (const days of [1, 30, 7]) {
      expect(dataOf(await save(cast.as.owner, days)).updateAnalyticsSettings).toEqual({
        attributionWindowDays: days,
      });
      const now = await attributed();
      expect(now.days).toEqual([days, days]);
      expect(now.names.includes('#threeDays'), `${days} days`).toBe(days !== 1);
    }
  });

  it('counts exactly the window and not a second more, for each window', async () => {
    for (const days of [1, 7, 30]) {
      dataOf(await save(cast.as.user, days));
      const now = await attributed();
      expect(now.names, `${days} days`).toEqual(expected(days));
      expect(now.count, `${days} days`).toBe(expected(days).length);
    }
    // The three edges, spelled out.
    expect(expected(1)).toEqual(['#oneDay']);
    expect(expected(30)).toContain('#thirtyDays');
    expect(expected(30)).not.toContain('#thirtyDaysAndASecond');
  });

  it('switching the setting changes the summary’s attributed orders', async () => {
    dataOf(await save(cast.as.owner, 1));
    expect((await attributed()).count).toBe(1);
    dataOf(await save(cast.as.owner, 30));
    expect((await attributed()).count).toBe(6);
    const data = dataOf(
      await cast.as.owner<{ getAnalyticsSettings: { attributionWindowDays: number } }>(
        GetAnalyticsSettingsDocument.toString(),
      ),
    );
    expect(data.getAnalyticsSettings.attributionWindowDays).toBe(30);
  });

  it('refuses any other window with a clear message, keeping the saved one', async () => {
    for (const days of [0, 2, 14, 31, -7]) {
      const response = await save(cast.as.owner, days);
      expect(response.body.errors?.[0]?.message, String(days)).toBe(ATTRIBUTION_WINDOW_INVALID);
    }
    expect(ATTRIBUTION_WINDOW_INVALID).toBe('Choose an attribution window of 1, 7 or 30 days.');
    expect((await attributed()).days).toEqual([30, 30]);
  });

  it('is each group’s own: another group keeps its default', async () => {
    const other = dataOf(
      await cast.as.outsider<{ getAnalyticsSettings: { attributionWindowDays: number } }>(
        GetAnalyticsSettingsDocument.toString(),
      ),
    );
    expect(other.getAnalyticsSettings.attributionWindowDays).toBe(7);
  });
});
