#!/usr/bin/env node
// Lighthouse on the merchant app's first routes: /login (signed out) and /dashboard (signed in as
// the demo merchant, demo@vendy.app), served by the real server (bench/app/server.ts: the API on a
// fresh PGlite database with the demo data, apps/web built into a temporary folder and served from
// it as in production). Lighthouse's default configuration (mobile: emulated phone, simulated slow
// 4G, 4× CPU slowdown), performance category only, in a fresh headless Debian Chromium per run.
// Target: performance ≥ 95 in EVERY run of each route (--runs, default 5, at least 5 with --check).
// Every request that is not for loopback goes to a refusing proxy: it is counted, never sent.
//
//   node bench/app/lighthouse.mjs [--runs 5] [--dist <built apps/web>] [--check] [--no-write]
//                                 [--save <dir>] [--only <route>]
//
// --only audits one route of ROUTES (an experiment: it writes nothing and checks nothing). With
// BENCH_SAVE_TRACE=1, --save keeps each run's trace too (<name>.trace.json, a few MB), to read
// when the page's first frame was drawn and presented.
//
// --save keeps each run's whole Lighthouse report (JSON) in <dir>, to read what a score is made of
// (main-thread breakdown, critical chains, LCP element).
//
// --check also runs the size bench's measure (bench/app/size.mjs) on the same build and fails
// when a route's JavaScript is over its target.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildWeb,
  FIRST_ROUTE_TARGET,
  fmt,
  LIGHTHOUSE_TARGET,
  machine,
  median,
  now,
  parseArgs,
  root,
  ROUTES,
  spread,
  writeSection,
} from './lib.mjs';
import { startEgressGuard } from '../storefront/lib.mjs';
import { measureRoutes } from './size.mjs';

const args = parseArgs();
const RUNS = Number(args.value('runs') ?? 5);
const CHECK = args.has('check');
const WRITE = !args.has('no-write') && !args.has('only');
const SAVE = args.value('save');
const ONLY = args.value('only');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** This bench's ports (the server, the refusing proxy); Chromium's DevTools takes a free one. */
const SERVER_PORT = Number(process.env.BENCH_APP_PORT ?? 3301);
const PROXY_PORT = SERVER_PORT + 1;
const DEMO = { email: 'demo@vendy.app', password: 'vendy-demo-1' };
const log = (...parts) => console.log('[app:lighthouse]', ...parts);

// --- the server -------------------------------------------------------------------------------

async function startServer(dist) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/app/server.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_WEB_DIST: dist, BENCH_PORT: String(SERVER_PORT) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let buffered = '';
  // Waits for the server's own READY / FAIL line (or its exit), never on a clock.
  const info = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)));
        else if (line.startsWith('FAIL ')) reject(new Error(`server: ${line.slice(5)}`));
        else if (line.trim()) log(`server: ${line}`);
      }
    });
    void exited.then((code) =>
      reject(new Error(`the server exited with ${code} before it was ready`)),
    );
  });
  return {
    ...info,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The demo merchant's session cookie, from the app's own login mutation. */
async function signIn(url) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vendy-csrf': '1' },
    body: JSON.stringify({
      query:
        'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { success message } }',
      variables: DEMO,
    }),
  });
  const body = await res.json();
  if (!body?.data?.login?.success) {
    throw new Error(`the demo merchant could not sign in: ${JSON.stringify(body)}`);
  }
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('the login answer set no cookie');
  return cookies.join('; ');
}

// --- no request leaves loopback ----------------------------------------------------------------

/**
 * Chromium sends everything that is not for loopback to the storefront benches' egress guard
 * (loopback is never proxied), which refuses it and counts it.
 */
async function startRefusingProxy() {
  const guard = await startEgressGuard({ port: PROXY_PORT });
  return {
    get refused() {
      return guard.hits.map((hit) => hit.url);
    },
    close: guard.close,
  };
}

// --- Lighthouse -------------------------------------------------------------------------------

async function loadLighthouse() {
  try {
    const lighthouse = (await import('lighthouse')).default;
    const chromeLauncher = await import('chrome-launcher');
    return { lighthouse, chromeLauncher };
  } catch (error) {
    throw new Error(`lighthouse is not installed in the bench workspace: ${error.message}`);
  }
}

async function audit({ lighthouse, chromeLauncher }, url, extraHeaders) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--mute-audio',
      `--proxy-server=http://127.0.0.1:${PROXY_PORT}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const lhr = result.lhr;
    if (SAVE) {
      await mkdir(SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '') || 'root'}-${Date.now()}.json`;
      await writeFile(path.join(SAVE, name), result.report);
      if (process.env.BENCH_SAVE_TRACE) {
        await writeFile(
          path.join(SAVE, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(result.artifacts.Trace ?? result.artifacts.traces?.defaultPass ?? null),
        );
      }
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      bytes: metric('total-byte-weight'),
      scriptBytes: scripts.reduce((t, item) => t + (item.transferSize ?? 0), 0),
      scripts: scripts.length,
      requests: items.length,
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** `https://host:443` or `http://host/path` → host. */
const hostOf = (url) => url.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, '');

// --- report -----------------------------------------------------------------------------------

function section(results, sizes, context) {
  const rows = [];
  for (const [route, runs] of Object.entries(results)) {
    const scores = runs.map((r) => r.score);
    const met = scores.every((s) => s >= LIGHTHOUSE_TARGET);
    rows.push(
      `| ${route} | **${spread(scores)}** | ${scores.join(', ')} | ${spread(runs.map((r) => r.fcp))} | ${spread(runs.map((r) => r.lcp))} | ${spread(runs.map((r) => r.tbt))} | ${spread(
        runs.map((r) => r.cls),
        3,
      )} | ${fmt(median(runs.map((r) => r.scriptBytes)))} B in ${median(runs.map((r) => r.scripts))} | ${runs.reduce((t, r) => t + r.refused, 0)} | ≥ ${LIGHTHOUSE_TARGET} in every run: ${met ? 'met' : '**MISSED**'} |`,
    );
  }
  return [
    '### Lighthouse on /login and /dashboard',
    '',
    '`npm run app:lighthouse -w @vendy/bench` (`node bench/app/lighthouse.mjs [--runs 5] [--check]',
    "[--no-write]`): Lighthouse's default configuration (mobile: emulated phone, simulated slow 4G,",
    '4× CPU slowdown), performance only, in a fresh headless Debian Chromium per run, against the real',
    'server (`bench/app/server.ts`: fresh PGlite with the demo data, apps/web built into a temporary',
    'folder and served from it as in production). /dashboard is signed in as the demo merchant.',
    'Requests beyond loopback go to a proxy that refuses and counts them. Target: performance',
    `≥ ${LIGHTHOUSE_TARGET} in every run (not only the median). The simulated throttling takes the CPU`,
    "time of the page's tasks as observed, so a loaded machine lowers TBT-driven scores.",
    '',
    `Latest run: ${context.when} UTC; ${context.machine}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' / ',
      )}; Lighthouse ${context.version}; Chromium at ${CHROMIUM}; ${context.runs} runs per route; Lighthouse benchmark index ${context.benchmark}.`,
    '',
    '| route | score min / median / max | every run | FCP ms | LCP ms | TBT ms | CLS | JS transferred (median) | refused non-loopback requests | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Refused requests went to: ${[...new Set(Object.values(results).flatMap((runs) => runs.flatMap((r) => r.refusedHosts)))].join(', ') || 'none'} (Chromium's own background calls unless an app address shows here).`,
    ...(sizes
      ? [
          '',
          `Same build, JavaScript before the route can be used (gzip -9, target ≤ ${fmt(FIRST_ROUTE_TARGET)} B): ${sizes
            .map(
              (s) =>
                `${s.route} ${fmt(s.js.total.gzip)} B (${s.held ? (s.met ? 'met' : 'MISSED') : 'reported'})`,
            )
            .join(', ')}.`,
        ]
      : []),
  ].join('\n');
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (CHROMIUM_PATH)`);
  if (CHECK && RUNS < 5) throw new Error('--check needs at least 5 runs per route');
  if (CHECK && ONLY) throw new Error('--check audits every route: not with --only');
  if (ONLY && !ROUTES[ONLY]) throw new Error(`--only ${ONLY}: not a route of ROUTES (lib.mjs)`);
  const tools = await loadLighthouse();
  const given = args.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-web-'));
  const startMachine = machine();
  let server;
  let proxy;
  try {
    if (!given) {
      log('building apps/web into a temporary folder...');
      buildWeb(dist);
    }
    const sizes = await measureRoutes(dist).catch((error) => {
      log(`size not measured: ${error.message}`);
      return null;
    });
    log('starting the server (fresh PGlite with the demo data)...');
    server = await startServer(dist);
    log(
      `server ${server.url} ready in ${fmt(server.startMs)} ms (database from cache: ${server.databaseFromCache})`,
    );
    proxy = await startRefusingProxy();
    const cookie = await signIn(server.url);
    const results = {};
    let version = '';
    let benchmark = [];
    for (const route of ONLY ? [ONLY] : Object.keys(ROUTES)) {
      results[route] = [];
      const signedIn = route !== '/login';
      for (let i = 0; i < RUNS; i++) {
        const before = proxy.refused.length;
        const r = await audit(tools, `${server.url}${route}`, signedIn ? { Cookie: cookie } : null);
        const refused = proxy.refused.slice(before);
        r.refused = refused.length;
        r.refusedHosts = [...new Set(refused.map(hostOf))];
        version = r.lighthouseVersion;
        benchmark.push(r.benchmarkIndex);
        if (new URL(r.finalUrl).pathname !== route) {
          throw new Error(`${route} ended on ${r.finalUrl}: not the page to measure`);
        }
        results[route].push(r);
        log(
          `${route} run ${i + 1}/${RUNS}: score ${r.score}, FCP ${fmt(r.fcp)} ms, LCP ${fmt(r.lcp)} ms, ` +
            `TBT ${fmt(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${fmt(r.si)} ms; ${r.requests} requests, ` +
            `JS ${fmt(r.scriptBytes)} B in ${r.scripts} files; refused ${r.refused}; load ${os.loadavg()[0].toFixed(2)}`,
        );
        for (const w of r.warnings) log(`  warning: ${w}`);
        if (refused.length) log(`  refused: ${r.refusedHosts.join(', ')}`);
      }
    }
    const misses = [];
    for (const [route, runs] of Object.entries(results)) {
      const scores = runs.map((r) => r.score);
      const met = scores.every((s) => s >= LIGHTHOUSE_TARGET);
      log(
        `${route}: score min / median / max ${spread(scores)} (runs: ${scores.join(', ')}); ` +
          `target ≥ ${LIGHTHOUSE_TARGET} in every run: ${met ? 'met' : 'MISSED'}`,
      );
      if (!met)
        misses.push(`${route} scores ${scores.join(', ')} (a run under ${LIGHTHOUSE_TARGET})`);
    }
    for (const s of sizes ?? []) {
      log(
        `${s.route}: JavaScript before use ${fmt(s.js.total.gzip)} B gzip: ${s.held ? (s.met ? 'met' : 'MISSED') : 'reported'}`,
      );
      if (!s.ok)
        misses.push(
          `${s.route} JavaScript ${fmt(s.js.total.gzip)} B > ${fmt(FIRST_ROUTE_TARGET)} B`,
        );
    }
    if (proxy.refused.length > 0) {
      log(
        `refused non-loopback requests to: ${[...new Set(proxy.refused.map(hostOf))].join(', ')}`,
      );
    }
    if (WRITE) {
      benchmark = benchmark.filter(Number.isFinite);
      await writeSection(
        'lighthouse',
        section(results, sizes, {
          when: now(),
          machine: startMachine,
          version,
          runs: RUNS,
          benchmark: benchmark.length ? spread(benchmark) : 'n/a',
        }),
      );
      log('bench/README.md updated (app-first-route section)');
    }
    if (CHECK && misses.length > 0) {
      console.error(`[app:lighthouse] CHECK FAILED: ${misses.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await proxy?.close();
    await server?.stop();
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('[app:lighthouse]', error instanceof Error ? error.message : error);
  process.exit(1);
});
