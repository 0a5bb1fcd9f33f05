#!/usr/bin/env node
// Lighthouse (mobile: default config, emulated phone, simulated slow 4G and CPU slowdown) on the
// sandbox store's product page with the demo layout and without it. Target: the performance score
// with the layout at most 2 points below the score without it (median of --runs each, default 5).
// Runs alternate with / without (the server takes the layout off the store pages in between), each
// in a fresh headless Debian Chromium.
//
//   node bench/storefront/lighthouse.mjs [--runs 5] [--dist <built apps/embed>] [--no-write]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assertChromium,
  CHROMIUM,
  fmt,
  machine,
  median,
  now,
  replaceSection,
  replaceTargetRow,
  startBenchServer,
  today,
} from './lib.mjs';
import { buildEmbed } from './size.mjs';

const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const RUNS = Number(argValue('runs') ?? 5);
const WRITE = !args.includes('--no-write');
const MAX_DROP = 2;
const log = (...parts) => console.log('[lighthouse]', ...parts);

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

async function audit({ lighthouse, chromeLauncher }, url) {
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
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const items = lhr.audits['network-requests']?.details?.items ?? [];
    return {
      requests: items.length,
      items: items.map((item) => ({
        url: item.url,
        bytes: item.transferSize ?? 0,
        type: item.resourceType ?? '',
      })),
      frameLoaded: items.some((item) => /\/embed\/[0-9a-f-]{36}(\?|$)/i.test(item.url)),
      bytes: metric('total-byte-weight'),
      score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      warnings: lhr.runWarnings ?? [],
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}

/** `loader.js`, `index-….js`, `getExperimentData`... for the table. */
function shortName(url) {
  const u = new URL(url);
  if (u.pathname === '/graphql')
    return /query\s+(\w+)/.exec(u.searchParams.get('query') ?? '')?.[1] ?? 'graphql';
  if (/^\/embed\/[0-9a-f-]{36}$/i.test(u.pathname)) return 'embed page';
  return u.pathname.split('/').pop() || u.pathname;
}

async function productUrl(store) {
  const html = await (
    await fetch(`${store}/collections/all`, { headers: { accept: 'text/html' } })
  ).text();
  const href = /href="([^"]*\/products\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`no product link on ${store}/collections/all`);
  return new URL(href, `${store}/`).href;
}

async function showsLayout(url, layoutId) {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return html.includes(`data-vendy-layout="${layoutId}"`);
}

async function main() {
  assertChromium();
  const tools = await loadLighthouse();
  const given = argValue('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  let server;
  try {
    if (!given) {
      log('building apps/embed into a temporary folder...');
      buildEmbed(dist);
    }
    log('starting the API on a fresh database (the demo layout transcodes its clip first)...');
    server = await startBenchServer({
      env: { BENCH_EMBED_DIST: dist },
      log: (l) => log(`server: ${l}`),
    });
    const url = await productUrl(server.store);
    log(
      `product page ${url}; layout ${server.layoutId} (${server.layoutType}, ${server.layoutOrigin})`,
    );
    const runs = { with: [], without: [] };
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so a drift in machine load hits both alike.
      const order = i % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      for (const variant of order) {
        await server.command(variant === 'with' ? 'LAYOUT ON' : 'LAYOUT OFF');
        if ((await showsLayout(url, server.layoutId)) !== (variant === 'with')) {
          throw new Error(
            `the product page ${variant === 'with' ? 'does not show' : 'still shows'} the layout`,
          );
        }
        const r = await audit(tools, url);
        runs[variant].push(r);
        log(
          `run ${i + 1} ${variant.padEnd(7)} layout: score ${r.score}, FCP ${fmt(r.fcp)} ms, LCP ${fmt(r.lcp)} ms, ` +
            `TBT ${fmt(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${fmt(r.si)} ms; ${r.requests} requests, ` +
            `${fmt(r.bytes / 1024, 1)} KiB${r.frameLoaded ? ', layout frame loaded' : ''}`,
        );
        for (const w of r.warnings) log(`  warning: ${w}`);
      }
    }
    await server.command('LAYOUT ON');
    const baseline = new Set((runs.without[0]?.items ?? []).map((item) => item.url));
    const added = (runs.with[0]?.items ?? []).filter((item) => !baseline.has(item.url));
    log('what the layout adds (run 1):');
    for (const item of added) {
      log(`  ${fmt(item.bytes).padStart(8)} B  ${item.type.padEnd(10)} ${item.url.slice(0, 140)}`);
    }
    const med = (variant, key) => median(runs[variant].map((r) => r[key]));
    const withScore = med('with', 'score');
    const withoutScore = med('without', 'score');
    const drop = withoutScore - withScore;
    const met = drop <= MAX_DROP;
    log(
      `median of ${RUNS}: with the layout ${withScore}, without ${withoutScore} → drop ${drop} point(s) ` +
        `(target ≤ ${MAX_DROP}): ${met ? 'met' : 'MISSED'}`,
    );
    if (WRITE) {
      const row = (label, key, unit, digits = 0) =>
        `| ${label} | ${fmt(med('with', key), digits)}${unit} | ${fmt(med('without', key), digits)}${unit} |`;
      const section = [
        '## Lighthouse on the store product page (with / without the layout)',
        '',
        "`node bench/storefront/lighthouse.mjs [--runs 5]`: Lighthouse's default (mobile) configuration,",
        'performance category only: emulated phone, simulated slow 4G and 4× CPU slowdown, in headless',
        "Debian Chromium, on the sandbox store's product page served by `bench/storefront/server.ts`",
        '(real server, fresh database, demo layout, apps/embed built into a temporary folder). "Without"',
        'is the same page with the layout taken off (the demo layout setting cleared), so the page',
        'differs only by the layout section and the loader script. Runs alternate, medians reported.',
        '',
        `Latest run: ${now()} UTC; ${machine()}; Lighthouse ${runs.with[0]?.lighthouseVersion}; Chromium at ${CHROMIUM}.`,
        '',
        `| median of ${RUNS} | with the layout | without |`,
        '|---|---|---|',
        `| **performance score** | **${withScore}** | **${withoutScore}** |`,
        row('First Contentful Paint', 'fcp', ' ms'),
        row('Largest Contentful Paint', 'lcp', ' ms'),
        row('Total Blocking Time', 'tbt', ' ms'),
        row('Cumulative Layout Shift', 'cls', '', 3),
        row('Speed Index', 'si', ' ms'),
        row('requests', 'requests', ''),
        `| bytes transferred | ${fmt(med('with', 'bytes') / 1024, 1)} KiB | ${fmt(med('without', 'bytes') / 1024, 1)} KiB |`,
        `| requests the layout adds (run 1) | ${added.map((item) => `${shortName(item.url)} ${fmt(item.bytes / 1024, 1)} KiB`).join(', ')} | — |`,
        `| layout frame loaded during the audit | ${runs.with.filter((r) => r.frameLoaded).length} of ${RUNS} runs | — |`,
        `| scores of each run | ${runs.with.map((r) => r.score).join(', ')} | ${runs.without.map((r) => r.score).join(', ')} |`,
        '',
        `Drop with the layout: **${drop} point(s)** (target ≤ ${MAX_DROP}): ${met ? 'met' : '**missed**'}.`,
      ].join('\n');
      await replaceSection('storefront-lighthouse', section);
      await replaceTargetRow(
        'no layout shift, Lighthouse drop ≤ 2 points',
        `Lighthouse mobile ${withScore} with vs ${withoutScore} without (drop ${drop}); CLS with layout ${fmt(med('with', 'cls'), 3)} (${today()}); browser CLS: see below`,
      );
      log('figures written to bench/README.md');
    }
    process.exitCode = met ? 0 : 1;
  } finally {
    await server?.stop();
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[lighthouse] ${error.message}`);
  process.exit(1);
});
