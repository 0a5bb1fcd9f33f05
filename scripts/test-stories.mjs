#!/usr/bin/env node
// Builds Storybook, serves the static build on a free local port and runs every story as a test
// (render + play + axe + screenshot). Extra arguments go to test-storybook (e.g. -u to update
// the visual baselines). `--no-build` tests the existing build; `--build-only` only builds (npm test
// times the two apart).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'storybook-static');

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['--no-install', 'storybook', 'build', '--quiet', '-o', out], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (process.argv.includes('--build-only')) process.exit(0);

const port = await freePort();
const server = spawn(
  'npx',
  // Cached for the run (the build does not change during it): the story files' pages share one
  // browser context per worker (.storybook/test-environment.js), so the preview's scripts come
  // from its cache, compiled once.
  ['--no-install', 'http-server', out, '-a', '127.0.0.1', '-p', String(port), '-s', '-c3600'],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

const url = `http://127.0.0.1:${port}`;
const wait = spawnSync('npx', ['--no-install', 'wait-on', '-t', '60000', `${url}/index.json`], {
  cwd: root,
  stdio: 'inherit',
});
if (wait.status !== 0) process.exit(1);

const extra = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--build-only');
const ci = process.env.CI ? ['--ci'] : [];
const res = spawnSync(
  'npx',
  [
    '--no-install',
    'test-storybook',
    '--config-dir',
    '.storybook',
    '--url',
    url,
    '--maxWorkers=2',
    ...ci,
    ...extra,
  ],
  { cwd: root, stdio: 'inherit' },
);
stop();
process.exit(res.status ?? 1);
