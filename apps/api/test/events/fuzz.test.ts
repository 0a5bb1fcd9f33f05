// Garbage in, clear answers out: random bytes, random JSON and mutated events never crash the
// ingest, never get a 5xx, and never store anything the answer did not count as accepted.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_EVENTS_BODY_BYTES } from '@vendy/client/domain';
import { startTestServer, type TestServer } from '../harness/server';
import { addToCartEvent, countEvents, createGroup, createLayout, videoEvent } from './fixtures';

let server: TestServer;
let layoutId: string;

beforeAll(async () => {
  server = await startTestServer();
  const groupId = await createGroup(server.database.db);
  layoutId = await createLayout(server.database.db, groupId);
});

afterAll(async () => {
  await server.close();
});

/** Deterministic random numbers (mulberry32), so a failure can be replayed from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_121);
const random = prng(SEED);
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '\u202e',
  "'; drop table analytics_events; --",
  '{"$ne":null}',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '12.5.5',
  '0x10',
  'x'.repeat(300),
  'y'.repeat(3000),
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  randomUUID(),
  randomUUID().toUpperCase(),
];

function randomValue(depth = 0): unknown {
  switch (int(depth > 3 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1, 2 ** 53, -(2 ** 60), 1e308, -0, 0.1, 99_999, 10_001, 1.5]);
    case 3:
      return pick(NASTY_STRINGS);
    case 4:
      return String.fromCharCode(...Array.from({ length: int(20) }, () => int(0xffff)));
    case 5:
      return randomUUID();
    case 6:
      return Array.from({ length: int(4) }, () => randomValue(depth + 1));
    case 7: {
      const o: Record<string, unknown> = {};
      for (let i = 0; i < int(5); i++)
        o[pick(['a', '__proto__', 'events', 'type', 'x'])] = randomValue(depth + 1);
      return o;
    }
    default:
      return { events: randomValue(depth + 1) };
  }
}

const FIELDS = [
  'eventId',
  'anonymousId',
  'occurredAt',
  'category',
  'type',
  'widgetId',
  'feedId',
  'groupId',
  'videoId',
  'strategyId',
  'experimentId',
  'videoPosition',
  'videoSecondsWatched',
  'videoSecondsElapsed',
  'productId',
  'productTitle',
  'variantId',
  'variantTitle',
  'price',
  'vendor',
  'productType',
  'quantity',
  'affiliateLinkId',
  'url',
  'branchId',
  '__proto__',
];

function mutatedEvent(): Record<string, unknown> {
  const event: Record<string, unknown> =
    random() < 0.5 ? videoEvent(layoutId) : addToCartEvent(layoutId);
  for (let i = 0; i < 1 + int(3); i++) {
    const field = pick(FIELDS);
    if (random() < 0.2) delete event[field];
    else event[field] = randomValue(1);
  }
  return event;
}

function randomBody(): { body: Uint8Array<ArrayBuffer> | string; contentType: string | undefined } {
  const contentType = pick([
    'application/json',
    'text/plain;charset=UTF-8',
    undefined,
    'application/json; charset=latin1',
  ]);
  switch (int(6)) {
    case 0: {
      const bytes = new Uint8Array(int(2_000));
      for (let i = 0; i < bytes.length; i++) bytes[i] = int(256);
      return { body: bytes, contentType };
    }
    case 1:
      return { body: JSON.stringify(randomValue()), contentType };
    case 2: {
      // Valid JSON cut short, or with a byte flipped.
      const text = JSON.stringify([videoEvent(layoutId), addToCartEvent(layoutId)]);
      const cut = text.slice(0, int(text.length));
      const at = int(cut.length);
      return {
        body: cut.slice(0, at) + String.fromCharCode(int(128)) + cut.slice(at + 1),
        contentType,
      };
    }
    case 3:
      // Deep nesting.
      return { body: '['.repeat(1 + int(50_000)) + ']'.repeat(int(50_000)), contentType };
    default:
      return {
        body: JSON.stringify(
          Array.from({ length: 1 + int(30) }, () =>
            random() < 0.3 ? videoEvent(layoutId) : mutatedEvent(),
          ),
        ),
        contentType,
      };
  }
}

it(`answers every random body with a clear status and stores only what it accepted (seed ${SEED})`, async () => {
  let accepted = 0;
  const seen = new Map<number, number>();
  for (let round = 0; round < 150; round++) {
    const requests = Array.from({ length: 8 }, async () => {
      const { body, contentType } = randomBody();
      const res = await fetch(`${server.url}/events`, {
        method: 'POST',
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          'x-forwarded-for': `10.${int(250)}.${int(250)}.${int(250)}`,
        },
        body,
      });
      const text = await res.text();
      seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
      expect([202, 400, 413], `status ${res.status}: ${text.slice(0, 200)}`).toContain(res.status);
      const json = JSON.parse(text) as { accepted?: number; error?: string };
      if (res.status === 202) accepted += json.accepted ?? 0;
      else expect(typeof json.error).toBe('string');
    });
    await Promise.all(requests);
  }
  expect(seen.get(202)).toBeGreaterThan(0);
  expect(seen.get(400)).toBeGreaterThan(0);
  expect(await countEvents(server.database.db)).toBe(accepted);

  // Still healthy and still taking events.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const ok = await fetch(`${server.url}/events`, {
    method: 'POST',
    body: JSON.stringify([videoEvent(layoutId)]),
  });
  expect(ok.status).toBe(202);
}, 180_000);

it('closes the connection on a body that never stops (413) and keeps serving others', async () => {
  const huge = new Uint8Array(MAX_EVENTS_BODY_BYTES * 4).fill(0x5b);
  const res = await fetch(`${server.url}/events`, { method: 'POST', body: huge }).catch(() => null);
  // Either the 413 arrives or the connection is cut while the body is still being sent.
  if (res) expect(res.status).toBe(413);
  const ok = await fetch(`${server.url}/events`, {
    method: 'POST',
    body: JSON.stringify([videoEvent(layoutId)]),
  });
  expect(ok.status).toBe(202);
});
