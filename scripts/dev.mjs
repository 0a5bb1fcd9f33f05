#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and the merchant app's Vite dev server
// (port 5173, proxying /graphql to the API), both direct children so Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, spawnServer, superviseChildren } from './server-process.mjs';

const env = { NODE_ENV: 'development', ...process.env };
superviseChildren([
  spawnServer({ env, watch: true }),
  spawn(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js')], {
    cwd: path.join(root, 'apps', 'web'),
    stdio: 'inherit',
    env,
  }),
]);
