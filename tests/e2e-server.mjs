#!/usr/bin/env node
// Starts the real server for end-to-end tests on a fresh temporary PGlite database (or on
// E2E_DATABASE_URL), serving the built web and embed apps. Removed again on exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer } from '../scripts/server-process.mjs';
const dataDir = mkdtempSync(path.join(tmpdir(), 'vendy-e2e-'));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  // The demo store and its seeded layouts (the shopper's side in storefront.spec.ts), as after
  // `npm start`: the layouts appear once their video is transcoded, in the background.
  DEMO_DATA: 'on',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  // Links in mail and the store sandbox's OAuth callback must point at the address the browser
  // uses, or the session cookie (set on 127.0.0.1) would not travel with them.
  PUBLIC_URL: `http://127.0.0.1:${process.env.PORT ?? 3111}`,
  // The operator account of the admin journey: it signs up with this address like anyone else.
  ADMIN_EMAILS: process.env.E2E_ADMIN_EMAILS ?? 'admin@e2e.vendy.test',
};
const child = spawnServer({ env });
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => child.kill(sig));
}
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
