#!/usr/bin/env node
// Every storefront benchmark in turn, on one build of apps/embed: size (static and in a browser),
// payload throughput, browser (requests, layout shift, first frame), Lighthouse. The fixture
// (bench/.cache) is prepared once, before the first bench that needs it, and reused by the rest.
// Each writes its section of bench/README.md unless --no-write; --check is passed on, and then this
// exits with 1 when any bench missed a target (or failed).
//
//   node bench/storefront/run.mjs [--check] [--no-write] [--only size,payload,browser,lighthouse]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cli, ensureFixture, root } from './lib.mjs';
import { buildEmbed } from './size.mjs';

const opts = cli();
const only = opts.value('only')?.split(',');
const pass = opts.args.filter((a) => a === '--no-write' || a === '--check');
const steps = ['size', 'payload', 'browser', 'lighthouse'].filter((s) => !only || only.includes(s));

const dist = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
const outcome = {};
try {
  await ensureFixture({ log: (line) => console.log(`[run] ${line}`) });
  buildEmbed(dist);
  for (const step of steps) {
    // size.mjs writes the README only for its own build: give it none (it builds again, quickly).
    const extra = step === 'size' || step === 'payload' ? [] : ['--dist', dist];
    console.log(`\n=== ${step} ===`);
    const run = spawnSync(process.execPath, [`bench/storefront/${step}.mjs`, ...extra, ...pass], {
      cwd: root,
      stdio: 'inherit',
    });
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
for (const [step, result] of Object.entries(outcome)) console.log(`${step.padEnd(10)} ${result}`);
process.exit(Object.values(outcome).every((r) => !r.startsWith('missed')) ? 0 : 1);
