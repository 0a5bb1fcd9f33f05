// Shared pieces of the storefront benchmarks: README sections, the bench server (the real API on a
// fresh database with a finished layout), Chromium, small statistics.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
export const today = () => new Date().toISOString().slice(0, 10);
export const now = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function machine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  return `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${load}`;
}

// --- bench/README.md ------------------------------------------------------------------------

const README = path.join(root, 'bench/README.md');

/** Replaces (or appends) the block between `<!-- name:start -->` and `<!-- name:end -->`. */
export async function replaceSection(name, body) {
  let text = await readFile(README, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  text =
    text.includes(start) && text.includes(end)
      ? text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(README, text);
}

/** Sets the "latest figure" cell of the targets table row whose first cell starts with `label`. */
export async function replaceTargetRow(label, figure) {
  const text = await readFile(README, 'utf8');
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^(\\| ${escaped}[^|\\n]*\\|[^|\\n]*\\| )[^|\\n]*(\\|)$`, 'm');
  if (!re.test(text)) {
    console.warn(`bench/README.md: no target row starting with "${label}"`);
    return;
  }
  await writeFile(
    README,
    text.replace(re, (_, head, tail) => `${head}${figure.replaceAll('|', '/')} ${tail}`),
  );
}

// --- the bench server -----------------------------------------------------------------------

/**
 * Starts bench/storefront/server.ts: the real API on a fresh database (PGlite in a temporary
 * folder, or DATABASE_URL / BENCH_DATABASE_URL... see server.ts) with a finished layout shown on
 * the sandbox store's pages. Resolves with what it printed on its READY line, plus `stop()`.
 */
export async function startBenchServer({ log = () => {}, env = {} } = {}) {
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'bench/storefront/server.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map();
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let buffered = '';
  const info = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the bench server did not start within 5 minutes')),
      300_000,
    );
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        if (line.startsWith('READY ')) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice('READY '.length)));
        } else if (line.startsWith('FAIL ')) {
          clearTimeout(timer);
          reject(new Error(line.slice('FAIL '.length)));
        } else if (line.startsWith('OK ')) {
          waiting.get(line.slice(3))?.();
        } else if (line.trim()) {
          log(line);
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited with ${code} before it was ready`));
    });
  });
  return {
    ...info,
    pid: child.pid,
    /** Sends a command (see server.ts) and waits for its OK. */
    command(line) {
      return new Promise((resolve) => {
        waiting.set(line, resolve);
        child.stdin.write(`${line}\n`);
      });
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// --- Chromium -------------------------------------------------------------------------------

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
];

export function assertChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH`,
    );
  }
}
