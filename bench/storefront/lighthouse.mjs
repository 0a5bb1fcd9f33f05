#!/usr/bin/env node
// Lighthouse (mobile: default config, emulated phone, simulated slow 4G and CPU slowdown) on the
// sandbox store's product page with the demo layout and without it, in pairs (--runs pairs,
// default 5; each pair one audit with and one without, the order alternating, after one uncounted
// audit of each to warm the server), each audit in a fresh headless Debian Chromium. Target: in EVERY pair, the performance score with the layout at
// most 2 points below the score without it (each pair's drop, and min / median / max, reported).
//
// As in production the embed is on its own site: the store page is served at
// http://127.0.0.1:<port> and the embed (loader, frame, its API and media) at
// http://localhost:<port>, so Chromium runs the layout's frame in its own process, off the store
// page's main thread (--same-origin serves both from 127.0.0.1, as the bench did before). Nothing
// leaves loopback: Chromium sends every non-loopback request to the bench's egress guard, which
// refuses and counts it.
// --branding: the layouts' group has saved a custom branding (server.ts, BENCH_BRANDING=1: button
// colours, radius 4, the Powered-by logo hidden, a button font and a text font of the served
// families), so the layout loads two custom fonts from our server; the same target, plus a check
// that both fonts' stylesheets and woff2 files load in every audit with the layout, and the figures
// go to their own README section (storefront-lighthouse-branding), beside the default's.
//
//   node bench/storefront/lighthouse.mjs [--runs 5] [--dist <built apps/embed>] [--same-origin]
//                                        [--branding] [--check] [--no-write]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
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
  productUrl,
  replaceSection,
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from './lib.mjs';
import { buildEmbed } from './size.mjs';

const opts = cli();
const RUNS = opts.number('runs', 5);
const SAME_ORIGIN = opts.has('same-origin');
const BRANDING = opts.has('branding');
/** A brand font's stylesheet or file, served by us: /media/fonts/{family}/{variant}.css|.{hash}.woff2. */
const FONT_FILE = /\/media\/fonts\/([a-z0-9-]+)\/([ni][1-9])(\.[0-9a-f]+)?\.(css|woff2)(\?|$)/;
/** Points the performance score may drop with the layout, in every pair. */
export const MAX_DROP = 2;
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
      fonts: items
        .map((item) => ({ m: FONT_FILE.exec(item.url), bytes: item.transferSize ?? 0 }))
        .filter(({ m }) => m)
        .map(({ m, bytes }) => ({ font: `${m[1]}-${m[2]}`, kind: m[4], bytes })),
      frameLoaded: items.some((item) => /\/embed\/[0-9a-f-]{36}(\?|$)/i.test(item.url)),
      frameOrigin: items.find((item) => /\/embed\/[0-9a-f-]{36}(\?|$)/i.test(item.url))?.url
        ? new URL(items.find((item) => /\/embed\/[0-9a-f-]{36}(\?|$)/i.test(item.url)).url).origin
        : null,
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

/** The brand fonts a saved branding loads ('work-sans-n7'...), button and text, each once. */
function brandFontNames(branding) {
  if (!branding) throw new Error('--branding: the bench server saved no branding');
  return [
    ...new Set(
      [
        [branding.buttonFontName, branding.buttonFontUrl],
        [branding.textFontName, branding.textFontUrl],
      ]
        .filter(([name, url]) => name && url)
        .map(([name]) => name),
    ),
  ];
}

const describeBranding = (b) =>
  `button ${b.buttonBackgroundColor} on ${b.buttonTextColor}, radius ${b.buttonBorderRadius} px, ` +
  `button font ${b.buttonFontName}, text font ${b.textFontName}, text ${b.textColor}, ` +
  `highlight ${b.textHighlightColor}, Powered-by logo ${b.hideVendyBranding ? 'hidden' : 'shown'}`;

async function showsLayout(url, layoutId) {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  return html.includes(`data-vendy-layout="${layoutId}"`);
}

async function main() {
  assertChromium();
  const startedAt = now();
  const loadAtStart = loadAverage();
  const tools = await loadLighthouse();
  const given = opts.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  let server;
  let guard;
  try {
    if (!given) {
      log('building apps/embed into a temporary folder...');
      buildEmbed(dist);
    }
    log('starting the API on a copy of the prepared fixture...');
    server = await startBenchServer({
      env: { BENCH_EMBED_DIST: dist, BENCH_BRANDING: BRANDING ? '1' : '' },
      sameOrigin: SAME_ORIGIN,
      log: (l) => log(`server: ${l}`),
    });
    guard = await startEgressGuard();
    const url = await productUrl(server.store);
    const fonts = BRANDING ? brandFontNames(server.branding) : [];
    if (BRANDING)
      log(`branding saved for the layouts' group: ${describeBranding(server.branding)}`);
    log(
      `product page ${url}; embed at ${server.url}; layout ${server.layoutId} (${server.layoutType}, ${server.layoutOrigin})`,
    );
    // One audit of each variant first, not counted: the first audits after the server starts (its
    // code not yet optimised, the store page not yet rendered) are slower whichever variant they
    // load, and the first pair always starts with the layout.
    for (const variant of ['with', 'without']) {
      await server.command(variant === 'with' ? 'LAYOUT ON' : 'LAYOUT OFF');
      const r = await audit(tools, url, guard);
      log(
        `warm-up ${variant.padEnd(7)} layout (not counted): score ${r.score}, FCP ${fmt(r.fcp)} ms, TBT ${fmt(r.tbt)} ms`,
      );
    }
    const pairs = [];
    for (let i = 0; i < RUNS; i++) {
      // Alternate which goes first, so a drift in machine load hits both alike.
      const order = i % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
      const pair = { load: loadAverage() };
      for (const variant of order) {
        await server.command(variant === 'with' ? 'LAYOUT ON' : 'LAYOUT OFF');
        if ((await showsLayout(url, server.layoutId)) !== (variant === 'with')) {
          throw new Error(
            `the product page ${variant === 'with' ? 'does not show' : 'still shows'} the layout`,
          );
        }
        const r = await audit(tools, url, guard);
        pair[variant] = r;
        log(
          `pair ${i + 1} ${variant.padEnd(7)} layout: score ${r.score}, FCP ${fmt(r.fcp)} ms, LCP ${fmt(r.lcp)} ms, ` +
            `TBT ${fmt(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, SI ${fmt(r.si)} ms; ${r.requests} requests, ` +
            `${fmt(r.bytes / 1024, 1)} KiB${r.frameLoaded ? `, layout frame loaded from ${r.frameOrigin}` : ''}`,
        );
        if (BRANDING && variant === 'with')
          log(
            `  fonts: ${r.fonts.map((f) => `${f.font}.${f.kind} ${fmt(f.bytes)} B`).join(', ') || 'none'}`,
          );
        for (const w of r.warnings) log(`  warning: ${w}`);
      }
      pair.drop = pair.without.score - pair.with.score;
      log(`pair ${i + 1}: drop ${pair.drop} point(s) (load average ${pair.load})`);
      pairs.push(pair);
    }
    await server.command('LAYOUT ON');
    const baseline = new Set((pairs[0]?.without.items ?? []).map((item) => item.url));
    const added = (pairs[0]?.with.items ?? []).filter((item) => !baseline.has(item.url));
    log('what the layout adds (pair 1):');
    for (const item of added) {
      log(`  ${fmt(item.bytes).padStart(8)} B  ${item.type.padEnd(10)} ${item.url.slice(0, 140)}`);
    }
    const of = (variant, key) => stats(pairs.map((p) => p[variant][key]));
    const drops = stats(pairs.map((p) => p.drop));
    const over = pairs.filter((p) => p.drop > MAX_DROP).length;
    const framesLoaded = pairs.filter((p) => p.with.frameLoaded).length;
    const verdicts = [
      {
        target: `performance score drop with the layout ≤ ${MAX_DROP} points in every pair (${RUNS} pairs)`,
        figure: `drops ${pairs.map((p) => p.drop).join(', ')}; min / median / max ${fmtStats(drops)}; ${over} of ${RUNS} pairs over`,
        met: over === 0,
      },
      {
        target: 'the layout frame loads during every audit with the layout',
        figure: `${framesLoaded} of ${RUNS}`,
        met: framesLoaded === RUNS,
      },
    ];
    const fontsIn = (r) =>
      fonts.every((name) =>
        ['css', 'woff2'].every((kind) => r.fonts.some((f) => f.font === name && f.kind === kind)),
      );
    const fontAudits = pairs.filter((p) => fontsIn(p.with)).length;
    if (BRANDING) {
      verdicts.push({
        target: `the layout's ${fonts.length} custom fonts (${fonts.join(', ')}) load during every audit with the layout: stylesheet and woff2 file of each`,
        figure: `${fontAudits} of ${RUNS}`,
        met: fonts.length === 2 && fontAudits === RUNS,
      });
    }
    log(
      `scores with ${fmtStats(of('with', 'score'))}, without ${fmtStats(of('without', 'score'))} (min / median / max); ` +
        `drop per pair ${pairs.map((p) => p.drop).join(', ')}; ${guard.hits.length} request(s) beyond loopback refused`,
    );
    if (opts.write) {
      const row = (label, key, unit, digits = 0) =>
        `| ${label} | ${fmtStats(of('with', key), unit, { digits })} | ${fmtStats(of('without', key), unit, { digits })} |`;
      const section = [
        BRANDING
          ? '## Lighthouse on the store product page with custom fonts (with / without the layout)'
          : '## Lighthouse on the store product page (with / without the layout)',
        '',
        ...(BRANDING
          ? [
              '`node bench/storefront/lighthouse.mjs --branding [--runs 5] [--check] [--no-write]`: the bench',
              "of the section above with the layouts' group's branding saved (as a merchant on a plan with",
              'branding saves it) before the server is ready, so **the layout uses custom fonts**:',
              `${describeBranding(server.branding)}.`,
              'The frame loads both fonts (stylesheet, then woff2 file) from our own server; "without" is',
              'the page with the layout taken off, as above, so it loads no font of ours.',
              '',
            ]
          : []),
        BRANDING
          ? "As without it: Lighthouse's default"
          : "`node bench/storefront/lighthouse.mjs [--runs 5] [--check] [--no-write]`: Lighthouse's default",
        '(mobile) configuration, performance category only: emulated phone, simulated slow 4G and 4× CPU',
        "slowdown, in headless Debian Chromium, on the sandbox store's product page served by",
        '`bench/storefront/server.ts` (real server on a copy of the prepared fixture, demo layout, apps/embed',
        'built into a temporary folder). "Without" is the same page with the layout taken off (the demo',
        'layout setting cleared), so the page differs only by the layout section and the loader script.',
        SAME_ORIGIN
          ? "Store page and embed on one origin (127.0.0.1, --same-origin): the frame runs on the page's main thread."
          : "As in production the embed is on its own site: the store page at http://127.0.0.1:<port>, the embed at http://localhost:<port>, so the frame runs in its own process, off the page's main thread.",
        'Audits run in pairs (one with, one without, the order alternating) after one uncounted audit of each (the first audits after the server starts are slower whichever variant they load); the target holds in every pair.',
        '',
        runStamp(startedAt, loadAtStart),
        `Lighthouse ${pairs[0]?.with.lighthouseVersion}; Chromium at ${CHROMIUM}; ${guard.hits.length} request(s) beyond loopback refused by the egress guard.`,
        '',
        ...targetTable(verdicts),
        '',
        '| pair | load average (1 / 5 / 15) | score with | score without | drop | TBT with / without |',
        '|---|---|---|---|---|---|',
        ...pairs.map(
          (p, i) =>
            `| ${i + 1} | ${p.load} | ${p.with.score} | ${p.without.score} | ${p.drop} | ${fmt(p.with.tbt)} / ${fmt(p.without.tbt)} ms |`,
        ),
        '',
        `| min / median / max of ${RUNS} | with the layout | without |`,
        '|---|---|---|',
        row('**performance score**', 'score', ''),
        row('First Contentful Paint', 'fcp', ' ms'),
        row('Largest Contentful Paint', 'lcp', ' ms'),
        row('Total Blocking Time', 'tbt', ' ms'),
        row('Cumulative Layout Shift', 'cls', '', 3),
        row('Speed Index', 'si', ' ms'),
        row('requests', 'requests', ''),
        `| bytes transferred | ${fmtStats(stats(pairs.map((p) => p.with.bytes / 1024)), ' KiB', { digits: 1 })} | ${fmtStats(stats(pairs.map((p) => p.without.bytes / 1024)), ' KiB', { digits: 1 })} |`,
        ...(BRANDING
          ? [
              `| custom font files in each audit with the layout (pair 1) | ${pairs[0]?.with.fonts.map((f) => `${f.font}.${f.kind} ${fmt(f.bytes / 1024, 1)} KiB`).join(', ') || 'none'} | — |`,
            ]
          : []),
        `| requests the layout adds (pair 1) | ${added.map((item) => `${shortName(item.url)} ${fmt(item.bytes / 1024, 1)} KiB`).join(', ')} | — |`,
      ].join('\n');
      if (BRANDING)
        await replaceSection('storefront-lighthouse-branding', section, {
          after: 'storefront-lighthouse',
        });
      else await replaceSection('storefront-lighthouse', section);
      log('figures written to bench/README.md');
    }
    finish('lighthouse', verdicts, opts);
  } finally {
    await guard?.close();
    await server?.stop();
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[lighthouse] ${error.stack ?? error.message}`);
  process.exit(1);
});
