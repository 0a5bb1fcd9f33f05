#!/usr/bin/env node
// What a store page downloads from Vendy before a shopper interacts, compressed as a CDN sends it
// (gzip -9; brotli 11 alongside). Targets:
//   - the loader (/embed/loader.js, in every store page): ≤ 2,048 B gzip;
//   - the embed's JavaScript before the first interaction: ≤ 61,440 B gzip, judged twice:
//     a) statically: the entry scripts of the built dist/index.html, its modulepreloads and every
//        chunk they import statically (Vite manifest `imports`); dynamic imports listed apart;
//     b) in a browser (unless --static-only): the product page of the sandbox store in headless
//        Chromium (phone viewport), the layout scrolled into view, everything settled, no click:
//        every JavaScript file of the embed fetched before the first click, in each of --runs runs
//        (default 3). COUNTED: every file fetched as a script (script tags, module imports,
//        dynamic import() on scroll or idle, rel=modulepreload: parsed ahead even if not run yet).
//        NOT COUNTED, listed apart: files only downloaded and never parsed or run before a click
//        (rel=prefetch into the HTTP cache). The loader is its own target, not in this sum.
// `--check` exits 1 when any target is missed in any run; `--no-write` leaves bench/README.md alone
// (as does --dist, which measures a build given to it). `--loader-only` measures the loader alone
// (what loader-size.mjs runs).
//
//   node bench/storefront/size.mjs [--dist <dir>] [--runs 3] [--static-only] [--loader-only]
//                                  [--check] [--no-write] [--json]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
  root,
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from './lib.mjs';

export const LOADER_TARGET = 2048;
export const BEFORE_PLAY_TARGET = 60 * 1024;

const require = createRequire(import.meta.url);
const opts = cli();

export function buildEmbed(outDir, { loaderOnly = false } = {}) {
  const embedDir = path.join(root, 'apps/embed');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const common = ['--outDir', outDir, '--logLevel', 'warn'];
  const steps = [
    ['build', '--emptyOutDir', '--manifest', ...common],
    ['build', '-c', 'vite.loader.config.ts', ...common],
  ];
  for (const step of loaderOnly ? steps.slice(1) : steps) {
    const run = spawnSync(process.execPath, [vite, ...step], { cwd: embedDir, stdio: 'inherit' });
    if (run.status !== 0) {
      throw new Error(`the embed build failed (vite ${step.join(' ')}), nothing to measure`);
    }
  }
}

/** A file's size raw, gzip -9 and brotli 11, as a CDN would send it. */
export const compressed = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

/** `/embed/assets/x.js` or `./x.js` (relative to `from`) → path inside dist. */
function distPath(url, from = '') {
  if (/^(?:[a-z]+:)?\/\//i.test(url)) return null; // another origin: not ours to measure
  if (url.startsWith('/embed/')) return url.slice('/embed/'.length);
  if (url.startsWith('/')) return url.slice(1);
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), url));
}

/** The scripts (with modulepreloads) and stylesheets an HTML page names, in order. */
export function htmlRefs(html) {
  const tags = html.match(/<(?:script|link)\b[^>]*>/gi) ?? [];
  const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const scripts = [];
  const styles = [];
  for (const tag of tags) {
    if (/^<script/i.test(tag)) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else {
      const rel = (attr(tag, 'rel') ?? '').toLowerCase();
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') scripts.push(href);
      else if (rel === 'stylesheet') styles.push(href);
    }
  }
  return { scripts, styles };
}

/** Static and dynamic imports of a built ES module, as dist paths. */
function moduleImports(code, file) {
  const staticRe = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?from\s*)?["']([^"']+\.js)["']/g;
  const dynamicRe = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;
  const out = { static: new Set(), dynamic: new Set() };
  for (const m of code.matchAll(staticRe)) out.static.add(distPath(m[1], file));
  for (const m of code.matchAll(dynamicRe)) out.dynamic.add(distPath(m[1], file));
  out.static.delete(null);
  out.dynamic.delete(null);
  return out;
}

/**
 * The files of the embed page before play, and those that load on play. Uses the Vite manifest
 * when there is one (it knows every chunk's static and dynamic imports) and the built files
 * themselves otherwise.
 */
export async function embedFiles(dist) {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const refs = htmlRefs(html);
  const beforePlay = new Set();
  const beforePlayCss = new Set(refs.styles.map((s) => distPath(s)).filter(Boolean));
  const onPlay = new Set();
  const manifestFile = path.join(dist, '.vite/manifest.json');
  let source;
  if (existsSync(manifestFile)) {
    source = 'Vite manifest';
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const visit = (key, into) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const css of chunk.css ?? []) (into === beforePlay ? beforePlayCss : onPlay).add(css);
      for (const dep of chunk.imports ?? []) visit(dep, into);
    };
    for (const script of refs.scripts) {
      const key = byFile.get(distPath(script));
      if (key) visit(key, beforePlay);
      else beforePlay.add(distPath(script)); // not from the manifest (public/ file): count it
    }
    const dynamicRoots = [...beforePlay].flatMap(
      (file) => manifest[byFile.get(file)]?.dynamicImports ?? [],
    );
    const seenDynamic = new Set();
    const visitDynamic = (key) => {
      const chunk = manifest[key];
      if (!chunk || seenDynamic.has(key)) return;
      seenDynamic.add(key);
      if (!beforePlay.has(chunk.file)) onPlay.add(chunk.file);
      for (const css of chunk.css ?? []) if (!beforePlayCss.has(css)) onPlay.add(css);
      for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
        visitDynamic(dep);
    };
    for (const key of dynamicRoots) visitDynamic(key);
  } else {
    source = 'index.html and the built modules (no Vite manifest)';
    const pending = refs.scripts.map((s) => distPath(s)).filter(Boolean);
    const dynamic = [];
    while (pending.length > 0) {
      const file = pending.pop();
      if (beforePlay.has(file)) continue;
      beforePlay.add(file);
      const code = await readFile(path.join(dist, file), 'utf8').catch(() => '');
      const imports = moduleImports(code, file);
      pending.push(...imports.static);
      dynamic.push(...imports.dynamic);
    }
    while (dynamic.length > 0) {
      const file = dynamic.pop();
      if (beforePlay.has(file) || onPlay.has(file)) continue;
      onPlay.add(file);
      const code = await readFile(path.join(dist, file), 'utf8').catch(() => '');
      const imports = moduleImports(code, file);
      dynamic.push(...imports.static, ...imports.dynamic);
    }
  }
  return {
    source,
    beforePlay: [...beforePlay],
    beforePlayCss: [...beforePlayCss],
    onPlay: [...onPlay],
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
    {
      raw: 0,
      gzip: 0,
      brotli: 0,
    },
  );

/** Measures a build: loader, JS before play, CSS before play, files on play. */
export async function measureSizes(dist) {
  const loaderFile = path.join(dist, 'loader.js');
  if (!existsSync(loaderFile)) throw new Error(`no loader.js in ${dist}: build the loader first`);
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`no index.html in ${dist}: build the embed app first`);
  const loader = { file: 'loader.js', ...compressed(await readFile(loaderFile)) };
  const files = await embedFiles(dist);
  const js = await sizes(dist, files.beforePlay);
  const css = await sizes(dist, files.beforePlayCss);
  const onPlay = await sizes(dist, files.onPlay);
  return {
    source: files.source,
    loader,
    js,
    jsTotal: total(js),
    css,
    cssTotal: total(css),
    onPlay,
    onPlayTotal: total(onPlay),
  };
}

function printTable(m) {
  const line = (label, r) =>
    `${label.padEnd(52)} ${fmt(r.raw).padStart(10)} ${fmt(r.gzip).padStart(9)} ${fmt(r.brotli).padStart(9)}`;
  console.log(
    `${'file'.padEnd(52)} ${'raw B'.padStart(10)} ${'gzip B'.padStart(9)} ${'brotli B'.padStart(9)}`,
  );
  console.log(line('loader.js (every store page)', m.loader));
  console.log(`-- embed frame, before play (entry + static imports; from ${m.source})`);
  for (const r of m.js) console.log(line(`  ${r.file}`, r));
  console.log(line('  = JavaScript before play', m.jsTotal));
  for (const r of m.css) console.log(line(`  ${r.file} (CSS, not counted)`, r));
  console.log('-- on play (dynamic imports, not counted)');
  for (const r of m.onPlay) console.log(line(`  ${r.file}`, r));
  if (m.onPlay.length === 0) console.log('  (none: the build has no dynamic imports)');
  else console.log(line('  = on play', m.onPlayTotal));
}

function readmeSection(m, browser, verdicts, stamp) {
  const row = (label, r, target = '') =>
    `| ${label} | ${fmt(r.raw)} | ${fmt(r.gzip)} | ${fmt(r.brotli)} | ${target} |`;
  return [
    '## Storefront scripts (size)',
    '',
    '`node bench/storefront/size.mjs [--check] [--no-write]` builds apps/embed (app and loader) into a',
    "temporary folder and compresses each file as a CDN would (gzip -9, brotli 11). The embed's",
    "JavaScript before the first interaction is judged twice: statically (dist/index.html's entry",
    `scripts and modulepreloads with every chunk they import statically, from the ${m.source};`,
    "dynamic imports listed apart), and in headless Chromium on the sandbox store's product page",
    '(phone viewport, the layout scrolled into view, everything settled, no click), where every',
    'JavaScript file of the embed fetched before the first click is **counted** when it was fetched',
    'as a script (script tags, module imports including import() on scroll or idle, modulepreload),',
    'and listed but **not counted** when it was only downloaded, never parsed or run, before a',
    'click (rel=prefetch into the HTTP cache). The loader is its own target.',
    '',
    stamp,
    '',
    ...targetTable(verdicts),
    '',
    '| file | raw B | gzip B | brotli B | counted |',
    '|---|---|---|---|---|',
    row('`loader.js` (every store page)', m.loader, 'loader target'),
    ...m.js.map((r) => row(`static, before play: \`${r.file}\``, r, 'yes')),
    row('**static: JavaScript before play**', m.jsTotal, 'sum'),
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
    ...m.css.map((r) => row(`before play (CSS): \`${r.file}\``, r, 'no (CSS)')),
    ...m.onPlay.map((r) => row(`on play (dynamic import): \`${r.file}\``, r, 'no')),
  ].join('\n');
}

/** The embed's JavaScript fetched before the first click, in a browser, run by run. */
async function browserPass(dist, runs) {
  assertChromium();
  const { chromium } = require('playwright-core');
  const log = (...parts) => console.log('[size]', ...parts);
  const server = await startBenchServer({
    env: { BENCH_EMBED_DIST: dist },
    log: (l) => log(`server: ${l}`),
  });
  const guard = await startEgressGuard();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
  });
  const sizes = new Map();
  const sizeOf = async (file) => {
    if (!sizes.has(file)) {
      const bytes = await readFile(path.join(dist, file)).catch(() => null);
      sizes.set(file, bytes ? compressed(bytes) : null);
    }
    return sizes.get(file);
  };
  try {
    const url = await productUrl(server.store);
    const embedOrigin = new URL(server.url).origin;
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
        const type = request.resourceType();
        requests.push({
          path: u.pathname,
          how: /prefetch/i.test(purpose) || type !== 'script' ? 'prefetch' : 'script',
        });
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const holder = page.locator(`[data-vendy-layout="${server.layoutId}"]`);
      await holder.scrollIntoViewIfNeeded();
      const frame = await (
        await holder.locator('iframe').elementHandle({ timeout: 60_000 })
      ).contentFrame();
      await frame
        .getByRole('button', { name: /^Play\b/ })
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 });
      // What the layout fetches once in view (at idle, on a timer): let it all happen.
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
        const known = files.get(file);
        if (!known || (known.how !== 'script' && how === 'script'))
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
      refused: guard.hits.length,
    };
  } finally {
    await browser.close();
    await guard.close();
    await server.stop();
  }
}

async function main() {
  const startedAt = now();
  const loadAtStart = loadAverage();
  const given = opts.value('dist');
  const loaderOnly = opts.has('loader-only');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  try {
    if (!given) buildEmbed(dist, { loaderOnly });
    if (loaderOnly) {
      const loaderFile = path.join(dist, 'loader.js');
      if (!existsSync(loaderFile)) throw new Error(`no loader.js in ${dist}`);
      const loader = compressed(await readFile(loaderFile));
      console.log(
        `loader.js ${fmt(loader.raw)} B raw, ${fmt(loader.gzip)} B gzip -9, ${fmt(loader.brotli)} B brotli 11`,
      );
      finish(
        'size',
        [{ target: `loader ≤ ${fmt(LOADER_TARGET)} B gzip`, met: loader.gzip <= LOADER_TARGET }],
        opts,
      );
      return;
    }
    const m = await measureSizes(dist);
    if (opts.has('json')) console.log(JSON.stringify(m, null, 2));
    else printTable(m);
    if (m.onPlay.length === 0) {
      console.log(
        'note: no chunk loads on play; the player is either not built yet or bundled before play',
      );
    }
    const browser = opts.has('static-only')
      ? null
      : await browserPass(dist, opts.number('runs', 3));
    const verdicts = [
      {
        target: `loader ≤ ${fmt(LOADER_TARGET)} B gzip`,
        figure: `${fmt(m.loader.gzip)} B gzip (${fmt(m.loader.raw)} B raw)`,
        met: m.loader.gzip <= LOADER_TARGET,
      },
      {
        target: `embed JavaScript before play, static (entry + static imports) ≤ ${fmt(BEFORE_PLAY_TARGET)} B gzip`,
        figure: `${fmt(m.jsTotal.gzip)} B gzip, ${m.js.length} file(s); on play ${fmt(m.onPlayTotal.gzip)} B`,
        met: m.jsTotal.gzip <= BEFORE_PLAY_TARGET,
      },
      ...(browser
        ? [
            {
              target: `embed JavaScript fetched to run before the first click, in a browser, ≤ ${fmt(BEFORE_PLAY_TARGET)} B gzip in every run`,
              figure: `${fmtStats(stats(browser.runs.map((r) => r.counted)), ' B')} (min / median / max of ${browser.runs.length}); only downloaded, not counted: ${fmtStats(stats(browser.runs.map((r) => r.downloaded)), ' B')}`,
              met: browser.runs.every((r) => r.counted <= BEFORE_PLAY_TARGET),
            },
          ]
        : []),
    ];
    if (!given && opts.write) {
      await replaceSection(
        'storefront-size',
        readmeSection(m, browser, verdicts, runStamp(startedAt, loadAtStart)),
      );
      console.log('figures written to bench/README.md');
    }
    finish('size', verdicts, opts);
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[size] ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
