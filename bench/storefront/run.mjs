#!/usr/bin/env node
// Every storefront benchmark in turn, on one build of apps/embed: size, payload throughput,
// browser (requests, layout shift, first frame), Lighthouse. Each writes its section of
// bench/README.md (unless --no-write, passed on). Exits with 1 when any target is missed.
//
//   node bench/storefront/run.mjs [--no-write] [--only size,payload,browser,lighthouse]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';
import { buildEmbed } from './size.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const pass = args.filter((a) => a === '--no-write');
const steps = ['size', 'payload', 'browser', 'lighthouse'].filter((s) => !only || only.includes(s));

const dist = await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
const outcome = {};
try {
  buildEmbed(dist);
  for (const step of steps) {
    // size.mjs writes the README only for its own build: give it none (it builds again, quickly).
    const extra = step === 'size' || step === 'payload' ? [] : ['--dist', dist];
    console.log(`\n=== ${step} ===`);
    const run = spawnSync(process.execPath, [`bench/storefront/${step}.mjs`, ...extra, ...pass], {
      cwd: root,
      stdio: 'inherit',
    });
    outcome[step] = run.status === 0 ? 'met' : `missed or failed (exit ${run.status})`;
  }
} finally {
  await rm(dist, { recursive: true, force: true });
}
console.log('\n=== storefront targets ===');
for (const [step, result] of Object.entries(outcome)) console.log(`${step.padEnd(10)} ${result}`);
process.exit(Object.values(outcome).every((r) => r === 'met') ? 0 : 1);
