#!/usr/bin/env node
// A shopper on the sandbox store's Instagram page (pages/instagram, where the demo seed places the
// demo feed's app block) in headless Chromium (Debian's), on a phone-sized viewport (as browser.mjs)
// and on a desktop one (the feed keeps one height at every width). Targets, checked in EVERY run
// (--runs per viewport, default 5, a fresh browser context each), as browser.mjs checks layouts:
//   1. third-party requests before any click: 0. Any origin other than the store's and Vendy's,
//      and Instagram's CDN: the sandbox serves it from the bench server's own origin
//      (/sandbox/instagram/cdn/...), so those addresses are counted as third-party too (in
//      production they are Instagram's hosts); before a click only our own copies may load;
//   2. layout shift 0 (PerformanceObserver 'layout-shift', without shifts after input) in the store
//      page while the feed loads and is scrolled into view, and inside the feed's frame.
// The feed's placeholder keeps FEED_RESERVED_HEIGHT (packages/client/src/domain/embed.ts: the feed
// viewer's height FEED_FRAME_HEIGHT plus EMBED_HEIGHT_MARGIN_PX); the loader then gives it the
// height the frame reports (set-size). Any shift of the page means the two differ, so every run
// also records the placeholder's height before the frame, each set-size height the frame sent, the
// placeholder's height after, and the frame document's own height.
// The store page is at http://127.0.0.1:<port> and the embed at http://localhost:<port> (another
// site, as in production). Nothing leaves loopback: Chromium sends every non-loopback request to
// the bench's egress guard (a refusing proxy that counts them).
//
//   node bench/storefront/feed-browser.mjs [--runs 5] [--dist <built apps/embed>] [--check]
//                                          [--no-write]
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  assertChromium,
  CHROMIUM,
  CHROMIUM_ARGS,
  cli,
  feedHolder,
  finish,
  fmt,
  fmtStats,
  instagramPageUrl,
  loadAverage,
  now,
  replaceSection,
  root,
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from './lib.mjs';
import { buildEmbed } from './size.mjs';

const require = createRequire(import.meta.url);
const opts = cli();
const RUNS = opts.number('runs', 5);
/** Each run's viewport: a phone (as browser.mjs) and a desktop, taking turns. */
const VIEWPORTS = [
  {
    name: 'phone',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];
const log = (...parts) => console.log('[feed-browser]', ...parts);
/** Instagram's hosts (and Facebook's CDN, which serves its media): never before a click. */
const INSTAGRAM_HOST = /(^|\.)(instagram\.com|cdninstagram\.com|fbcdn\.net)$/i;
/** The sandbox's stand-in for Instagram's CDN, on the bench server's own origin. */
const SANDBOX_INSTAGRAM = /^\/sandbox\/instagram\//;

/**
 * FEED_RESERVED_HEIGHT as packages/client defines it (FEED_FRAME_HEIGHT + EMBED_HEIGHT_MARGIN_PX,
 * read from viewer-constants.ts), or null when the source no longer says it that way.
 */
function feedReservedHeight() {
  try {
    const code = readFileSync(
      path.join(root, 'packages/client/src/domain/viewer-constants.ts'),
      'utf8',
    );
    const constant = (name) =>
      Number(new RegExp(`export const ${name} = (\\d+);`).exec(code)?.[1] ?? NaN);
    const embed = readFileSync(path.join(root, 'packages/client/src/domain/embed.ts'), 'utf8');
    if (!/FEED_RESERVED_HEIGHT = FEED_FRAME_HEIGHT \+ EMBED_HEIGHT_MARGIN_PX/.test(embed))
      return null;
    const height = constant('FEED_FRAME_HEIGHT') + constant('EMBED_HEIGHT_MARGIN_PX');
    return Number.isFinite(height) ? height : null;
  } catch {
    return null;
  }
}

/** Runs in every frame before its scripts: layout shifts; in the page, the frame's set-size. */
const INIT_SCRIPT = () => {
  const w = window;
  w.__bench = { cls: 0, shifts: [], sizes: [] };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        w.__bench.cls += entry.value;
        w.__bench.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          nodes: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
          from: (entry.sources ?? []).map((s) => Math.round(s.previousRect?.height ?? 0)),
          to: (entry.sources ?? []).map((s) => Math.round(s.currentRect?.height ?? 0)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser: reported as missing.
    w.__bench.cls = null;
  }
  if (w.top === w) {
    addEventListener('message', (event) => {
      const data = event.data;
      if (data && typeof data === 'object' && data.type === 'set-size')
        w.__bench.sizes.push({
          height: data.height,
          origin: event.origin,
          at: Math.round(performance.now()),
        });
    });
  }
};

function loadPlaywright() {
  try {
    return require('playwright-core');
  } catch {
    throw new Error('playwright-core is not installed: run npm install');
  }
}

const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

async function oneRun(browser, guard, url, ownOrigins, feedId, { name, ...device }) {
  const context = await browser.newContext(device);
  await context.addInitScript(INIT_SCRIPT);
  const startedAt = Date.now();
  const requests = [];
  context.on('request', (request) =>
    requests.push({ url: request.url(), type: request.resourceType() }),
  );
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const holder = page.locator(feedHolder(feedId));
  if ((await holder.count()) === 0)
    throw new Error(`the Instagram page ${url} shows no feed ${feedId}`);
  // The space the page keeps before the frame reports its size (the app block's reserved style).
  const before = await holder.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    style: el.style.height,
    frames: el.querySelectorAll('iframe').length,
  }));
  await holder.scrollIntoViewIfNeeded();
  const frameHandle = await holder.locator('iframe').elementHandle({ timeout: 60_000 });
  const frame = await frameHandle.contentFrame();
  if (!frame) throw new Error('the feed frame has no document');
  await frame.waitForLoadState('load');
  const crossOrigin = await frameHandle.evaluate((iframe) => {
    try {
      return iframe.contentDocument === null;
    } catch {
      return true;
    }
  });
  const tiles = frame.locator('[data-post]');
  await tiles
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .catch(async (error) => {
      const text = await frame
        .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 300))
        .catch(() => '(no document)');
      throw new Error(`the feed showed no post tile in 60 s; the frame says: ${text}`, {
        cause: error,
      });
    });
  // Late requests and shifts (pictures, the frame's size message, what the feed fetches at idle).
  await page.waitForTimeout(2_000);
  await page.waitForLoadState('networkidle').catch(() => {});
  const clickAt = Date.now();

  const pageBench = await page.evaluate(() => window.__bench);
  const frameBench = await frame.evaluate(() => window.__bench);
  const after = await holder.evaluate((el) => el.getBoundingClientRect().height);
  const frameDocument = await frame.evaluate(() => ({
    height: document.documentElement.getBoundingClientRect().height,
    scroll: document.documentElement.scrollHeight,
    viewport: innerHeight,
  }));
  const tileCount = await tiles.count();
  const isOwn = (u) => ownOrigins.has(u.origin) && !SANDBOX_INSTAGRAM.test(u.pathname);
  const thirdParty = [];
  const instagramCdn = [];
  let pictures = 0;
  for (const r of requests) {
    let u;
    try {
      u = new URL(r.url);
    } catch {
      continue;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') continue;
    if (ownOrigins.has(u.origin) && SANDBOX_INSTAGRAM.test(u.pathname)) instagramCdn.push(r.url);
    else if (!isOwn(u)) thirdParty.push(r.url);
    else if (r.type === 'image') pictures++;
  }
  const guardBefore = guard.hits.filter((h) => h.at >= startedAt && h.at < clickAt);
  const instagramConnects = guardBefore
    .filter((h) => INSTAGRAM_HOST.test(hostOf(h.url)))
    .map((h) => h.url);
  await context.close();
  return {
    viewport: name,
    requestsBefore: requests.length,
    pictures,
    tiles: tileCount,
    thirdParty,
    instagramCdn,
    instagramConnects,
    guardBefore: guardBefore.map((h) => h.url),
    crossOrigin,
    pageCls: pageBench.cls,
    pageShifts: pageBench.shifts,
    frameCls: frameBench.cls,
    frameShifts: frameBench.shifts,
    reservedBefore: before.height,
    reservedStyle: before.style,
    framesBefore: before.frames,
    reported: pageBench.sizes.map((s) => s.height),
    holderAfter: after,
    frameDocument,
  };
}

async function main() {
  assertChromium();
  const startedAt = now();
  const loadAtStart = loadAverage();
  const { chromium } = loadPlaywright();
  const reserved = feedReservedHeight();
  const given = opts.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  let server;
  let browser;
  let guard;
  try {
    if (!given) {
      log('building apps/embed into a temporary folder...');
      buildEmbed(dist);
    }
    log('starting the API on a copy of the prepared fixture...');
    server = await startBenchServer({
      env: { BENCH_EMBED_DIST: dist },
      log: (l) => log(`server: ${l}`),
    });
    if (!server.feed?.feedId)
      throw new Error('the bench server has no demo Instagram feed (see server.ts)');
    const url = instagramPageUrl(server.store);
    const ownOrigins = new Set([new URL(server.url).origin, new URL(server.store).origin]);
    const feed = server.feed;
    log(
      `Instagram page ${url}; embed at ${server.url}; feed ${feed.feedId} (${feed.posts} posts, ${feed.ownVideos} of ${feed.videos} videos on our copies); FEED_RESERVED_HEIGHT ${reserved ?? 'unknown'} px`,
    );
    guard = await startEgressGuard();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
    });
    const runs = [];
    for (let i = 1; i <= RUNS * VIEWPORTS.length; i++) {
      const device = VIEWPORTS[(i - 1) % VIEWPORTS.length];
      const r = await oneRun(browser, guard, url, ownOrigins, feed.feedId, device);
      runs.push(r);
      log(
        `run ${i} (${r.viewport}): ${r.requestsBefore} requests before a click (${r.pictures} of our pictures), ${r.thirdParty.length} third-party, ${r.instagramCdn.length} to Instagram's CDN (sandbox), ${r.instagramConnects.length} Instagram connections; ` +
          `CLS page ${r.pageCls?.toFixed(4)} frame ${r.frameCls?.toFixed(4)}; ${r.tiles} tiles; frame ${r.crossOrigin ? 'cross-site' : 'SAME-ORIGIN'}; ` +
          `placeholder ${fmt(r.reservedBefore)} px before the frame, frame reported ${r.reported.join(', ') || 'nothing'} px, placeholder ${fmt(r.holderAfter)} px after; frame document ${fmt(r.frameDocument.height)} px`,
      );
      for (const u of [...r.thirdParty, ...r.instagramCdn, ...r.instagramConnects])
        log(`  third-party before click: ${u}`);
      for (const s of [...(r.pageShifts ?? []), ...(r.frameShifts ?? [])])
        log(
          `  shift ${s.value.toFixed(4)} at ${s.at} ms (${s.nodes.join(', ')}; heights ${s.from.join(', ')} → ${s.to.join(', ')} px)`,
        );
    }

    const thirdPartyOf = (r) =>
      r.thirdParty.length + r.instagramCdn.length + r.instagramConnects.length;
    const thirdPartyRuns = runs.filter((r) => thirdPartyOf(r) > 0);
    const clsRuns = runs.filter((r) => r.pageCls !== 0 || r.frameCls !== 0);
    const pageCls = stats(runs.map((r) => r.pageCls ?? Infinity));
    const frameCls = stats(runs.map((r) => r.frameCls ?? Infinity));
    const lastReported = runs.map((r) => r.reported.at(-1) ?? null);
    const reportedValues = [...new Set(runs.flatMap((r) => r.reported))].sort((a, b) => a - b);
    const heightsDiffer = runs.filter(
      (r) => r.reported.some((h) => h !== r.reservedBefore) || r.holderAfter !== r.reservedBefore,
    );
    const guardTotal = guard.hits.length;
    const guardHosts = [...new Set(guard.hits.map((h) => hostOf(h.url)))];
    const sameSite = runs.filter((r) => !r.crossOrigin).length;
    const heightFigure =
      `reserved ${reserved ?? '?'} px (FEED_RESERVED_HEIGHT; the placeholder measured ${fmtStats(stats(runs.map((r) => r.reservedBefore)), ' px')} before the frame), ` +
      `frame reported ${reportedValues.length ? reportedValues.map((h) => fmt(h)).join(', ') : 'nothing'} px ` +
      `(last message per run: ${lastReported.map((h) => (h === null ? 'none' : fmt(h))).join(', ')}); ` +
      `${heightsDiffer.length} of ${runs.length} runs with a reported height other than the reserved one`;
    const verdicts = [
      {
        target: `0 third-party requests before a click (Instagram's CDN included, the sandbox's stand-in too), in every run (${runs.length} runs)`,
        figure: `worst run ${Math.max(...runs.map(thirdPartyOf))}; ${thirdPartyRuns.length} of ${runs.length} runs with any; our own pictures before a click ${fmtStats(stats(runs.map((r) => r.pictures)))}`,
        met: thirdPartyRuns.length === 0,
      },
      {
        target: `layout shift 0 in the page and in the feed's frame, in every run (${runs.length} runs)`,
        figure: `page max ${pageCls.max.toFixed(4)}, frame max ${frameCls.max.toFixed(4)}; ${clsRuns.length} of ${runs.length} runs with a shift; ${heightFigure}`,
        met: clsRuns.length === 0,
      },
    ];
    log(`summary: ${heightFigure}`);
    log(
      `requests beyond loopback: ${guardTotal} refused by the guard (${guardHosts.join(', ') || 'none'})`,
    );
    if (sameSite > 0)
      log(`warning: in ${sameSite} run(s) the page could read the frame's document (same origin)`);
    if (opts.write) {
      const shifts = runs.flatMap((r) => [
        ...(r.pageShifts ?? []).map((s) => ({ ...s, where: 'page' })),
        ...(r.frameShifts ?? []).map((s) => ({ ...s, where: 'frame' })),
      ]);
      const section = [
        '## Instagram feed page in a browser (requests, layout shift, height)',
        '',
        '`node bench/storefront/feed-browser.mjs [--runs 5] [--check] [--no-write]` (runs per viewport)',
        'builds apps/embed into a temporary folder, starts `bench/storefront/server.ts` on a copy of the prepared fixture',
        "(real server; the demo Instagram feed that the demo seed connects, syncs and places on the store's",
        "Instagram page) and opens the sandbox store's Instagram page (`pages/instagram`) in headless",
        'Debian Chromium through playwright-core, a new browser context (empty cache) per run, the runs',
        'taking turns between a 412 × 823 phone viewport (touch, as browser.mjs) and a 1280 × 800',
        'desktop one (the feed keeps one height at every width). The page is served at',
        'http://127.0.0.1:<port> and the embed at http://localhost:<port> (another site, as in',
        'production). Each run scrolls the feed into view,',
        'waits for its post tiles, lets everything settle, and checks, before any click: third-party',
        "requests (any origin other than the store's and the embed's, and Instagram's CDN: the sandbox",
        "serves it from the bench server's own origin, under `/sandbox/instagram/`, so those count as",
        'third-party too), and layout shift in the page and in the frame (PerformanceObserver',
        "'layout-shift', buffered). The placeholder reserves FEED_RESERVED_HEIGHT",
        '(packages/client `domain/embed.ts`); the loader then sets it to the height the frame reports',
        '(set-size): any shift of the page means the two differ, so each run records both. Nothing',
        "leaves loopback: every non-loopback request goes to the bench's egress guard (a refusing proxy",
        'that counts it).',
        '',
        runStamp(startedAt, loadAtStart),
        `Chromium at ${CHROMIUM}; feed ${feed.feedId} (demo seed): ${feed.posts} posts, ${feed.media} media rows, ${feed.ownVideos} of ${feed.videos} videos on our HLS copies; ${RUNS} runs per viewport (${VIEWPORTS.map((v) => `${v.name} ${v.viewport.width} × ${v.viewport.height}`).join(', ')}), ${runs.length} in all.`,
        '',
        ...targetTable(verdicts),
        '',
        '| also measured | figure |',
        '|---|---|',
        `| height: reserved (FEED_RESERVED_HEIGHT) / placeholder before the frame / reported by the frame (set-size) / placeholder after, per run (px) | ${runs.map((r) => `${r.viewport} ${reserved ?? '?'} / ${fmt(r.reservedBefore)} / ${r.reported.map((h) => fmt(h)).join(' → ') || 'none'} / ${fmt(r.holderAfter)}`).join('; ')} |`,
        `| frame document height (px, min / median / max) | ${fmtStats(stats(runs.map((r) => r.frameDocument.height)))} |`,
        `| layout shifts, every run (value, where, heights before → after) | ${shifts.length ? shifts.map((s) => `${s.value.toFixed(4)} ${s.where} (${s.nodes.join(', ')}; ${s.from.join(', ')} → ${s.to.join(', ')} px)`).join('; ') : 'none'} |`,
        `| before a click (min / median / max) | post tiles ${fmtStats(stats(runs.map((r) => r.tiles)))}; our own pictures loaded ${fmtStats(stats(runs.map((r) => r.pictures)))}; requests ${fmtStats(stats(runs.map((r) => r.requestsBefore)))} |`,
        `| requests beyond loopback, none sent | ${guardTotal} refused by the egress guard (hosts: ${guardHosts.join(', ') || 'none'}; Chromium's own background requests) |`,
        `| frame on another site than the page | ${runs.length - sameSite} of ${runs.length} runs |`,
      ].join('\n');
      await replaceSection('storefront-feed-browser', section);
      log('figures written to bench/README.md');
    }
    finish('feed-browser', verdicts, opts);
  } finally {
    await browser?.close();
    await guard?.close();
    await server?.stop();
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[feed-browser] ${error.stack ?? error.message}`);
  process.exit(1);
});
