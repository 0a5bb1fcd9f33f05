#!/usr/bin/env node
// `npm start`: builds the web and embed apps when their sources changed since the last build, then
// runs the server (API, merchant app, embed, provider sandboxes) on one port with PGlite in ./.data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [
  'packages/client/src',
  'packages/ui-kit/src',
  'packages/player/src',
  'packages/timeline/src',
];
for (const app of ['web', 'embed']) {
  const dir = path.join(root, 'apps', app);
  const built = path.join(dir, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(
    newestMtime(path.join(dir, 'src')),
    statSync(path.join(dir, 'index.html')).mtimeMs,
    ...sources.map((s) => newestMtime(path.join(root, s))),
  );
  if (changedAt > builtAt) {
    console.log(`Building the ${app} app...`);
    const res = spawnSync('npm', ['run', 'build', '--silent', '-w', `@vendy/${app}`], {
      cwd: root,
      stdio: 'inherit',
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

const server = spawn('npx', ['--no-install', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
