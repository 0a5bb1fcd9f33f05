#!/usr/bin/env node
// Every storefront benchmark in turn, on one build of apps/embed: size (static and in a browser),
// payload throughput, browser (requests, layout shift, first frame), Lighthouse, both of these again
// with the layout's custom branding and fonts (--branding); then the same
// for the Instagram feed viewer: feed-size, feed-payload (payload.mjs --payload feed),
// feed-browser (requests, layout shift, height). The fixture
// (bench/.cache) is prepared once, before the first bench that needs it, and reused by the rest.
// Each writes its section of bench/README.md unless --no-write; --check is passed on, and then this
// exits with 1 when any bench missed a target (or failed).
//
//   node bench/storefront/run.mjs [--check] [--no-write]
//                                 [--only size,payload,browser,lighthouse,browser-branding,
//                                         lighthouse-branding,feed-size,feed-payload,feed-browser]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cli, ensureFixture, root } from './lib.mjs';
import { buildEmbed } from './size.mjs';

const opts = cli();
const only = opts.value('only')?.split(',');
const pass = opts.args.filter((a) => a === '--no-write' || a === '--check');
/** Each step: its script and its own arguments. */
const STEPS = {
  size: ['size.mjs'],
  payload: ['payload.mjs'],
  browser: ['browser.mjs'],
  lighthouse: ['lighthouse.mjs'],
  // The same two with the layouts' group's custom branding (two custom fonts), in their own sections.
  'browser-branding': ['browser.mjs', '--branding'],
  'lighthouse-branding': ['lighthouse.mjs', '--branding'],
  'feed-size': ['feed-size.mjs'],
  'feed-payload': ['payload.mjs', '--payload', 'feed'],
  'feed-browser': ['feed-browser.mjs'],
};
const steps = Object.keys(STEPS).filter((s) => !only || only.includes(s));

const dist = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
const outcome = {};
try {
  await ensureFixture({ log: (line) => console.log(`[run] ${line}`) });
  buildEmbed(dist);
  for (const step of steps) {
    // The size benches write the README only for their own build: give them none (they build
    // again, quickly); the payload needs no build.
    const [script, ...args] = STEPS[step];
    const extra = ['size', 'payload', 'feed-size', 'feed-payload'].includes(step)
      ? []
      : ['--dist', dist];
    console.log(`\n=== ${step} ===`);
    const run = spawnSync(
      process.execPath,
      [`bench/storefront/${script}`, ...args, ...extra, ...pass],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    outcome[step] =
      run.status === 0
        ? opts.check
          ? 'met'
          : 'ran (see its verdicts; --check fails on a miss)'
        : `missed or failed (exit ${run.status})`;
  }
} finally {
  await rm(dist, { recursive: true, force: true });
}
console.log('\n=== storefront targets ===');
for (const [step, result] of Object.entries(outcome)) console.log(`${step.padEnd(20)} ${result}`);
process.exit(Object.values(outcome).every((r) => !r.startsWith('missed')) ? 0 : 1);
