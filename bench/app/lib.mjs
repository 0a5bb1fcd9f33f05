// Shared pieces of the merchant app benches (bench/app/): the build of apps/web into a temporary
// folder, the JavaScript a route loads before it can be used (from the Vite manifest), the bench's
// README section, small statistics.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { htmlRefs } from '../storefront/size.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** JavaScript a route loads before it can be used, gzip -9: at most 150 KB on the first route. */
export const FIRST_ROUTE_TARGET = 150 * 1024;
/** The routes held to FIRST_ROUTE_TARGET (/login: where a visitor lands); the others are reported. */
export const SIZE_TARGET_ROUTES = ['/login'];
/** Lighthouse performance (default mobile configuration), every run: at least 95. */
export const LIGHTHOUSE_TARGET = 95;

/**
 * The routes measured, with the modules React Router loads lazily for them (the layout's and the
 * page's `lazy`), as the keys of the Vite manifest (paths under apps/web). A module that is not a
 * lazy chunk of the build is part of the entry (already counted); one that does not exist is an
 * error, so a renamed page cannot silently drop out of the figure.
 */
export const ROUTES = {
  '/login': ['src/areas/auth/LoginRoute.tsx'],
  // The session loads at once there: the GraphQL transport (lib/transport.ts, loaded on the first
  // call) counts too.
  '/dashboard': [
    'src/session/signedInLayouts.tsx',
    'src/areas/account/DashboardRoute.tsx',
    'src/lib/transport.ts',
  ],
};

export const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
export const now = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `min / median / max` of a list of numbers. */
export const spread = (values, digits = 0) =>
  [Math.min(...values), median(values), Math.max(...values)].map((v) => fmt(v, digits)).join(' / ');

export function machine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}, Node ${process.versions.node}, load average ${load}`;
}

export function parseArgs(argv = process.argv.slice(2)) {
  const value = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? undefined : argv[i + 1];
  };
  return { value, has: (name) => argv.includes(`--${name}`) };
}

// --- bench/README.md ------------------------------------------------------------------------

const README = path.join(root, 'bench/README.md');
/** The app bench's section goes right before this one when it is not in the README yet. */
const PLACE_BEFORE = '<!-- events-bench:start -->';

/**
 * Replaces the part of the `app-first-route` section between `<!-- app-first-route:{part}:start -->`
 * and its end marker, creating the section (before the events bench's) when it is missing.
 */
export async function writeSection(part, body) {
  let text = await readFile(README, 'utf8');
  const start = '<!-- app-first-route:start -->';
  const end = '<!-- app-first-route:end -->';
  if (!text.includes(start) || !text.includes(end)) {
    const fresh = [
      start,
      '## Merchant app: first route',
      '',
      'JavaScript the merchant app loads before a route can be used (`bench/app/size.mjs`) and',
      'Lighthouse on /login and /dashboard (`bench/app/lighthouse.mjs`). See bench/app/README.md.',
      '',
      '<!-- app-first-route:size:start -->',
      '<!-- app-first-route:size:end -->',
      '',
      '<!-- app-first-route:lighthouse:start -->',
      '<!-- app-first-route:lighthouse:end -->',
      end,
    ].join('\n');
    text = text.includes(PLACE_BEFORE)
      ? text.replace(PLACE_BEFORE, `${fresh}\n\n${PLACE_BEFORE}`)
      : `${text.trimEnd()}\n\n${fresh}\n`;
  }
  const partStart = `<!-- app-first-route:${part}:start -->`;
  const partEnd = `<!-- app-first-route:${part}:end -->`;
  const from = text.indexOf(partStart);
  const to = text.indexOf(partEnd);
  if (from === -1 || to === -1 || to < from) {
    throw new Error(`bench/README.md: the app-first-route section has no ${part} part`);
  }
  text = `${text.slice(0, from)}${partStart}\n${body}\n${text.slice(to)}`;
  await writeFile(README, text);
}

// --- the build ------------------------------------------------------------------------------

/** Builds apps/web (with its Vite manifest) into `outDir`; apps/web/dist is left alone. */
export function buildWeb(outDir) {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('the apps/web build failed: nothing to measure');
}

const distPath = (url) => (url.startsWith('/') ? url.slice(1) : url);

/**
 * The files `route` loads before it can be used: index.html's entry script and modulepreloads
 * with every chunk they import statically, then each of the route's lazy modules with its static
 * imports (Vite manifest). Each file is tagged with why it loads; CSS is listed apart.
 */
export async function routeFiles(dist, route) {
  const modules = ROUTES[route];
  if (!modules) throw new Error(`no module list for ${route} in bench/app/lib.mjs`);
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`no Vite manifest in ${dist}: build with --manifest`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  // A route the build rendered (as the signed-in frame for signed-in visitors, or signed out)
  // goes with its own HTML (apps/web vite.config.ts): what it links (its start script, and through
  // it the entry, the early session request and the preloaded signed-in chunks) counts like
  // index.html's entry.
  const page = [
    path.join(dist, 'prerendered/signed-in', `${route.slice(1)}.html`),
    path.join(dist, 'prerendered', `${route.slice(1)}.html`),
  ].find((file) => existsSync(file));
  const html = await readFile(page ?? path.join(dist, 'index.html'), 'utf8');
  const refs = htmlRefs(html);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const js = new Map();
  const css = new Map();
  const visit = (key, why) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.set(chunk.file, why);
    for (const file of chunk.css ?? []) if (!css.has(file)) css.set(file, why);
    for (const dep of chunk.imports ?? [])
      visit(dep, why === 'entry' || why.endsWith(' (import)') ? why : `${why} (import)`);
  };
  for (const script of refs.scripts) {
    const file = distPath(script);
    const key = byFile.get(file);
    if (key) {
      visit(key, 'entry');
      continue;
    }
    // Not from the manifest (a public/ file, or a script the build wrote for the page, such as a
    // prerendered page's start script): counted all the same, and so is every chunk of the build
    // it names (the start script imports the entry, and on the signed-in frame preloads the
    // signed-in chunks, once the page has painted: apps/web src/session/frameStart.ts).
    js.set(file, 'entry');
    const code = await readFile(path.join(dist, file), 'utf8').catch(() => '');
    const named = [...code.matchAll(/"(\/[^"\s]+\.js)"/g)]
      .map(([, url]) => byFile.get(distPath(url)))
      .filter(Boolean)
      .sort((a, b) => Number(Boolean(manifest[b].isEntry)) - Number(Boolean(manifest[a].isEntry)));
    for (const key of named) visit(key, `entry (loaded by ${path.posix.basename(file)})`);
  }
  for (const style of refs.styles) css.set(distPath(style), 'entry');
  const notes = [];
  const entryFiles = new Set(js.keys());
  for (const module of modules) {
    const why = `lazy ${path.posix.basename(module)}`;
    if (manifest[module]) {
      visit(module, why);
      continue;
    }
    if (!existsSync(path.join(root, 'apps/web', module))) {
      throw new Error(`${route}: ${module} does not exist (update ROUTES in bench/app/lib.mjs)`);
    }
    // Not a chunk of its own: a chunk group of the build holds it. The chunks' source maps say which.
    const holders = await chunksHolding(dist, manifest, module);
    if (holders.length === 0) throw new Error(`${route}: no chunk of the build holds ${module}`);
    for (const file of holders) {
      if (entryFiles.has(file)) notes.push(`${module}: in the entry (${file})`);
      else visit(byFile.get(file), `${why} (in ${path.posix.basename(file)})`);
    }
  }
  return { js: [...js], css: [...css], notes };
}

const sourcesCache = new Map();

/** The built chunks (dist paths) whose source map lists `module` (a path under apps/web). */
async function chunksHolding(dist, manifest, module) {
  const wanted = path.join(root, 'apps/web', module);
  const out = [];
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    let sources = sourcesCache.get(path.join(dist, chunk.file));
    if (!sources) {
      const map = await readFile(path.join(dist, `${chunk.file}.map`), 'utf8').catch(() => null);
      if (!map) continue;
      const dir = path.dirname(path.join(dist, chunk.file));
      sources = new Set(JSON.parse(map).sources.map((s) => path.resolve(dir, s)));
      sourcesCache.set(path.join(dist, chunk.file), sources);
    }
    if (sources.has(wanted) && !out.includes(chunk.file)) out.push(chunk.file);
  }
  return out;
}

/** gzip -9 and raw bytes of each file, largest first, with the total. */
export async function measure(dist, files) {
  const rows = [];
  for (const [file, why] of files) {
    const bytes = await readFile(path.join(dist, file)).catch(() => null);
    if (!bytes) throw new Error(`${file} is named by the build but missing from ${dist}`);
    rows.push({ file, why, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return { rows, total };
}
