#!/usr/bin/env node
// Starts the real server for end-to-end tests on a fresh temporary PGlite database (or on
// E2E_DATABASE_URL), serving the built web and embed apps. Removed again on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'vendy-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
};
const child = spawn('npx', ['--no-install', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
