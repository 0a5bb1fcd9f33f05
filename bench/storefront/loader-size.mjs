#!/usr/bin/env node
// The loader's size is measured with the rest of the storefront scripts: see size.mjs.
//   node bench/storefront/loader-size.mjs [--no-write]   (same as size.mjs)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const size = fileURLToPath(new URL('size.mjs', import.meta.url));
const run = spawnSync(
  process.execPath,
  [size, ...process.argv.slice(2).filter((a) => a !== '--no-build')],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
