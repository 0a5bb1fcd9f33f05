#!/usr/bin/env node
// What a store page downloads from Vendy before a shopper presses play, compressed as a CDN sends
// it (gzip -9; brotli 11 alongside):
//   - the loader (/embed/loader.js, in every store page)                      target ≤ 2 KB gzip
//   - the JavaScript the embed frame (/embed/{id}) runs before first play:  target ≤ 60 KB gzip
//     the entry scripts of dist/index.html, its modulepreloads, and every chunk they import
//     statically (Vite manifest `imports`, or the `import ... from` of the built files).
// Dynamically imported chunks (player, hls.js, shop...) load on play: listed apart, not counted.
// Exits with 1 when a target is missed or when the build has nothing to measure.
//
//   node bench/storefront/size.mjs [--dist <dir>] [--no-write] [--json]
//
// Without --dist it builds apps/embed (app + loader) into a temporary folder, so it never touches
// apps/embed/dist. Figures go to the "Storefront scripts" section of bench/README.md unless
// --no-write (or --dist, which measures whatever build is given).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fmt, replaceSection, replaceTargetRow, root, today } from './lib.mjs';

export const LOADER_TARGET = 2048;
export const BEFORE_PLAY_TARGET = 60 * 1024;

const args = process.argv.slice(2);
const argValue = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};

export function buildEmbed(outDir) {
  const embedDir = path.join(root, 'apps/embed');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const common = ['--outDir', outDir, '--logLevel', 'warn'];
  const steps = [
    ['build', '--emptyOutDir', '--manifest', ...common],
    ['build', '-c', 'vite.loader.config.ts', ...common],
  ];
  for (const step of steps) {
    const run = spawnSync(process.execPath, [vite, ...step], { cwd: embedDir, stdio: 'inherit' });
    if (run.status !== 0) {
      throw new Error(`the embed build failed (vite ${step.join(' ')}), nothing to measure`);
    }
  }
}

const compressed = (bytes) => ({
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

function htmlRefs(html) {
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

function readmeSection(m) {
  const row = (label, r, target = '') =>
    `| ${label} | ${fmt(r.raw)} | ${fmt(r.gzip)} | ${fmt(r.brotli)} | ${target} |`;
  const verdict = (value, target) =>
    `${fmt(target)} B gzip: ${value <= target ? 'met' : '**missed**'}`;
  return [
    '## Storefront scripts (size)',
    '',
    '`node bench/storefront/size.mjs` builds apps/embed (app and loader) into a temporary folder and',
    'compresses each file as a CDN would (gzip -9, brotli 11). "Before play" is what the embed frame',
    "runs before a shopper presses play: dist/index.html's entry scripts and modulepreloads with every",
    `chunk they import statically (read from the ${m.source}); dynamic imports load on play and are`,
    'listed apart.',
    '',
    `Measured ${today()}.`,
    '',
    '| file | raw B | gzip B | brotli B | target |',
    '|---|---|---|---|---|',
    row('`loader.js` (every store page)', m.loader, verdict(m.loader.gzip, LOADER_TARGET)),
    ...m.js.map((r) => row(`before play: \`${r.file}\``, r)),
    row('**JavaScript before play**', m.jsTotal, verdict(m.jsTotal.gzip, BEFORE_PLAY_TARGET)),
    ...m.css.map((r) => row(`before play (CSS): \`${r.file}\``, r, 'not counted')),
    ...m.onPlay.map((r) => row(`on play: \`${r.file}\``, r, 'not counted')),
  ].join('\n');
}

async function main() {
  const given = argValue('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  try {
    if (!given) buildEmbed(dist);
    const m = await measureSizes(dist);
    if (args.includes('--json')) console.log(JSON.stringify(m, null, 2));
    else printTable(m);
    const loaderOk = m.loader.gzip <= LOADER_TARGET;
    const jsOk = m.jsTotal.gzip <= BEFORE_PLAY_TARGET;
    console.log(
      `loader ${fmt(m.loader.gzip)} B gzip (target ${fmt(LOADER_TARGET)}): ${loaderOk ? 'met' : 'MISSED'}; ` +
        `JavaScript before play ${fmt(m.jsTotal.gzip)} B gzip (target ${fmt(BEFORE_PLAY_TARGET)}): ${jsOk ? 'met' : 'MISSED'}`,
    );
    if (m.onPlay.length === 0) {
      console.log(
        'note: no chunk loads on play; the player is either not built yet or bundled before play',
      );
    }
    if (!given && !args.includes('--no-write')) {
      await replaceSection('storefront-size', readmeSection(m));
      await replaceTargetRow(
        'loader script ≤ 2 KB gzipped',
        `${fmt(m.loader.gzip)} B gzipped (${today()})`,
      );
      await replaceTargetRow(
        'embed JavaScript before first play ≤ 60 KB gzipped',
        `${fmt(m.jsTotal.gzip)} B gzipped, ${m.js.length} file(s); on play ${fmt(m.onPlayTotal.gzip)} B (${today()})`,
      );
      console.log('figures written to bench/README.md');
    }
    process.exitCode = loaderOk && jsOk ? 0 : 1;
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[size] ${error.message}`);
    process.exit(1);
  });
}
