// POST /events: storefront embeds send batches of viewer events; accepted ones are stored under the
// layout's group, invalid ones are listed, and the endpoint is safe to expose to any origin.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from '@vendy/client/domain';
import { createTestDatabase } from '../harness/database';
import { startTestServer, type TestServer } from '../harness/server';
import { createUser, signInAs } from '../harness/accounts';
import {
  addToCartEvent,
  countEvents,
  createGroup,
  createLayout,
  postEvents,
  videoEvent,
} from './fixtures';

let server: TestServer;
let groupId: string;
let otherGroupId: string;
let layoutId: string;
let draftId: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  server = await startTestServer({ database });
  // A small bucket for the one address the rate-limit test uses; others get the defaults' size.
  server.app.services.eventIngest.configure({
    rateLimit: { capacity: 1_000, refillPerSecond: 0.01, maxKeys: 1_000 },
  });
  groupId = await createGroup(server.database.db, 'Shop');
  otherGroupId = await createGroup(server.database.db, 'Other shop');
  layoutId = await createLayout(server.database.db, groupId);
  draftId = await createLayout(server.database.db, groupId, 'DRAFT');
});

afterAll(async () => {
  await server.close();
  await server.database.close();
});

/** Each test speaks from its own address, as different storefront visitors do. */
const from = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });

describe('POST /events', () => {
  it('stores a batch of video and product events under the layout’s group and answers 202', async () => {
    const watch = videoEvent(layoutId, {
      type: 'watch',
      videoPosition: '15',
      occurredAt: undefined,
    });
    const cart = addToCartEvent(layoutId);
    const res = await postEvents(server.url, [watch, cart], from());
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ accepted: 2, rejected: [] });

    const rows = await server.database.db.execute<Record<string, unknown>>(
      sql`select * from analytics_events where event_id in (${watch.eventId}, ${cart.eventId}) order by category desc`,
    );
    expect(rows.rows).toHaveLength(2);
    const [video, product] = rows.rows;
    expect(video).toMatchObject({
      group_id: groupId,
      widget_id: layoutId,
      category: 'video',
      type: 'watch',
      video_position: 15,
      video_seconds_watched: 10,
      video_seconds_elapsed: 11.25,
      anonymous_id: 'viewer-1',
      props: null,
    });
    expect(product).toMatchObject({
      group_id: groupId,
      category: 'product',
      type: 'add-to-cart',
      product_id: cart.productId,
      strategy_id: cart.strategyId,
      experiment_id: cart.experimentId,
      props: {
        productTitle: 'Linen shirt',
        variantId: 'gid://shopify/ProductVariant/42',
        variantTitle: 'M / Blue',
        price: 49.5,
        vendor: 'Acme',
        productType: 'Shirts',
        quantity: 2,
      },
    });
    // Without a sender time the server's own is used.
    expect(Math.abs(new Date(video!.occurred_at as string).getTime() - Date.now())).toBeLessThan(
      60_000,
    );
  });

  it('stores impressions, views and the playback id of every event of a playback', async () => {
    const viewId = randomUUID();
    const impression = videoEvent(layoutId, {
      type: 'impression',
      videoId: null,
      videoPosition: '0',
      videoSecondsWatched: '0',
      videoSecondsElapsed: '0',
    });
    const view = videoEvent(layoutId, { type: 'view', viewId: viewId.toUpperCase() });
    const watch = videoEvent(layoutId, { type: 'watch', viewId });
    // Not a plain video event (escaped text): read by the shared validator on PostgreSQL too.
    const paused = videoEvent(layoutId, { type: 'pause', viewId, anonymousId: null, x: 'é\n' });
    const cart = addToCartEvent(layoutId, { viewId });
    const noView = videoEvent(layoutId, { type: 'view' });
    const events = [impression, view, watch, paused, cart, noView];
    const res = await postEvents(server.url, events, from());
    expect(res.status).toBe(202);
    expect(res.body.accepted).toBe(5);
    expect(res.body.rejected).toEqual([{ index: 5, error: 'A view event needs a viewId.' }]);

    const rows = await server.database.db.execute<{
      event_id: string;
      type: string;
      view_id: string | null;
    }>(
      sql`select event_id, type, view_id from analytics_events
          where event_id in (${impression.eventId}, ${view.eventId}, ${watch.eventId},
            ${paused.eventId}, ${cart.eventId}, ${noView.eventId})`,
    );
    const byEvent = new Map(rows.rows.map((row) => [row.event_id, row]));
    expect(byEvent.size).toBe(5);
    expect(byEvent.get(impression.eventId)).toMatchObject({ type: 'impression', view_id: null });
    expect(byEvent.get(view.eventId)).toMatchObject({ type: 'view', view_id: viewId });
    expect(byEvent.get(watch.eventId)).toMatchObject({ type: 'watch', view_id: viewId });
    expect(byEvent.get(paused.eventId)).toMatchObject({ type: 'pause', view_id: viewId });
    expect(byEvent.get(cart.eventId)).toMatchObject({ type: 'add-to-cart', view_id: viewId });
  });

  it('stores text exactly as sent, whatever characters it holds, and the sender’s time', async () => {
    const title = 'Tab\there\nnew line \\ backslash "quoted" 😀 \\N';
    const occurredAt = Date.now() - 3_600_000;
    const event = addToCartEvent(layoutId, {
      productTitle: title,
      productId: 'gid://shopify/Product/1\\2',
      occurredAt,
    });
    expect((await postEvents(server.url, [event], from())).status).toBe(202);
    const row = await server.database.db.execute<{
      product_id: string;
      props: Record<string, unknown>;
      occurred_at: string | Date;
    }>(
      sql`select product_id, props, occurred_at from analytics_events where event_id = ${event.eventId}`,
    );
    expect(row.rows[0]?.product_id).toBe('gid://shopify/Product/1\\2');
    expect(row.rows[0]?.props.productTitle).toBe(title);
    expect(new Date(row.rows[0]!.occurred_at).getTime()).toBe(occurredAt);
  });

  it('keeps storing other shops’ events when a shop is deleted while its layout is cached', async () => {
    const goneGroup = await createGroup(server.database.db, 'Closing shop');
    const goneLayout = await createLayout(server.database.db, goneGroup);
    expect((await postEvents(server.url, [videoEvent(goneLayout)], from())).status).toBe(202);
    await server.database.db.execute(sql`delete from groups where id = ${goneGroup}`);

    const kept = [videoEvent(layoutId), videoEvent(layoutId)];
    const [gone, ok] = await Promise.all([
      postEvents(server.url, [videoEvent(goneLayout)], from()),
      postEvents(server.url, kept, from()),
    ]);
    expect(ok.status).toBe(202);
    expect([202, 400]).toContain(gone.status);
    expect(await countEvents(server.database.db, goneGroup)).toBe(0);
    const stored = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from analytics_events where event_id in (${kept[0]!.eventId}, ${kept[1]!.eventId})`,
    );
    expect(stored.rows[0]?.n).toBe(2);
    // Once the cache is refreshed the deleted shop's layout is unknown.
    const after = await postEvents(server.url, [videoEvent(goneLayout)], from());
    expect(after.status).toBe(400);
  });

  it('ignores the group the sender claims and uses the layout’s group', async () => {
    const event = videoEvent(layoutId, { groupId: otherGroupId });
    const res = await postEvents(server.url, { events: [event] }, from());
    expect(res.status).toBe(202);
    expect(await countEvents(server.database.db, otherGroupId)).toBe(0);
    const row = await server.database.db.execute<{ group_id: string }>(
      sql`select group_id from analytics_events where event_id = ${event.eventId}`,
    );
    expect(row.rows[0]?.group_id).toBe(groupId);
  });

  it('keeps valid events and lists the invalid ones with their position and reason', async () => {
    const good = videoEvent(layoutId);
    const res = await postEvents(
      server.url,
      [
        videoEvent(layoutId, { type: 'rewind' }),
        good,
        videoEvent(draftId),
        videoEvent(randomUUID()),
        addToCartEvent(layoutId, { quantity: 0 }),
        videoEvent(layoutId, { videoPosition: 'soon' }),
        { ...videoEvent(layoutId), widgetId: null },
        'not an event',
      ],
      from(),
    );
    expect(res.status).toBe(202);
    expect(res.body.accepted).toBe(1);
    expect(res.body.rejected).toEqual([
      {
        index: 0,
        error:
          'type of a video event must be one of play, playing, pause, seeking, seeked, waiting, watch, ended, impression, view.',
      },
      { index: 2, error: 'Unknown layout or feed.' },
      { index: 3, error: 'Unknown layout or feed.' },
      { index: 4, error: 'quantity must be a whole number from 1 to 10000.' },
      { index: 5, error: "videoPosition must be a number of seconds (a string like '12.5')." },
      { index: 6, error: 'An event needs a widgetId or a feedId.' },
      { index: 7, error: 'An event must be an object.' },
    ]);
  });

  it('refuses events of a draft layout (previews send nothing) with 400', async () => {
    const before = await countEvents(server.database.db);
    const res = await postEvents(server.url, [videoEvent(draftId)], from());
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('No event in the batch is valid.');
    expect(res.body.rejected).toEqual([{ index: 0, error: 'Unknown layout or feed.' }]);
    expect(await countEvents(server.database.db)).toBe(before);
  });

  it('answers 400 with a clear message for bodies that are not batches', async () => {
    const cases: Array<[string, string]> = [
      ['{"events": ', 'The body must be JSON.'],
      ['', 'The body must be JSON.'],
      ['{"events": 5}', 'The body must be an array of events (or {"events": [...]}).'],
      ['"hello"', 'The body must be an array of events (or {"events": [...]}).'],
      ['[]', 'The batch has no events.'],
      [
        JSON.stringify(Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => ({}))),
        `A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`,
      ],
    ];
    for (const [body, error] of cases) {
      const res = await postEvents(server.url, body, from());
      expect(res.status, body.slice(0, 30)).toBe(400);
      expect(res.body.error).toBe(error);
    }
  });

  it('accepts text/plain bodies, as navigator.sendBeacon sends them', async () => {
    const res = await postEvents(server.url, [videoEvent(layoutId)], {
      ...from(),
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.status).toBe(202);
    expect(res.body.accepted).toBe(1);
  });

  it('refuses other content types (415) and bodies over the size limit (413)', async () => {
    const xml = await postEvents(server.url, '<events/>', {
      ...from(),
      'content-type': 'application/xml',
    });
    expect(xml.status).toBe(415);
    const big = JSON.stringify([
      videoEvent(layoutId, { padding: 'x'.repeat(MAX_EVENTS_BODY_BYTES) }),
    ]);
    const large = await postEvents(server.url, big, from());
    expect(large.status).toBe(413);
    expect(large.body.error).toBe(`The body must be at most ${MAX_EVENTS_BODY_BYTES} bytes.`);
  });

  it('lets any storefront origin post without credentials (CORS)', async () => {
    const preflight = await fetch(`${server.url}/events`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://some-store.myshopify.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const res = await postEvents(server.url, [videoEvent(layoutId)], {
      ...from(),
      origin: 'https://another-store.example',
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('counts a retried batch once when read by event id', async () => {
    const batch = [videoEvent(layoutId), videoEvent(layoutId, { type: 'pause' })];
    expect((await postEvents(server.url, batch, from())).status).toBe(202);
    expect((await postEvents(server.url, batch, from())).status).toBe(202);
    const ids = batch.map((e) => e.eventId);
    const distinct = await server.database.db.execute<{ n: number }>(
      sql`select count(distinct event_id)::int as n from analytics_events where event_id in (${ids[0]}, ${ids[1]})`,
    );
    expect(distinct.rows[0]?.n).toBe(2);
  });

  it('does not depend on who is signed in: a merchant’s session neither adds nor changes anything', async () => {
    await createUser(server.database.db, { email: 'owner@example.com' });
    const session = await signInAs(server, 'owner@example.com');
    const event = videoEvent(layoutId);
    const res = await postEvents(server.url, [event], {
      ...from(),
      cookie: `vendy_session=${encodeURIComponent(session.cookie)}`,
    });
    expect(res.status).toBe(202);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('rate limits each address by the number of events (429 with Retry-After)', async () => {
    const address = { 'x-forwarded-for': '198.51.100.77' };
    const full = Array.from({ length: MAX_EVENTS_PER_BATCH }, () => videoEvent(layoutId));
    for (let i = 0; i < 5; i++) {
      expect((await postEvents(server.url, full, address)).status).toBe(202);
    }
    const refused = await postEvents(server.url, [videoEvent(layoutId)], address);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many events. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another visitor is not affected.
    expect((await postEvents(server.url, [videoEvent(layoutId)], from())).status).toBe(202);
  });
});
