#!/usr/bin/env node
// Analytics ingest benchmark: events per second through POST /events (real server, real database,
// loopback HTTP) against a raw PostgreSQL COPY of the same rows into the same table, then a
// restart under load (SIGTERM mid-burst) to check that every acknowledged event is stored.
//
//   node bench/events/run.mjs [--events 200000] [--batch 50] [--concurrency 32] [--no-write]
//
// Uses PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a
// fresh database that is dropped afterwards; without one it falls back to PGlite (and skips COPY).
// Figures go to the "Events ingest" section of bench/README.md unless --no-write.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const TOTAL = opt('events', 200_000);
const BATCH = opt('batch', 50);
const CONCURRENCY = opt('concurrency', 32);
const WRITE = !args.includes('--no-write');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const log = (...parts) => console.log('[events bench]', ...parts);

// --- database -------------------------------------------------------------------------------

async function postgresAvailable() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return rows[0].server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

// --- server ---------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 3 minutes');
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, exited };
}

// --- load -----------------------------------------------------------------------------------

function makeEvents(count, widgetId, groupId) {
  const videos = Array.from({ length: 20 }, () => randomUUID());
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const base = {
      eventId: randomUUID(),
      anonymousId: `viewer-${i % 5000}`,
      occurredAt: now - (count - i),
      widgetId,
      feedId: null,
      groupId,
      videoId: videos[i % videos.length],
      strategyId: null,
      experimentId: null,
    };
    if (i % 25 === 0) {
      return {
        ...base,
        category: 'product',
        type: 'add-to-cart',
        productId: randomUUID(),
        productTitle: 'Linen shirt',
        variantId: 'gid://shopify/ProductVariant/4242',
        variantTitle: 'M / Blue',
        price: 49.5,
        vendor: 'Acme',
        productType: 'Shirts',
        quantity: 1,
        affiliateLinkId: null,
        url: null,
      };
    }
    const position = (i % 600) / 2;
    return {
      ...base,
      category: 'video',
      type: i % 10 === 0 ? 'play' : 'watch',
      videoPosition: String(position),
      videoSecondsWatched: String(position),
      videoSecondsElapsed: String(position + 1.5),
    };
  });
}

function batches(events, size) {
  const out = [];
  for (let i = 0; i < events.length; i += size) {
    const slice = events.slice(i, i + size);
    out.push({ ids: slice.map((e) => e.eventId), body: JSON.stringify(slice) });
  }
  return out;
}

/** Posts every batch with `concurrency` keep-alive connections; resolves with per-batch statuses. */
async function fire(url, work, concurrency, { stopOnError = false } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL('/events', url);
  const statuses = new Array(work.length).fill(0);
  let next = 0;
  const post = (body, i) =>
    new Promise((resolve) => {
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': Buffer.byteLength(body),
            // Storefront traffic comes from many visitors: spread over 2000 addresses.
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 7}.${i & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (;;) {
        const i = next++;
        if (i >= work.length) return;
        statuses[i] = await post(work[i].body, i);
        if (stopOnError && statuses[i] === 0) return;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  return { statuses, seconds };
}

// --- baseline -------------------------------------------------------------------------------

const COPY_COLUMNS =
  'event_id, occurred_at, group_id, widget_id, feed_id, anonymous_id, category, type, video_id, ' +
  'strategy_id, experiment_id, video_position, video_seconds_watched, video_seconds_elapsed, ' +
  'product_id, props';

function csvField(value) {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows the ingest stores for these events, as CSV for COPY. */
function csvRows(events, groupId) {
  const lines = events.map((e) => {
    const props =
      e.category === 'product'
        ? {
            productTitle: e.productTitle,
            variantId: e.variantId,
            variantTitle: e.variantTitle,
            vendor: e.vendor,
            productType: e.productType,
            price: e.price,
            quantity: e.quantity,
          }
        : null;
    return [
      e.eventId,
      new Date(e.occurredAt).toISOString(),
      groupId,
      e.widgetId,
      e.feedId,
      e.anonymousId,
      e.category,
      e.type,
      e.videoId,
      e.strategyId,
      e.experimentId,
      e.videoPosition === undefined ? null : Number(e.videoPosition),
      e.videoSecondsWatched === undefined ? null : Number(e.videoSecondsWatched),
      e.videoSecondsElapsed === undefined ? null : Number(e.videoSecondsElapsed),
      e.productId ?? null,
      props,
    ]
      .map(csvField)
      .join(',');
  });
  return `${lines.join('\n')}\n`;
}

function psqlCopy(databaseUrl, file) {
  const started = process.hrtime.bigint();
  const res = spawnSync(
    'psql',
    [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy analytics_events (${COPY_COLUMNS}) from '${file}' with (format csv)`],
    { encoding: 'utf8' },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (res.status !== 0) throw new Error(`psql \\copy failed: ${res.stderr || res.error}`);
  return seconds;
}

// --- README ---------------------------------------------------------------------------------

async function writeReadme(section, tableFigure) {
  const file = path.join(root, 'bench/README.md');
  let text = await readFile(file, 'utf8');
  const start = '<!-- events-bench:start -->';
  const end = '<!-- events-bench:end -->';
  const block = `${start}\n${section}\n${end}`;
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  text = text.replace(
    /(\| events ingested ≥ 50 % of a raw PostgreSQL COPY \|[^|]*\| )[^|\n]*(\|)/,
    `$1${tableFigure} $2`,
  );
  await writeFile(file, text);
}

// --- main -----------------------------------------------------------------------------------

async function main() {
  const pgVersion = await postgresAvailable();
  let databaseUrl = null;
  let cleanup = async () => {};
  let env;
  if (pgVersion) {
    const name = `vendy_bench_events_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE "${name}"`);
    databaseUrl = withDatabase(ADMIN_URL, name);
    env = { DATABASE_URL: databaseUrl };
    cleanup = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    log(`PostgreSQL ${pgVersion}, database ${name}`);
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-events-'));
    env = { DATA_DIR: dir };
    cleanup = () => rm(dir, { recursive: true, force: true });
    log('PostgreSQL not reachable: PGlite fallback (no COPY baseline)');
  }

  let server;
  try {
    server = await startServer(env);
    log(`server at ${server.url}`);

    // A group and a published layout to send events for (through the server's own database).
    const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    if (!db) throw new Error('the PGlite fallback needs a fixture path; run with PostgreSQL');
    await db.connect();
    const groupId = (await db.query(`insert into groups (name) values ('Bench shop') returning id`)).rows[0].id;
    await db.query(`create table if not exists widgets (
      id uuid primary key default gen_random_uuid(),
      group_id uuid not null references groups(id) on delete cascade,
      title text not null default 'Layout', type text not null default 'PORTRAIT',
      status text not null default 'DRAFT')`);
    const widgetId = (
      await db.query(
        `insert into widgets (group_id, title, type, status) values ($1, 'Bench layout', 'PORTRAIT', 'READY') returning id`,
        [groupId],
      )
    ).rows[0].id;

    const events = makeEvents(TOTAL, widgetId, groupId);
    const work = batches(events, BATCH);
    // Warm-up: JIT, connection pool, layout cache.
    await fire(server.url, batches(makeEvents(5_000, widgetId, groupId), BATCH), CONCURRENCY);
    await db.query('truncate analytics_events');

    log(`ingest: ${TOTAL} events, ${BATCH} per request, ${CONCURRENCY} connections`);
    const ingest = await fire(server.url, work, CONCURRENCY);
    const refused = ingest.statuses.filter((s) => s !== 202).length;
    const stored = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    const ingestRate = TOTAL / ingest.seconds;
    log(
      `ingest: ${ingest.seconds.toFixed(2)} s, ${Math.round(ingestRate)} events/s, ` +
        `${refused} requests not accepted, ${stored} rows stored`,
    );

    // COPY of the same rows into the same (emptied) table.
    await db.query('truncate analytics_events');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-copy-'));
    const csv = path.join(dir, 'events.csv');
    await writeFile(csv, csvRows(events, groupId));
    const copySeconds = psqlCopy(databaseUrl, csv);
    await rm(dir, { recursive: true, force: true });
    const copied = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    const copyRate = TOTAL / copySeconds;
    const ratio = ingestRate / copyRate;
    log(`COPY:   ${copySeconds.toFixed(2)} s, ${Math.round(copyRate)} rows/s (${copied} rows)`);
    log(`ratio:  ${(ratio * 100).toFixed(1)} % of COPY (target ≥ 50 %)`);

    // Restart under load: SIGTERM mid-burst, then every acknowledged event must be stored, and
    // resending the unacknowledged batches to the restarted server completes the set.
    await db.query('truncate analytics_events');
    const burstEvents = makeEvents(Math.min(TOTAL, 100_000), widgetId, groupId);
    const burst = batches(burstEvents, BATCH);
    const burstRun = fire(server.url, burst, CONCURRENCY);
    await new Promise((r) => setTimeout(r, 1_000));
    server.child.kill('SIGTERM');
    const [{ statuses }, exitCode] = await Promise.all([burstRun, server.exited]);
    const ackedIds = burst.flatMap((b, i) => (statuses[i] === 202 ? b.ids : []));
    const present = Number(
      (
        await db.query('select count(distinct event_id) from analytics_events where event_id = any($1::uuid[])', [
          ackedIds,
        ])
      ).rows[0].count,
    );
    log(
      `restart: SIGTERM after 1 s → exit ${exitCode}; ${ackedIds.length} events acknowledged, ` +
        `${present} of them stored, ${ackedIds.length - present} lost`,
    );
    server = await startServer(env);
    const retry = burst.filter((_, i) => statuses[i] !== 202);
    const resent = await fire(server.url, retry, CONCURRENCY);
    const finalDistinct = Number(
      (await db.query('select count(distinct event_id) from analytics_events')).rows[0].count,
    );
    log(
      `restart: ${retry.length} unacknowledged batches resent (${resent.statuses.filter((s) => s === 202).length} accepted); ` +
        `${finalDistinct} of ${burstEvents.length} distinct events stored`,
    );
    await db.end();

    const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      '## Events ingest (bench/events)',
      '',
      '`node bench/events/run.mjs` — POST /events over loopback HTTP (text/plain bodies as',
      'sendBeacon sends them, keep-alive connections, visitors spread over 2000 addresses) into',
      'PostgreSQL, against `psql \\copy` of the same rows into the same table (same indexes, FK).',
      'Server started as in production (`main.ts`, LOG_LEVEL=warn); client, server and database',
      'share the machine.',
      '',
      `Latest run: ${date} UTC, ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB,`,
      `Node ${process.versions.node}, PostgreSQL ${pgVersion}.`,
      '',
      '| measure | figure |',
      '|---|---|',
      `| events | ${TOTAL} (${BATCH} per request, ${CONCURRENCY} connections; 1 in 25 add-to-cart) |`,
      `| POST /events, end to end | ${Math.round(ingestRate)} events/s (${ingest.seconds.toFixed(2)} s, ${refused} requests refused, ${stored} rows stored) |`,
      `| psql \\copy of the same rows | ${Math.round(copyRate)} rows/s (${copySeconds.toFixed(2)} s) |`,
      `| ratio (target ≥ 50 %) | **${(ratio * 100).toFixed(1)} %** |`,
      `| SIGTERM after 1 s of a ${burstEvents.length}-event burst | ${ackedIds.length} acknowledged, ${ackedIds.length - present} lost; after resending the rest: ${finalDistinct} / ${burstEvents.length} stored |`,
    ].join('\n');
    const figure = `${(ratio * 100).toFixed(0)} % (${Math.round(ingestRate)} vs ${Math.round(copyRate)} rows/s, ${date.slice(0, 10)}); restart: 0 acknowledged lost`;
    if (WRITE) {
      await writeReadme(section, ackedIds.length === present ? figure : figure.replace('0 acknowledged lost', `${ackedIds.length - present} LOST`));
      log('figures written to bench/README.md');
    }
    if (ackedIds.length !== present) process.exitCode = 1;
  } finally {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
