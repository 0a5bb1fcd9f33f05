#!/usr/bin/env node
// Public layout payload throughput: `GET /graphql?query=getEmbeddedWidget...` (the request every
// embed frame makes, answered from the in-process cache) against plain node:http serving the same
// bytes with the same headers. Target: the API at ≥ 50 % of the raw server's requests per second.
//
//   node bench/storefront/payload.mjs [--connections 32] [--seconds 10] [--rounds 3] [--no-write]
//
// The API runs as bench/storefront/server.ts starts it (fresh PGlite, or DATABASE_URL; the demo
// layout). Both servers run in their own process on this machine and the load comes from autocannon
// in this one (keep-alive, no compression asked). Rounds alternate raw / API; medians are reported,
// with the CPU each server used per request (it does not depend on what else the machine does).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  fmt,
  machine,
  median,
  now,
  replaceSection,
  replaceTargetRow,
  root,
  startBenchServer,
  today,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const CONNECTIONS = opt('connections', 32);
const SECONDS = opt('seconds', 10);
const ROUNDS = opt('rounds', 3);
const WRITE = !args.includes('--no-write');
const TARGET = 0.5;
const log = (...parts) => console.log('[payload]', ...parts);

function loadAutocannon() {
  try {
    return require('autocannon');
  } catch {
    throw new Error('autocannon is not installed (bench workspace dependency): run npm install');
  }
}

/** The exact client document of getEmbeddedWidget, with its fragments (packages/client/operations). */
function embeddedWidgetDocument() {
  const { parse, print, visit, Kind } = require('graphql');
  const dir = path.join(root, 'packages/client/operations');
  const files = (d) =>
    readdirSync(d).flatMap((name) => {
      const file = path.join(d, name);
      return statSync(file).isDirectory() ? files(file) : name.endsWith('.graphql') ? [file] : [];
    });
  const fragments = new Map();
  let operation = null;
  for (const file of files(dir)) {
    for (const def of parse(readFileSync(file, 'utf8')).definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
      else if (def.kind === Kind.OPERATION_DEFINITION && def.name?.value === 'getEmbeddedWidget')
        operation = def;
    }
  }
  if (!operation) throw new Error('no getEmbeddedWidget operation in packages/client/operations');
  const used = new Map();
  const pending = [operation];
  while (pending.length > 0) {
    visit(pending.pop(), {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !used.has(node.name.value)) {
          used.set(node.name.value, fragment);
          pending.push(fragment);
        }
      },
    });
  }
  return [operation, ...used.values()].map((d) => print(d)).join('\n');
}

/** CPU seconds (user + system) a process has used so far. */
async function cpuSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function startRaw(snapshotFile) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/storefront/raw-server.mjs'), snapshotFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffered += chunk;
      const m = /READY (\S+)/.exec(buffered);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the raw server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function load(autocannon, url, seconds, pid) {
  const before = await cpuSeconds(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { accept: 'application/graphql-response+json, application/json' },
  });
  const cpu = (await cpuSeconds(pid)) - before;
  const total = result.requests.total;
  return {
    rps: total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: total > 0 ? (cpu / total) * 1e6 : NaN,
  };
}

async function main() {
  const autocannon = loadAutocannon();
  const document = embeddedWidgetDocument();
  log('starting the API on a fresh database (the demo layout transcodes its clip first)...');
  const api = await startBenchServer({ log: (line) => log(`server: ${line}`) });
  let raw;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-payload-'));
  try {
    log(
      `API at ${api.url} (${api.database}); layout ${api.layoutId} (${api.layoutType}, ${api.layoutOrigin})`,
    );
    const target = new URL('/graphql', api.url);
    target.searchParams.set('query', document);
    target.searchParams.set('variables', JSON.stringify({ widgetId: api.layoutId }));
    const first = await fetch(target, {
      headers: { accept: 'application/graphql-response+json, application/json' },
    });
    const body = Buffer.from(await first.arrayBuffer());
    const parsed = JSON.parse(body.toString('utf8'));
    if (first.status !== 200 || parsed.errors || !parsed.data?.getEmbeddedWidget) {
      throw new Error(
        `getEmbeddedWidget over GET answered ${first.status}: ${body.toString('utf8').slice(0, 300)}`,
      );
    }
    const headers = {};
    for (const [name, value] of first.headers) {
      if (
        !['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name)
      )
        headers[name] = value;
    }
    log(
      `payload: ${fmt(body.length)} B, ${first.headers.get('cache-control')}, etag ${first.headers.has('etag') ? 'yes' : 'no'}`,
    );
    const snapshot = path.join(dir, 'payload.json');
    await writeFile(snapshot, JSON.stringify({ headers, body: body.toString('base64') }));
    raw = await startRaw(snapshot);

    // Warm-up: JIT, caches, connections.
    await load(autocannon, raw.url, 3, raw.pid);
    await load(autocannon, target.href, 3, api.pid);
    const results = { raw: [], api: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url, pid] of [
        ['raw', raw.url, raw.pid],
        ['api', target.href, api.pid],
      ]) {
        const r = await load(autocannon, url, SECONDS, pid);
        results[name].push(r);
        log(
          `round ${round} ${name.padEnd(3)}: ${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
            `${fmt(r.cpuPerRequest, 1)} µs CPU/request, ${r.non2xx} errors or non-2xx`,
        );
      }
    }
    const m = (name, key) => median(results[name].map((r) => r[key]));
    const summary = {
      apiRps: m('api', 'rps'),
      rawRps: m('raw', 'rps'),
      apiP99: m('api', 'p99'),
      rawP99: m('raw', 'p99'),
      apiP50: m('api', 'p50'),
      rawP50: m('raw', 'p50'),
      apiCpu: m('api', 'cpuPerRequest'),
      rawCpu: m('raw', 'cpuPerRequest'),
      errors: [...results.api, ...results.raw].reduce((n, r) => n + r.non2xx, 0),
    };
    const ratio = summary.apiRps / summary.rawRps;
    const met = ratio >= TARGET && summary.errors === 0;
    log(
      `median: API ${fmt(summary.apiRps)} req/s (p99 ${summary.apiP99} ms) vs raw ${fmt(summary.rawRps)} req/s ` +
        `(p99 ${summary.rawP99} ms) → ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET * 100} %): ${met ? 'met' : 'MISSED'}`,
    );
    if (WRITE) {
      const section = [
        '## Public layout payload (throughput)',
        '',
        '`node bench/storefront/payload.mjs [--connections 32] [--seconds 10] [--rounds 3]`: autocannon',
        '(keep-alive, no compression asked) against `GET /graphql?query=<getEmbeddedWidget document>&variables=`',
        `for the demo layout on the real server (\`bench/storefront/server.ts\`, ${api.database}), and against`,
        'plain node:http (`raw-server.mjs`) answering the same bytes with the same headers. Each server',
        'runs in its own process; rounds alternate raw / API and medians are reported. CPU per request is',
        "the server process's own (user + system) and does not depend on the machine's other load.",
        '',
        `Latest run: ${now()} UTC; ${machine()}.`,
        '',
        `| measure (${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s) | API getEmbeddedWidget | raw node:http |`,
        '|---|---|---|',
        `| payload | ${fmt(body.length)} B, \`${headers['cache-control'] ?? ''}\` | same bytes and headers |`,
        `| requests per second (median) | ${fmt(summary.apiRps)} | ${fmt(summary.rawRps)} |`,
        `| latency p50 / p99 | ${summary.apiP50} / ${summary.apiP99} ms | ${summary.rawP50} / ${summary.rawP99} ms |`,
        `| CPU per request | ${fmt(summary.apiCpu, 1)} µs | ${fmt(summary.rawCpu, 1)} µs |`,
        `| **API / raw (target ≥ 50 %)** | **${(ratio * 100).toFixed(1)} %** ${met ? '(met)' : '(**missed**)'} | |`,
        `| errors or non-2xx answers | ${summary.errors} | |`,
      ].join('\n');
      await replaceSection('storefront-payload', section);
      await replaceTargetRow(
        'public embed payload ≥ 50 % of raw node:http',
        `${(ratio * 100).toFixed(0)} % (${fmt(summary.apiRps)} vs ${fmt(summary.rawRps)} req/s; p99 ${summary.apiP99} vs ${summary.rawP99} ms; ${today()})`,
      );
      log('figures written to bench/README.md');
    }
    process.exitCode = met ? 0 : 1;
  } finally {
    await raw?.stop();
    await api.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[payload] ${error.message}`);
  process.exit(1);
});
