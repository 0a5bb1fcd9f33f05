#!/usr/bin/env node
// Every benchmark in turn with --check: each states its targets, reports min / median / max over
// its runs and exits non-zero when any run misses a target. This script prints one line per
// bench and exits 1 when any of them missed (or failed to run).
//
//   node bench/check.mjs [--no-write] [--only storefront,app,sliders,events,events-rollups,analytics,transcode,timeline]
//
// Run it on an otherwise idle machine when the wall-clock figures matter; the load-independent
// figures (CPU time per request, per event, per zoom step; bytes) are written beside them.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const pass = args.filter((a) => a === '--no-write');

/** Each bench and its command; all of them take --check and --no-write. */
const benches = [
  ['storefront', ['bench/storefront/run.mjs']],
  ['app', ['bench/app/lighthouse.mjs']],
  ['sliders', ['bench/sliders/lighthouse.mjs']],
  ['events', ['bench/events/run.mjs']],
  ['events-rollups', ['bench/events/run.mjs', '--rollups']],
  ['analytics', ['bench/analytics/run.mjs']],
  ['transcode', ['bench/transcode/run.mjs']],
  ['timeline', ['bench/timeline/run.mjs']],
].filter(([name]) => !only || only.includes(name));

const outcome = [];
for (const [name, script] of benches) {
  console.log(
    `\n=== ${name} (load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}) ===`,
  );
  const started = Date.now();
  const run = spawnSync(process.execPath, [...script, '--check', ...pass], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  outcome.push([name, run.status === 0 ? 'met' : `missed or failed (exit ${run.status})`, seconds]);
}

console.log('\n=== targets ===');
for (const [name, result, seconds] of outcome)
  console.log(`${name.padEnd(11)} ${result} (${seconds} s)`);
process.exit(outcome.every(([, result]) => result === 'met') ? 0 : 1);
