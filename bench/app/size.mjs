#!/usr/bin/env node
// The JavaScript the merchant app (apps/web) loads before a route can be used, compressed as the
// server sends it (gzip -9): index.html's entry script and modulepreloads, every chunk they import
// statically, and the route's lazy modules (layout and page, see ROUTES in lib.mjs) with their
// static imports, read from the Vite manifest. Each file is listed with why it loads.
// Target: at most 150 KB (153,600 B) gzipped on /login (the first route); /dashboard is measured
// and reported against the same figure, and --check holds /login to it.
//
//   node bench/app/size.mjs [--dist <built apps/web with .vite/manifest.json>] [--check] [--no-write] [--json]
//
// Without --dist it builds apps/web into a temporary folder (apps/web/dist is left alone). The
// figures go to the app-first-route section of bench/README.md unless --no-write (or --dist, which
// measures whatever build it is given). --check exits with 1 when a route is over the target.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildWeb,
  FIRST_ROUTE_TARGET,
  fmt,
  machine,
  measure,
  now,
  parseArgs,
  routeFiles,
  ROUTES,
  SIZE_TARGET_ROUTES,
  writeSection,
} from './lib.mjs';

const args = parseArgs();
const log = (...parts) => console.log('[app:size]', ...parts);

/** Measures every route of ROUTES in a built apps/web. */
export async function measureRoutes(dist) {
  const out = [];
  for (const route of Object.keys(ROUTES)) {
    const files = await routeFiles(dist, route);
    const js = await measure(dist, files.js);
    const css = await measure(dist, files.css);
    const held = SIZE_TARGET_ROUTES.includes(route);
    const met = js.total.gzip <= FIRST_ROUTE_TARGET;
    out.push({ route, js, css, notes: files.notes, held, met, ok: met || !held });
  }
  return out;
}

const verdict = (r) =>
  r.held
    ? `≤ ${fmt(FIRST_ROUTE_TARGET)}: ${r.met ? 'met' : '**MISSED**'}`
    : `reported (${r.met ? 'under' : 'over'} ${fmt(FIRST_ROUTE_TARGET)})`;

function section(results, when) {
  const lines = [
    '### JavaScript before the route can be used',
    '',
    '`npm run app:size -w @vendy/bench` (`node bench/app/size.mjs [--check] [--no-write]`) builds',
    'apps/web into a temporary folder and adds up, gzip -9, the JavaScript a route needs before it can',
    "be used: index.html's entry and modulepreloads with their static imports, and the route's lazy",
    'layout and page modules with theirs (Vite manifest). A byte count: the machine load does not',
    `change it. Target: ≤ ${fmt(FIRST_ROUTE_TARGET)} B (150 KB) gzipped on the first route (${SIZE_TARGET_ROUTES.join(', ')});`,
    'the other routes are reported against the same figure.',
    '',
    `Measured ${when} UTC; ${machine()}.`,
    '',
    '| route | JavaScript gzip B (raw B) | files | CSS gzip B | target |',
    '|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | **${fmt(r.js.total.gzip)}** (${fmt(r.js.total.raw)}) | ${r.js.rows.length} | ${fmt(r.css.total.gzip)} | ${verdict(r)} |`,
    ),
    '',
  ];
  for (const r of results) {
    lines.push(`<details><summary>${r.route}: each file</summary>`, '');
    lines.push('| file | loads as | gzip B | raw B |', '|---|---|---|---|');
    for (const row of [...r.js.rows, ...r.css.rows]) {
      lines.push(`| \`${row.file}\` | ${row.why} | ${fmt(row.gzip)} | ${fmt(row.raw)} |`);
    }
    lines.push('', '</details>', '');
  }
  return lines.join('\n').trimEnd();
}

async function main() {
  const given = args.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-web-'));
  try {
    if (!given) {
      log('building apps/web into a temporary folder...');
      buildWeb(dist);
    }
    const results = await measureRoutes(dist);
    if (args.has('json')) console.log(JSON.stringify(results, null, 2));
    for (const r of results) {
      log(`${r.route}: JavaScript before it can be used (gzip -9 / raw):`);
      for (const row of r.js.rows) {
        log(
          `  ${fmt(row.gzip).padStart(9)} ${fmt(row.raw).padStart(10)}  ${row.file}  [${row.why}]`,
        );
      }
      for (const row of r.css.rows) {
        log(
          `  ${fmt(row.gzip).padStart(9)} ${fmt(row.raw).padStart(10)}  ${row.file}  [CSS, ${row.why}]`,
        );
      }
      for (const note of r.notes) log(`  note: ${note}`);
      log(
        `  total ${fmt(r.js.total.gzip)} B gzip (${fmt(r.js.total.raw)} B raw) in ${r.js.rows.length} files; ` +
          (r.held
            ? `target ≤ ${fmt(FIRST_ROUTE_TARGET)} B: ${r.met ? 'met' : 'MISSED'}`
            : `reported, no target (${r.met ? 'under' : 'over'} ${fmt(FIRST_ROUTE_TARGET)} B)`),
      );
    }
    if (!given && !args.has('no-write')) {
      await writeSection('size', section(results, now()));
      log('bench/README.md updated (app-first-route section)');
    }
    const missed = results.filter((r) => !r.ok);
    if (args.has('check') && missed.length > 0) {
      console.error(
        `[app:size] CHECK FAILED: ${missed.map((r) => `${r.route} ${fmt(r.js.total.gzip)} B`).join(', ')} over ${fmt(FIRST_ROUTE_TARGET)} B gzip`,
      );
      process.exitCode = 1;
    }
    return results;
  } finally {
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error('[app:size]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
