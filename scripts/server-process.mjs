// Runs the API server as a direct child of this Node process (no npx, shell or tsx wrapper in
// between, each of which can swallow a signal), and passes Ctrl-C / SIGTERM on to it, so stopping
// `npm start` stops the server and frees its port.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The server (apps/api/src/main.ts) run by Node with tsx's loader; `watch` restarts it on change. */
export function spawnServer({ env, watch = false }) {
  const entry = 'apps/api/src/main.ts';
  const args = watch
    ? [
        path.join(path.dirname(require.resolve('tsx/package.json')), 'dist', 'cli.mjs'),
        'watch',
        entry,
      ]
    : ['--import', 'tsx', entry];
  return spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
}

/**
 * Forwards SIGINT and SIGTERM to the children and exits once all of them have ended, with the first
 * child's status. A Ctrl-C in a terminal reaches the children too (same process group); the server
 * ignores the repeated signal. When one child ends on its own the others are stopped as well.
 */
export function superviseChildren(children) {
  let exitCode = null;
  let running = children.length;
  const stop = (signal) => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  for (const child of children) {
    child.on('exit', (code, signal) => {
      exitCode ??= code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
      running -= 1;
      if (running === 0) process.exit(exitCode);
      stop('SIGTERM');
    });
  }
}
