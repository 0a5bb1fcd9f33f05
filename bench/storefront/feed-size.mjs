#!/usr/bin/env node
// What the Instagram feed viewer (/embed/ig/{feedId}) runs before a shopper interacts, compressed
// as a CDN sends it (gzip -9; brotli 11 alongside). Target: the feed viewer's JavaScript before the
// first interaction ≤ 61,440 B gzip (the layouts' target, size.mjs), judged twice:
//   a) statically: the built dist/index.html's entry scripts and modulepreloads with every chunk
//      they import statically, plus the feed viewer's chunk (src/feed/index.ts, which the runtime
//      imports for a feed address while the feed is read: before any click) and every chunk it
//      imports statically (Vite manifest); what the feed chunk imports dynamically (a video's file
//      provider, the player's providers) loads on a click and is listed apart;
//   b) in a browser (unless --static-only): the sandbox store's Instagram page (where the demo seed
//      places the demo feed) in headless Chromium (phone viewport), the feed scrolled into view, its
//      post tiles shown, everything settled, no click: every JavaScript file of the embed fetched
//      before the first click, in each of --runs runs (default 3). COUNTED: every file fetched as a
//      script (script tags, module imports, import() on load, scroll or idle, modulepreload). NOT
//      COUNTED, listed apart: files only downloaded into the HTTP cache, never parsed or run
//      (rel=prefetch). The loader is size.mjs's own target, not in this sum.
// `--check` exits 1 when any target is missed in any run; `--no-write` leaves bench/README.md alone
// (as does --dist, which measures a build given to it).
//
//   node bench/storefront/feed-size.mjs [--dist <dir>] [--runs 3] [--static-only] [--check]
//                                       [--no-write]
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
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
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from './lib.mjs';
import { BEFORE_PLAY_TARGET, buildEmbed, compressed, htmlRefs } from './size.mjs';

const require = createRequire(import.meta.url);
const opts = cli();
const log = (...parts) => console.log('[feed-size]', ...parts);
/** The feed viewer's module, as the Vite manifest names it. */
const FEED_MODULE = /(^|\/)src\/feed\/index\.ts$/;

/** `/embed/assets/x.js` → `assets/x.js` (a path inside dist); another origin → null. */
const distPath = (url) =>
  /^(?:[a-z]+:)?\/\//i.test(url)
    ? null
    : url.startsWith('/embed/')
      ? url.slice('/embed/'.length)
      : url.replace(/^\//, '');

/**
 * The files a feed address runs before a click (the embed's entry with its static imports, then
 * the feed chunk with its static imports), their stylesheets, and what the feed chunk and the
 * entry import dynamically (loaded on a click, or never for a feed: the layouts' player).
 */
export async function feedFiles(dist) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no Vite manifest in ${dist}: build with --manifest (size.mjs buildEmbed)`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const refs = htmlRefs(await readFile(path.join(dist, 'index.html'), 'utf8'));
  const entry = new Set();
  const feed = new Set();
  const css = new Set(refs.styles.map(distPath).filter(Boolean));
  const visit = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || entry.has(chunk.file) || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const dep of chunk.imports ?? []) visit(dep, into);
  };
  for (const script of refs.scripts) {
    const file = distPath(script);
    const key = byFile.get(file);
    if (key) visit(key, entry);
    else if (file) entry.add(file); // not from the manifest (public/ file): count it
  }
  const feedKey = Object.keys(manifest).find((key) => FEED_MODULE.test(key));
  if (!feedKey)
    throw new Error('no src/feed/index.ts chunk in the Vite manifest: is the feed viewer built?');
  const entryImportsFeed = [...entry].some((file) =>
    (manifest[byFile.get(file)]?.dynamicImports ?? []).includes(feedKey),
  );
  visit(feedKey, feed);
  const beforeClick = new Set([...entry, ...feed]);
  // What a chunk imports dynamically, and what those import, into `into`. A chunk that runs before
  // the click (the entry, which every chunk imports) is not followed again.
  const seen = new Set();
  const visitDynamic = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || beforeClick.has(chunk.file)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const sheet of chunk.css ?? []) if (!css.has(sheet)) into.add(sheet);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      visitDynamic(dep, into);
  };
  // On a click: what the feed chunk imports dynamically (a video's file provider).
  const onClick = new Set();
  for (const file of feed)
    for (const key of manifest[byFile.get(file)]?.dynamicImports ?? []) visitDynamic(key, onClick);
  // The entry's other dynamic imports (the player's providers, hls.js, the layouts' React player):
  // a feed reaches some of them on a click (a video post on our HLS copy plays through the
  // player's HLS provider), so they are listed, never counted.
  const entryDynamic = new Set();
  for (const file of entry)
    for (const key of manifest[byFile.get(file)]?.dynamicImports ?? [])
      visitDynamic(key, entryDynamic);
  return {
    feedChunk: manifest[feedKey].file,
    entry: [...entry],
    feed: [...feed],
    css: [...css],
    onClick: [...onClick],
    entryDynamic: [...entryDynamic],
    entryImportsFeed,
  };
}

async function sizes(dist, files) {
  const rows = [];
  for (const file of files) {
    const bytes = await readFile(path.join(dist, file)).catch(() => null);
    if (!bytes) throw new Error(`${file} is named by the build but missing from ${dist}`);
    rows.push({ file, ...compressed(bytes) });
  }
  return rows.sort((a, b) => b.gzip - a.gzip);
}

const total = (rows) =>
  rows.reduce(
    (t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );

/** The embed's JavaScript fetched before the first click on the feed page, run by run. */
async function browserPass(dist, runs) {
  assertChromium();
  const { chromium } = require('playwright-core');
  const server = await startBenchServer({
    env: { BENCH_EMBED_DIST: dist },
    log: (l) => log(`server: ${l}`),
  });
  if (!server.feed?.feedId)
    throw new Error('the bench server has no demo Instagram feed (see server.ts)');
  const guard = await startEgressGuard();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
  });
  const known = new Map();
  const sizeOf = async (file) => {
    if (!known.has(file)) {
      const bytes = await readFile(path.join(dist, file)).catch(() => null);
      known.set(file, bytes ? compressed(bytes) : null);
    }
    return known.get(file);
  };
  try {
    const url = instagramPageUrl(server.store);
    const embedOrigin = new URL(server.url).origin;
    log(`Instagram page ${url}; feed ${server.feed.feedId}; embed at ${server.url}`);
    const results = [];
    const files = new Map();
    for (let i = 1; i <= runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const requests = [];
      context.on('request', (request) => {
        const u = new URL(request.url());
        if (u.origin !== embedOrigin || !/\.m?js$/.test(u.pathname)) return;
        const headers = request.headers();
        const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
        requests.push({
          path: u.pathname,
          how:
            /prefetch/i.test(purpose) || request.resourceType() !== 'script'
              ? 'prefetch'
              : 'script',
        });
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const holder = page.locator(feedHolder(server.feed.feedId));
      if ((await holder.count()) === 0)
        throw new Error(`the Instagram page ${url} shows no feed ${server.feed.feedId}`);
      await holder.scrollIntoViewIfNeeded();
      const frame = await (
        await holder.locator('iframe').elementHandle({ timeout: 60_000 })
      ).contentFrame();
      await frame.locator('[data-post]').first().waitFor({ state: 'visible', timeout: 60_000 });
      // What the feed fetches once in view (at idle, on a timer): let it all happen.
      await page.waitForTimeout(3_000);
      await page.waitForLoadState('networkidle').catch(() => {});
      await context.close();
      const byFile = new Map();
      for (const r of requests) {
        if (r.path.endsWith('/loader.js')) continue;
        const file = r.path.replace(/^\/embed\//, '');
        // A file fetched both ways counts as a script.
        if (byFile.get(file) !== 'script') byFile.set(file, r.how);
      }
      let counted = 0;
      let downloaded = 0;
      for (const [file, how] of byFile) {
        const size = await sizeOf(file);
        if (!size) throw new Error(`the browser fetched ${file}, which is not in the build`);
        if (how === 'script') counted += size.gzip;
        else downloaded += size.gzip;
        const seen = files.get(file);
        if (!seen || (seen.how !== 'script' && how === 'script'))
          files.set(file, { file, how, counted: how === 'script', ...size });
      }
      results.push({ counted, downloaded, files: byFile.size });
      log(
        `browser run ${i}: ${byFile.size} embed JavaScript file(s) before the click; fetched to run ${fmt(counted)} B gzip, only downloaded ${fmt(downloaded)} B gzip`,
      );
    }
    return {
      runs: results,
      files: [...files.values()].sort((a, b) => b.gzip - a.gzip),
      feedId: server.feed.feedId,
    };
  } finally {
    await browser.close();
    await guard.close();
    await server.stop();
  }
}

function readmeSection(m, browser, verdicts, stamp) {
  const row = (label, r, counted = '') =>
    `| ${label} | ${fmt(r.raw)} | ${fmt(r.gzip)} | ${fmt(r.brotli)} | ${counted} |`;
  return [
    '## Instagram feed viewer scripts (size)',
    '',
    '`node bench/storefront/feed-size.mjs [--runs 3] [--check] [--no-write]` builds apps/embed into a',
    'temporary folder (as size.mjs) and compresses each file as a CDN would (gzip -9, brotli 11). The',
    "feed viewer's JavaScript before the first interaction (/embed/ig/{feedId}) is judged twice:",
    "statically (dist/index.html's entry with its static imports, plus the feed viewer's chunk,",
    'src/feed/index.ts, which the runtime imports for a feed address while the feed is read, with its',
    'static imports; from the Vite manifest; what it imports dynamically listed apart), and in',
    "headless Chromium on the sandbox store's Instagram page (the demo feed the demo seed places there;",
    'phone viewport, the feed scrolled into view, its post tiles shown, everything settled, no click),',
    'where every JavaScript file of the embed fetched before the first click is **counted** when it',
    'was fetched as a script and listed but **not counted** when it was only downloaded into the HTTP',
    "cache (rel=prefetch). The loader is size.mjs's target.",
    '',
    stamp,
    '',
    ...targetTable(verdicts),
    '',
    '| file | raw B | gzip B | brotli B | counted |',
    '|---|---|---|---|---|',
    ...m.entry.map((r) => row(`static, embed entry: \`${r.file}\``, r, 'yes')),
    ...m.feed.map((r) =>
      row(
        `static, ${r.file === m.feedChunk ? 'feed viewer chunk' : "the feed chunk's static import"}: \`${r.file}\``,
        r,
        'yes',
      ),
    ),
    row('**static: feed JavaScript before a click**', m.total, 'sum'),
    ...(browser
      ? [
          ...browser.files.map((f) =>
            row(
              `browser, before the click (${f.how}): \`${f.file}\``,
              f,
              f.counted ? 'yes' : 'no (downloaded, not run)',
            ),
          ),
          `| **browser: embed JavaScript fetched to run before the click** (min / median / max of ${browser.runs.length} runs) | | ${fmtStats(stats(browser.runs.map((r) => r.counted)))} | | sum |`,
          `| browser: only downloaded before the click (min / median / max) | | ${fmtStats(stats(browser.runs.map((r) => r.downloaded)))} | | not counted |`,
        ]
      : ['| browser pass | | | | skipped (--static-only) |']),
    ...m.css.map((r) => row(`before a click (CSS): \`${r.file}\``, r, 'no (CSS)')),
    ...m.onClick.map((r) =>
      row(`on a click (dynamic import of the feed chunk): \`${r.file}\``, r, 'no'),
    ),
    ...m.entryDynamic.map((r) =>
      row(`on a click, or never (the entry's other dynamic imports): \`${r.file}\``, r, 'no'),
    ),
  ].join('\n');
}

async function main() {
  const startedAt = now();
  const loadAtStart = loadAverage();
  const given = opts.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  try {
    if (!given) {
      log('building apps/embed into a temporary folder...');
      buildEmbed(dist);
    }
    const files = await feedFiles(dist);
    const entry = await sizes(dist, files.entry);
    const feed = await sizes(dist, files.feed);
    const m = {
      feedChunk: files.feedChunk,
      entry,
      feed,
      total: total([...entry, ...feed]),
      css: await sizes(dist, files.css),
      onClick: await sizes(dist, files.onClick),
      entryDynamic: await sizes(dist, files.entryDynamic),
    };
    for (const r of [...entry, ...feed])
      log(`static before a click: ${r.file} ${fmt(r.raw)} B raw, ${fmt(r.gzip)} B gzip`);
    log(
      `static total ${fmt(m.total.gzip)} B gzip (${fmt(m.total.raw)} B raw); on a click ${fmt(total(m.onClick).gzip)} B gzip`,
    );
    if (!files.entryImportsFeed)
      log('note: the entry does not import the feed chunk dynamically (bundled in the entry?)');
    const browser = opts.has('static-only')
      ? null
      : await browserPass(dist, opts.number('runs', 3));
    const verdicts = [
      {
        target: `feed viewer JavaScript before a click, static (entry + feed chunk + their static imports) ≤ ${fmt(BEFORE_PLAY_TARGET)} B gzip`,
        figure: `${fmt(m.total.gzip)} B gzip, ${entry.length + feed.length} file(s) (entry ${fmt(total(entry).gzip)} B, feed chunk ${fmt(total(feed).gzip)} B); on a click ${fmt(total(m.onClick).gzip)} B`,
        met: m.total.gzip <= BEFORE_PLAY_TARGET,
      },
      ...(browser
        ? [
            {
              target: `feed viewer JavaScript fetched to run before the first click, in a browser (store's Instagram page), ≤ ${fmt(BEFORE_PLAY_TARGET)} B gzip in every run`,
              figure: `${fmtStats(stats(browser.runs.map((r) => r.counted)), ' B')} (min / median / max of ${browser.runs.length}); only downloaded, not counted: ${fmtStats(stats(browser.runs.map((r) => r.downloaded)), ' B')}`,
              met: browser.runs.every((r) => r.counted <= BEFORE_PLAY_TARGET),
            },
          ]
        : []),
    ];
    if (!given && opts.write) {
      await replaceSection(
        'storefront-feed-size',
        readmeSection(m, browser, verdicts, runStamp(startedAt, loadAtStart)),
      );
      log('figures written to bench/README.md');
    }
    finish('feed-size', verdicts, opts);
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[feed-size] ${error.stack ?? error.message}`);
  process.exit(1);
});
