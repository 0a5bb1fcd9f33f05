// Nothing acknowledged is lost: events answered with 202 are in the database after the server is
// closed in the middle of a burst (the SIGTERM path calls app.close()) and started again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { adminQuery, quoteIdent, uniqueDatabaseName, withDatabase } from '../harness/postgres';
import '../harness/provided';
import { countEvents, createGroup, createLayout, postEvents, videoEvent } from './fixtures';

let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const source = inject('testDatabase');
  if (source.kind === 'postgres') {
    // A database of its own that outlives each app: a real server restart.
    const name = uniqueDatabaseName('vendy_events_restart');
    await adminQuery(
      source.url,
      `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`,
    );
    env = { DATABASE_URL: withDatabase(source.url, name) };
    cleanup = () =>
      adminQuery(source.url, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  } else {
    // PGlite on disk: closing the app closes the database files; the next app reopens them.
    const dir = await mkdtemp(path.join(tmpdir(), 'vendy-events-restart-'));
    env = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await cleanup?.();
});

async function start(): Promise<{ app: App; url: string }> {
  const app = await createApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }));
  return { app, url: await app.listen(0) };
}

it('keeps every acknowledged event when the app closes during a burst and starts again', async () => {
  const first = await start();
  const groupId = await createGroup(first.app.database.db);
  const layoutId = await createLayout(first.app.database.db, groupId);

  const batches = Array.from({ length: 40 }, () =>
    Array.from({ length: 50 }, () => videoEvent(layoutId)),
  );
  // Batches keep arriving every few milliseconds; the app closes as soon as the first is answered,
  // so some are in flight, some already written and some arrive after the close.
  let firstAnswer!: () => void;
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
  let closing: Promise<void> | undefined;
  const closeOnce = () => (closing ??= first.app.close());
  const sent: Array<Promise<number>> = [];
  for (const [i, batch] of batches.entries()) {
    sent.push(
      postEvents(first.url, batch, { 'x-forwarded-for': `192.0.2.${i + 1}` }).then(
        (res) => {
          firstAnswer();
          return res.status;
        },
        () => 0, // refused or cut off: not acknowledged, the sender would retry
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (i === 3) void answered.then(closeOnce);
  }
  await answered;
  await closeOnce();
  const statuses = await Promise.all(sent);

  const acknowledged = batches.filter((_, i) => statuses[i] === 202);
  expect(acknowledged.length).toBeGreaterThan(0);
  // Anything not acknowledged was refused cleanly (connection refused or 503), never half-answered.
  for (const status of statuses) expect([0, 202, 503]).toContain(status);

  const second = await start();
  try {
    const ids = acknowledged.flat().map((event) => event.eventId);
    const found = await second.app.database.db.execute<{ n: number }>(
      sql`select count(distinct event_id)::int as n from analytics_events
          where event_id = any(${`{${ids.join(',')}}`}::uuid[])`,
    );
    expect(found.rows[0]?.n).toBe(ids.length);
    // And nothing was written twice.
    expect(await countEvents(second.app.database.db, groupId)).toBeGreaterThanOrEqual(ids.length);
    const all = await countEvents(second.app.database.db, groupId);
    const distinct = await second.app.database.db.execute<{ n: number }>(
      sql`select count(distinct event_id)::int as n from analytics_events where group_id = ${groupId}`,
    );
    expect(distinct.rows[0]?.n).toBe(all);

    // The reopened app takes events again.
    const res = await postEvents(second.url, [videoEvent(layoutId)]);
    expect(res.status).toBe(202);
  } finally {
    await second.app.close();
  }
}, 120_000);
