#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and the merchant app's Vite dev server
// (port 5173, proxying /graphql to the API).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { NODE_ENV: 'development', ...process.env };
const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@vendy/web'], { cwd: root, stdio: 'inherit', env }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => stop(sig));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
