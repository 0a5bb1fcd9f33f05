#!/usr/bin/env node
// `npm start`: builds the web and embed apps when their sources changed since the last build, then
// runs the server (API, merchant app, embed, provider sandboxes) on one port with PGlite in ./.data.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, spawnServer, superviseChildren } from './server-process.mjs';

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
// START_SKIP_BUILD=1 serves whatever is built (or the server's placeholder page): for tests of
// the server process itself, which need no apps.
const apps = process.env.START_SKIP_BUILD === '1' ? [] : ['web', 'embed'];
for (const app of apps) {
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

// The server picks its ffmpeg (system build, else the one `npm install` brought) and says which.
superviseChildren([spawnServer({ env: { NODE_ENV: 'development', ...process.env } })]);
