#!/usr/bin/env node
// The loader alone: builds apps/embed's loader into a temporary folder and checks its size
// (≤ 2,048 B gzip -9). The loader's figure in bench/README.md is written by size.mjs (its
// storefront-size section), which measures it with the rest of the storefront scripts.
//
//   node bench/storefront/loader-size.mjs [--check]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const size = fileURLToPath(new URL('size.mjs', import.meta.url));
const run = spawnSync(
  process.execPath,
  [size, '--loader-only', ...process.argv.slice(2).filter((a) => a !== '--no-build')],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
