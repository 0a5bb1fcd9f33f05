#!/usr/bin/env node
// Analytics ingest benchmark: events per second through POST /events (real server, real database,
// loopback HTTP) against a raw PostgreSQL COPY of the same rows into the same table, then a
// restart under load (SIGTERM mid-burst) to check that every acknowledged event is stored.
//
//   node bench/events/run.mjs [--events 200000] [--batch 50] [--concurrency 128] [--rounds 3] [--no-write]
//
// Uses PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) in a
// fresh database that is dropped afterwards; without one it falls back to PGlite (and skips COPY).
// Figures go to the "Events ingest" section of bench/README.md unless --no-write.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
const CONCURRENCY = opt('concurrency', 128);
const ROUNDS = opt('rounds', 3);
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

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
async function cpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function backendPids(db) {
  const { rows } = await db.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/** Polls the CPU of this database's backends (other than the sampler's own) until stop(). */
function backendSampler(databaseUrl, excludePid) {
  const last = new Map();
  const client = new pg.Client({ connectionString: databaseUrl });
  let timer;
  let stopped = false;
  const sample = async () => {
    for (const pid of await backendPids(client)) {
      if (pid === excludePid) continue;
      const cpu = await cpuSeconds(pid);
      if (cpu > 0) last.set(pid, cpu);
    }
  };
  const ready = client.connect().then(sample);
  const tick = () => {
    if (!stopped) timer = setTimeout(() => void sample().then(tick, tick), 100);
  };
  void ready.then(tick);
  return {
    async stop() {
      await ready;
      stopped = true;
      clearTimeout(timer);
      await sample();
      await client.end();
      let total = 0;
      for (const cpu of last.values()) total += cpu;
      return total;
    },
  };
}

async function cpuOf(pids) {
  let total = 0;
  for (const pid of pids) total += await cpuSeconds(pid);
  return total;
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
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/api/src/main.ts'], {
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

/**
 * COPY through psql (`\copy`, the client streams the file), timed from inside one psql session so
 * that starting psql and connecting are not counted. Also returns the CPU used by psql and by its
 * database backend.
 */
async function psqlCopy(databaseUrl, file) {
  const child = spawn('psql', [databaseUrl, '-At', '-v', 'ON_ERROR_STOP=1'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = [];
  let waiting = null;
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    buffered += chunk;
    let nl;
    while ((nl = buffered.indexOf('\n')) !== -1) {
      lines.push(buffered.slice(0, nl));
      buffered = buffered.slice(nl + 1);
    }
    waiting?.();
  });
  const nextLine = async () => {
    while (lines.length === 0) {
      if (child.exitCode !== null) throw new Error('psql exited');
      await new Promise((resolve) => (waiting = resolve));
    }
    return lines.shift();
  };
  child.stdin.write('select pg_backend_pid();\n');
  const backend = Number(await nextLine());
  const before = (await cpuSeconds(backend)) + (await cpuSeconds(child.pid));
  const started = process.hrtime.bigint();
  child.stdin.write(
    `\\copy analytics_events (${COPY_COLUMNS}) from '${file}' with (format csv)\n\\echo copied\n`,
  );
  while ((await nextLine()) !== 'copied');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = (await cpuSeconds(backend)) + (await cpuSeconds(child.pid)) - before;
  child.stdin.end('\\q\n');
  await new Promise((resolve) => child.once('exit', resolve));
  return { seconds, cpu };
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

/** Ingest rounds interleaved with COPY rounds, so that changing machine load hits both alike. */
async function measure({ server, db, databaseUrl, groupId, widgetId }) {
  const events = makeEvents(TOTAL, widgetId, groupId);
  const work = batches(events, BATCH);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-copy-'));
  const csv = path.join(dir, 'events.csv');
  await writeFile(csv, csvRows(events, groupId));
  // The PostgreSQL server reads nothing itself (psql streams the file), but keep it readable.
  await chmod(dir, 0o755);

  // Warm-up: JIT, connection pool, layout cache.
  await fire(server.url, batches(makeEvents(5_000, widgetId, groupId), BATCH), CONCURRENCY);
  const results = { ingest: [], copy: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    await db.query('truncate analytics_events');
    // Backends come and go with the server's pool: sample them during the round and keep each
    // one's last reading, so one that exits early still counts.
    const ownPid = (await db.query('select pg_backend_pid() as pid')).rows[0].pid;
    const dbBefore = await cpuOf(await backendPids(db));
    const sampler = backendSampler(databaseUrl, ownPid);
    const serverBefore = await cpuSeconds(server.child.pid);
    const run = await fire(server.url, work, CONCURRENCY);
    const serverCpu = (await cpuSeconds(server.child.pid)) - serverBefore;
    const dbCpu = (await sampler.stop()) - dbBefore;
    const cpu = serverCpu + dbCpu;
    const refused = run.statuses.filter((st) => st !== 202).length;
    const stored = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    results.ingest.push({ seconds: run.seconds, cpu, refused, stored });
    log(
      `round ${round} ingest: ${run.seconds.toFixed(2)} s = ${fmt(TOTAL / run.seconds)} events/s, ` +
        `CPU ${((cpu / TOTAL) * 1e6).toFixed(1)} µs/event (server ${((serverCpu / TOTAL) * 1e6).toFixed(1)}, ` +
        `database ${((dbCpu / TOTAL) * 1e6).toFixed(1)}), ${refused} refused, ${stored} stored`,
    );

    await db.query('truncate analytics_events');
    const copy = await psqlCopy(databaseUrl, csv);
    const copied = Number((await db.query('select count(*) from analytics_events')).rows[0].count);
    results.copy.push({ ...copy, copied });
    log(
      `round ${round} COPY:   ${copy.seconds.toFixed(2)} s = ${fmt(TOTAL / copy.seconds)} rows/s, ` +
        `CPU ${((copy.cpu / TOTAL) * 1e6).toFixed(1)} µs/row, ${copied} rows`,
    );
  }
  await rm(dir, { recursive: true, force: true });
  const ingestSeconds = median(results.ingest.map((r) => r.seconds));
  const copySeconds = median(results.copy.map((r) => r.seconds));
  return {
    ingestRate: TOTAL / ingestSeconds,
    copyRate: TOTAL / copySeconds,
    ratio: copySeconds / ingestSeconds,
    ingestCpu: (median(results.ingest.map((r) => r.cpu)) / TOTAL) * 1e6,
    copyCpu: (median(results.copy.map((r) => r.cpu)) / TOTAL) * 1e6,
    refused: results.ingest.reduce((n, r) => n + r.refused, 0),
    allStored: results.ingest.every((r) => r.stored === TOTAL),
    allCopied: results.copy.every((r) => r.copied === TOTAL),
  };
}

/** SIGTERM mid-burst: every acknowledged event must be stored; resending the rest completes it. */
async function restartUnderLoad({ server, db, env, groupId, widgetId }) {
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
      await db.query(
        'select count(distinct event_id) from analytics_events where event_id = any($1::uuid[])',
        [ackedIds],
      )
    ).rows[0].count,
  );
  log(
    `restart: SIGTERM after 1 s → exit ${exitCode}; ${ackedIds.length} events acknowledged, ` +
      `${present} of them stored, ${ackedIds.length - present} lost`,
  );
  const restarted = await startServer(env);
  const retry = burst.filter((_, i) => statuses[i] !== 202);
  await fire(restarted.url, retry, CONCURRENCY);
  const stored = Number(
    (await db.query('select count(distinct event_id) from analytics_events')).rows[0].count,
  );
  log(
    `restart: ${retry.length} unacknowledged batches resent; ${stored} of ${burstEvents.length} distinct events stored`,
  );
  return {
    server: restarted,
    burst: burstEvents.length,
    acked: ackedIds.length,
    lost: ackedIds.length - present,
    stored,
  };
}

async function machine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${load}`;
}

async function runPostgres(pgVersion) {
  const name = `vendy_bench_events_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE "${name}"`);
  const databaseUrl = withDatabase(ADMIN_URL, name);
  const env = { DATABASE_URL: databaseUrl };
  log(`PostgreSQL ${pgVersion}, database ${name}`);
  let server;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    server = await startServer(env);
    log(`server at ${server.url}`);
    await db.connect();
    const groupId = (await db.query(`insert into groups (name) values ('Bench shop') returning id`))
      .rows[0].id;
    const widgetId = (
      await db.query(
        `insert into widgets (group_id, title, type, status) values ($1, 'Bench layout', 'PORTRAIT', 'READY') returning id`,
        [groupId],
      )
    ).rows[0].id;

    log(`${ROUNDS} rounds of ${TOTAL} events, ${BATCH} per request, ${CONCURRENCY} connections`);
    const m = await measure({ server, db, databaseUrl, groupId, widgetId });
    log(
      `median: ingest ${fmt(m.ingestRate)} events/s, COPY ${fmt(m.copyRate)} rows/s → ` +
        `${(m.ratio * 100).toFixed(1)} % (target ≥ 50 %); CPU ${m.ingestCpu.toFixed(1)} vs ${m.copyCpu.toFixed(1)} µs/event`,
    );
    const r = await restartUnderLoad({ server, db, env, groupId, widgetId });
    server = r.server;

    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const section = [
      '## Events ingest (bench/events)',
      '',
      '`node bench/events/run.mjs [--events N] [--batch 50] [--concurrency 128] [--rounds 3]`:',
      'POST /events over loopback HTTP (text/plain bodies as sendBeacon sends them, keep-alive',
      'connections, visitors spread over 2000 addresses) into PostgreSQL, against `psql \\copy` of the',
      'same rows into the same table (same indexes and foreign key), timed inside one psql session.',
      'Rounds alternate ingest and COPY; medians are reported. The server runs as in production',
      '(`main.ts`, LOG_LEVEL=warn); client, server and database share the machine, so the CPU cost',
      'per event (server + database backends for ingest; psql + backend for COPY) is given too: it',
      'does not depend on what else the machine is doing (with other jobs running, the wall-clock',
      'ratio has been seen anywhere from 40 % to 90 %; the CPU figures stay within a few µs).',
      '',
      `Latest run: ${date} UTC; ${await machine()}; PostgreSQL ${pgVersion}.`,
      '',
      '| measure | figure |',
      '|---|---|',
      `| events per round | ${fmt(TOTAL)} (${BATCH} per request, ${CONCURRENCY} connections, ${ROUNDS} rounds; 1 in 25 is an add-to-cart) |`,
      `| POST /events, end to end (median) | ${fmt(m.ingestRate)} events/s; ${m.refused} requests refused; ${m.allStored ? 'every event stored' : 'ROWS MISSING'} |`,
      `| psql \\copy of the same rows (median) | ${fmt(m.copyRate)} rows/s |`,
      `| **ingest / COPY (target ≥ 50 %)** | **${(m.ratio * 100).toFixed(1)} %** |`,
      `| CPU per event: ingest / COPY | ${m.ingestCpu.toFixed(1)} µs / ${m.copyCpu.toFixed(1)} µs |`,
      `| SIGTERM 1 s into a ${fmt(r.burst)}-event burst | ${fmt(r.acked)} acknowledged, **${r.lost} lost**; after resending the unacknowledged batches: ${fmt(r.stored)} / ${fmt(r.burst)} stored |`,
    ].join('\n');
    const figure =
      `${(m.ratio * 100).toFixed(0)} % (${fmt(m.ingestRate)} vs ${fmt(m.copyRate)} rows/s, ${date.slice(0, 10)}; ` +
      `CPU per event ${m.ingestCpu.toFixed(1)} vs ${m.copyCpu.toFixed(1)} µs); ` +
      `SIGTERM under load: ${r.lost} acknowledged events lost`;
    if (WRITE) {
      await writeReadme(section, figure);
      log('figures written to bench/README.md');
    }
    if (r.lost > 0 || !m.allStored) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** Without PostgreSQL: ingest throughput on PGlite only (there is no COPY to compare with). */
async function runPglite() {
  log('PostgreSQL is not reachable: measuring the ingest on PGlite only (no COPY baseline).');
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/events/pglite-server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = [];
  let wake = null;
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    wake?.();
  });
  const line = async (prefix) => {
    for (;;) {
      const i = lines.findIndex((l) => l.startsWith(prefix));
      if (i !== -1) return lines.splice(i, 1)[0].split(' ').slice(1);
      if (child.exitCode !== null) throw new Error('the PGlite server exited');
      await new Promise((resolve) => (wake = resolve));
    }
  };
  const [url, groupId, widgetId] = await line('READY');
  const run = await fire(url, batches(makeEvents(TOTAL, widgetId, groupId), BATCH), CONCURRENCY);
  child.kill('SIGTERM');
  const [count] = await line('COUNT');
  const rate = TOTAL / run.seconds;
  log(`PGlite ingest: ${fmt(rate)} events/s, ${count} of ${TOTAL} stored`);
  if (WRITE) {
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    await writeReadme(
      [
        '## Events ingest (bench/events)',
        '',
        `Latest run: ${date} UTC; ${await machine()}. **PostgreSQL was not reachable**: PGlite only,`,
        'so there is no COPY baseline; run again where PostgreSQL answers for the target figure.',
        '',
        `| POST /events on PGlite | ${fmt(rate)} events/s (${fmt(TOTAL)} events, ${count} stored) |`,
        '|---|---|',
      ].join('\n'),
      `not measured on PostgreSQL (PGlite only: ${fmt(rate)} events/s, ${date.slice(0, 10)})`,
    );
  }
}

async function main() {
  const pgVersion = await postgresAvailable();
  if (pgVersion) await runPostgres(pgVersion);
  else await runPglite();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
