#!/usr/bin/env node
// Lighthouse on the demo's public slider page, /pages/demo-store/spring-looks (doc 3 §2-§5): the
// page a merchant links to from a campaign, server-rendered by the sliders module. Served by the
// storefront benches' server (bench/storefront/server.ts on a copy of the prepared fixture: the
// demo data and the demo layouts whose shoppable videos the demo slider page shows, their clip
// transcoded with real posters). Lighthouse's default configuration (mobile: emulated phone,
// simulated slow 4G, 4× CPU slowdown), performance and accessibility (SEO and best practices
// reported beside them), in a fresh headless Debian Chromium per run.
//
// Targets, in EVERY run (--runs, default 5, at least 5 with --check): performance ≥ 95,
// accessibility ≥ 95, and no third-party request before interaction (every request Lighthouse saw
// is to the page's own origin; anything not for loopback goes to the egress guard, which refuses
// and counts it).
//
//   node bench/sliders/lighthouse.mjs [--runs 5] [--check] [--no-write] [--save <dir>]
//
// --save keeps each run's whole Lighthouse report (JSON) in <dir>, to read what a score is made of.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertChromium,
  CHROMIUM,
  CHROMIUM_ARGS,
  cli,
  finish,
  fmt,
  fmtStats,
  loadAverage,
  now,
  replaceSection,
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from '../storefront/lib.mjs';

const opts = cli();
const RUNS = opts.number('runs', 5);
const SAVE = opts.value('save');
/** Lighthouse scores (0-100) every run must reach. */
export const PERFORMANCE_TARGET = 95;
export const ACCESSIBILITY_TARGET = 95;
/** The demo seed's page (apps/api/src/modules/demo/slider-seed.ts). */
const PAGE_PATH = '/pages/demo-store/spring-looks';
const SECTION = 'slider-page-lighthouse';
const log = (...parts) => console.log('[sliders:lighthouse]', ...parts);

async function loadLighthouse() {
  try {
    const lighthouse = (await import('lighthouse')).default;
    const chromeLauncher = await import('chrome-launcher');
    return { lighthouse, chromeLauncher };
  } catch (error) {
    throw new Error(
      `lighthouse (with chrome-launcher) is not installed in the bench workspace: ${error.message}`,
    );
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);

/** The audits of a category that did not pass, with what they say (for the log). */
function flagged(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id} (${a.displayValue || `score ${a.score}`})`);
}

async function audit({ lighthouse, chromeLauncher }, url, guard) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result.lhr;
    if (SAVE) {
      await mkdir(SAVE, { recursive: true });
      await writeFile(path.join(SAVE, `slider-page-${Date.now()}.json`), result.report);
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const origin = new URL(url).origin;
    const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
      (item) => !/^(data|blob):/.test(item.url),
    );
    const thirdParty = requests.filter((item) => new URL(item.url).origin !== origin);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      bytes: metric('total-byte-weight'),
      requests: requests.length,
      scripts: requests.filter((item) => item.resourceType === 'Script').length,
      kinds: requests.map((item) => item.resourceType),
      failed: requests.filter((item) => item.statusCode >= 400).map((item) => item.url),
      thirdParty: thirdParty.map((item) => item.url),
      flagged: Object.fromEntries(
        ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, flagged(lhr, c)]),
      ),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings ?? [],
      version: lhr.lighthouseVersion,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** `https://host:443` or `http://host/path` → host. */
const hostOf = (url) => url.replace(/^[a-z]+:\/\//, '').replace(/[:/].*$/, '');

/** "Document 1, Image 1" from the request kinds of a run. */
function kindsOf(kinds) {
  const counts = new Map();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} ${n}`).join(', ');
}

function verdictsOf(runs) {
  const perf = runs.map((r) => r.performance);
  const a11y = runs.map((r) => r.accessibility);
  const third = runs.map((r) => r.thirdParty.length);
  return [
    {
      target: `performance ≥ ${PERFORMANCE_TARGET} in every run`,
      figure: `${fmtStats(stats(perf))} (${perf.join(', ')})`,
      met: perf.every((s) => s >= PERFORMANCE_TARGET),
    },
    {
      target: `accessibility ≥ ${ACCESSIBILITY_TARGET} in every run`,
      figure: `${fmtStats(stats(a11y))} (${a11y.join(', ')})`,
      met: a11y.every((s) => s >= ACCESSIBILITY_TARGET),
    },
    {
      target: 'no third-party request before interaction, every run',
      figure: `${third.filter((n) => n === 0).length} of ${runs.length} runs with none`,
      met: third.every((n) => n === 0),
    },
  ];
}

function section(runs, verdicts, context) {
  const metric = (key, unit, digits = 0) =>
    fmtStats(stats(runs.map((r) => r[key])), unit, { digits });
  const flaggedOnce = [
    ...new Set(
      runs.flatMap((r) =>
        Object.entries(r.flagged).flatMap(([c, ids]) =>
          ids.map((id) => `${c}: ${id.replace(/ \(.*$/, '')}`),
        ),
      ),
    ),
  ];
  return [
    '## Public slider page: Lighthouse',
    '',
    '`node bench/sliders/lighthouse.mjs [--runs 5] [--check] [--no-write] [--save <dir>]`',
    '(`npm run sliders:lighthouse -w @vendy/bench`): Lighthouse 12 with its default configuration',
    '(mobile: emulated phone, simulated slow 4G, 4× CPU slowdown) on the demo slider page',
    `\`${PAGE_PATH}\`, in a fresh headless Debian Chromium per run, served by the storefront`,
    "benches' server on a copy of their prepared fixture (the demo layouts' shoppable videos, their",
    'clip transcoded with real posters). Requests beyond loopback go to a proxy that refuses and',
    'counts them. Targets in every run: performance and accessibility ≥ 95, no third-party request',
    'before interaction.',
    '',
    `${context.stamp} Lighthouse ${context.version}; Chromium at ${CHROMIUM}; ${runs.length} runs; Lighthouse benchmark index ${context.benchmark}.`,
    '',
    ...targetTable(verdicts),
    '',
    '| measure | min / median / max |',
    '|---|---|',
    `| performance | ${metric('performance', '')} |`,
    `| accessibility | ${metric('accessibility', '')} |`,
    `| best practices (reported) | ${metric('bestPractices', '')} |`,
    `| SEO (reported) | ${metric('seo', '')} |`,
    `| FCP | ${metric('fcp', ' ms')} |`,
    `| LCP | ${metric('lcp', ' ms')} |`,
    `| TBT | ${metric('tbt', ' ms')} |`,
    `| CLS | ${metric('cls', '', 3)} |`,
    `| Speed Index | ${metric('si', ' ms')} |`,
    `| requests before interaction | ${metric('requests', '')} (${kindsOf(runs[0].kinds)} in the first run; script files ${metric('scripts', '')}) |`,
    `| bytes transferred | ${metric('bytes', ' B')} |`,
    `| third-party requests of the page (Lighthouse's network records) | ${runs.map((r) => r.thirdParty.length).join(', ')} |`,
    `| requests beyond loopback refused by the proxy | ${runs.map((r) => r.refused).join(', ')} (to ${context.refusedHosts.join(', ') || 'none'}: Chromium's own update, time and sign-in calls unless a page's address shows here; a page's request would also be in its network records) |`,
    '',
    `Audits not fully passed in some run: ${flaggedOnce.length ? flaggedOnce.join('; ') : 'none'}.`,
  ].join('\n');
}

async function main() {
  assertChromium();
  if (opts.check && RUNS < 5) throw new Error('--check needs at least 5 runs');
  const startedAt = now();
  const loadAtStart = loadAverage();
  const tools = await loadLighthouse();
  log('starting the server (copy of the prepared storefront fixture)...');
  const server = await startBenchServer({
    sameOrigin: true,
    log: (line) => log(`server: ${line}`),
  });
  const guard = await startEgressGuard();
  try {
    const url = `${server.url}${PAGE_PATH}`;
    const first = await fetch(url);
    if (first.status !== 200)
      throw new Error(`${url} answered ${first.status}: no demo slider page`);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const before = guard.hits.length;
      const r = await audit(tools, url, guard);
      const refused = guard.hits.slice(before);
      r.refused = refused.length;
      r.refusedHosts = refused.map((hit) => hostOf(hit.url));
      if (new URL(r.finalUrl).pathname !== PAGE_PATH)
        throw new Error(`the audit ended on ${r.finalUrl}: not the page to measure`);
      runs.push(r);
      log(
        `run ${i + 1}/${RUNS}: performance ${r.performance}, accessibility ${r.accessibility}, ` +
          `best practices ${r.bestPractices}, SEO ${r.seo}; FCP ${fmt(r.fcp)} ms, LCP ${fmt(r.lcp)} ms, ` +
          `TBT ${fmt(r.tbt)} ms, CLS ${r.cls.toFixed(3)}; ${r.requests} requests (${kindsOf(r.kinds)}), ` +
          `${fmt(r.bytes)} B; third-party ${r.thirdParty.length}, refused ${r.refused}; load ${loadAverage()}`,
      );
      for (const [category, ids] of Object.entries(r.flagged))
        if (ids.length) log(`  ${category} flags: ${ids.join('; ')}`);
      for (const failed of r.failed) log(`  failed request: ${failed}`);
      for (const third of r.thirdParty) log(`  third-party request: ${third}`);
      if (refused.length)
        log(`  refused beyond loopback: ${[...new Set(r.refusedHosts)].join(', ')}`);
      for (const w of r.warnings) log(`  warning: ${w}`);
    }
    const verdicts = verdictsOf(runs);
    if (opts.write) {
      const benchmark = runs.map((r) => r.benchmarkIndex).filter(Number.isFinite);
      await replaceSection(
        SECTION,
        section(runs, verdicts, {
          stamp: runStamp(startedAt, loadAtStart),
          version: runs[0].version,
          benchmark: benchmark.length ? fmtStats(stats(benchmark)) : 'n/a',
          refusedHosts: [...new Set(runs.flatMap((r) => r.refusedHosts))].sort(),
        }),
        { after: 'app-first-route' },
      );
      log(`bench/README.md updated (${SECTION} section)`);
    }
    finish('sliders:lighthouse', verdicts, { check: opts.check });
  } finally {
    await guard.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error('[sliders:lighthouse]', error instanceof Error ? error.message : error);
  process.exit(1);
});
