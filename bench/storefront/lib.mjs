// Shared pieces of the storefront benchmarks: command-line flags, README sections, the prepared
// fixture (bench/.cache), the bench server (the real API with a finished layout), ports, the egress
// guard that keeps Chromium on loopback, Chromium itself, small statistics.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants as fsConstants,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
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

// --- command line -----------------------------------------------------------------------------

/**
 * The flags every storefront bench takes: `--check` (exit 1 when any run misses a target),
 * `--no-write` (leave bench/README.md alone), and `--name value` options.
 */
export function cli(argv = process.argv.slice(2)) {
  return {
    args: argv,
    check: argv.includes('--check'),
    write: !argv.includes('--no-write'),
    has: (name) => argv.includes(`--${name}`),
    value(name, fallback) {
      const i = argv.indexOf(`--${name}`);
      return i === -1 || i + 1 >= argv.length ? fallback : argv[i + 1];
    },
    number(name, fallback) {
      const i = argv.indexOf(`--${name}`);
      if (i === -1) return fallback;
      const n = Number(argv[i + 1]);
      if (!Number.isFinite(n)) throw new Error(`--${name} takes a number`);
      return n;
    },
  };
}

/**
 * How a bench ends: with --check, exit code 1 when any target is missed; without it, 0 (a report).
 * `verdicts`: [{ target, met }].
 */
export function finish(name, verdicts, { check }) {
  const missed = verdicts.filter((v) => !v.met);
  for (const v of verdicts) console.log(`[${name}] ${v.met ? 'met   ' : 'MISSED'} ${v.target}`);
  if (missed.length > 0 && check) {
    console.log(`[${name}] --check: ${missed.length} target(s) missed, exit 1`);
    process.exitCode = 1;
  } else if (missed.length > 0) {
    console.log(`[${name}] ${missed.length} target(s) missed (run with --check to fail on it)`);
  }
}

// --- statistics ---------------------------------------------------------------------------------

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile of an ascending list (p90 of 10 values is the 9th). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** min / median / p90 / max of the values. */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? NaN,
    median: median(sorted),
    p90: percentile(sorted, 90),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/** "12 / 15 / 19 / 30 ms" (min / median / p90 / max) or without p90. */
export function fmtStats(s, unit = '', { digits = 0, p90 = false } = {}) {
  const parts = p90 ? [s.min, s.median, s.p90, s.max] : [s.min, s.median, s.max];
  return `${parts.map((v) => fmt(v, digits)).join(' / ')}${unit}`;
}

// --- the machine -------------------------------------------------------------------------------

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

export function machine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
}

/** When a bench ran and how loaded the machine was, for its README section. */
export function runStamp(startedAt, loadAtStart) {
  return (
    `Run ${startedAt} – ${now()} UTC on ${machine()}; load average (1 / 5 / 15 min) ` +
    `${loadAtStart} at the start, ${loadAverage()} at the end.`
  );
}

// --- bench/README.md ------------------------------------------------------------------------

const README = path.join(root, 'bench/README.md');

/**
 * Replaces the block between `<!-- name:start -->` and `<!-- name:end -->`; without one, adds it
 * after the section `after` names (its `<!-- after:end -->`), or at the end of the file.
 */
export async function replaceSection(name, body, { after } = {}) {
  let text = await readFile(README, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const afterEnd = after ? `<!-- ${after}:end -->` : null;
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else if (afterEnd && text.includes(afterEnd)) {
    const at = text.indexOf(afterEnd) + afterEnd.length;
    text = `${text.slice(0, at)}\n\n${block}${text.slice(at)}`;
  } else {
    text = `${text.trimEnd()}\n\n${block}\n`;
  }
  await writeFile(README, text);
}

/** The "| target | figure | result |" table of a README section. */
export function targetTable(verdicts) {
  return [
    '| target | measured | result |',
    '|---|---|---|',
    ...verdicts.map(
      (v) => `| ${v.target} | ${v.figure.replaceAll('|', '/')} | ${v.met ? 'met' : '**missed**'} |`,
    ),
  ];
}

// --- ports ---------------------------------------------------------------------------------

/** BENCH_PORTS (e.g. 3600-3699): the range the storefront benches take their ports from. */
const [PORT_LOW, PORT_HIGH] = (process.env.BENCH_PORTS ?? '3600-3699').split('-').map(Number);
// Each process starts at its own place in the range, so benches running side by side rarely meet.
let nextPort = PORT_LOW + (process.pid % (PORT_HIGH - PORT_LOW + 1));

/**
 * The Fetch standard's "bad ports" (fetch refuses them: 'fetch failed (bad port)'); the server
 * fetches its own public address (the sandbox's Admin API and Instagram calls), so never these.
 */
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free loopback port from BENCH_PORTS (each call moves on, so one process never reuses one). */
export async function freePort() {
  for (let tries = 0; tries <= PORT_HIGH - PORT_LOW; tries++) {
    const port = nextPort;
    nextPort = nextPort >= PORT_HIGH ? PORT_LOW : nextPort + 1;
    if (!FETCH_BAD_PORTS.has(port) && (await portFree(port))) return port;
  }
  throw new Error(`no free port in ${PORT_LOW}-${PORT_HIGH} (set BENCH_PORTS)`);
}

// --- the prepared fixture (bench/.cache) ------------------------------------------------------

export const CACHE_DIR = path.join(root, 'bench/.cache');

const filesUnder = (dir, keep) =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => {
      const file = path.join(dir, d.name);
      return d.isDirectory() ? filesUnder(file, keep) : keep(file) ? [file] : [];
    })
    .sort();

/** The ffmpeg the server will run (as apps/api/src/modules/videos/ffmpeg-path.ts finds it). */
function ffmpegBinary() {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs.filter(Boolean)) {
    const file = path.join(dir, 'ffmpeg');
    try {
      if (statSync(file).isFile()) {
        accessSync(file, fsConstants.X_OK);
        return file;
      }
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * The transcode's code: the video job's file and what it imports, file by file, inside the videos
 * module (not through the module's index, which names everything the module has).
 */
function transcodeFiles(videosDir) {
  const seen = new Set();
  const pending = [path.join(videosDir, 'jobs.ts')];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)) {
      const target = `${path.resolve(path.dirname(file), m[1]).replace(/\.js$/, '')}.ts`;
      if (path.dirname(target) === videosDir && path.basename(target) !== 'index.ts')
        pending.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * What produced the fixture, hashed: the demo clip's source (modules/demo), the transcode (the
 * video job and the files it imports in the videos module), the demo Instagram feed (the sandbox
 * account's posts and CDN, the instagram module's sync and copies), the ffmpeg binary (its bytes
 * and `-version`, which names its libraries), the database files it lives in (migrations, PGlite's
 * version) and this bench's server. Any change to one of them gives a new fixture.
 */
export function fixtureInputs() {
  const api = path.join(root, 'apps/api');
  const source = (file) => file.endsWith('.ts') && !file.endsWith('.test.ts');
  const files = [
    ...filesUnder(path.join(api, 'src/modules/demo'), source),
    ...transcodeFiles(path.join(api, 'src/modules/videos')),
    ...filesUnder(path.join(api, 'src/modules/instagram'), source),
    ...filesUnder(path.join(api, 'src/sandbox/instagram'), source),
    ...filesUnder(path.join(api, 'drizzle'), () => true),
    path.join(root, 'bench/storefront/server.ts'),
  ];
  const ffmpeg = ffmpegBinary();
  const version = ffmpeg
    ? spawnSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8' }).stdout
    : 'none';
  let pglite = 'unknown';
  try {
    pglite = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version;
  } catch {
    // keep 'unknown'
  }
  return {
    files,
    ffmpeg,
    ffmpegVersion: version.split('\n')[0],
    pglite,
    env: {
      DEMO_VIDEO_SECONDS: process.env.DEMO_VIDEO_SECONDS ?? '',
      BENCH_OWN_LAYOUT: process.env.BENCH_OWN_LAYOUT ?? '',
    },
    version,
  };
}

export async function fixtureKey() {
  const inputs = fixtureInputs();
  const hash = createHash('sha256');
  for (const file of inputs.files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(await readFile(file));
    hash.update('\0');
  }
  hash.update(inputs.ffmpeg ? await readFile(inputs.ffmpeg) : 'no ffmpeg');
  hash.update(inputs.version);
  hash.update(inputs.pglite);
  hash.update(JSON.stringify(inputs.env));
  return { key: hash.digest('hex').slice(0, 16), inputs };
}

/** Lines from a child's stdout, one at a time. */
function onLines(stream, each) {
  let buffered = '';
  stream.setEncoding('utf8').on('data', (chunk) => {
    buffered += chunk;
    let nl;
    while ((nl = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      each(line);
    }
  });
}

/**
 * The prepared fixture: a data folder (PGlite database and local media) with the demo data, the
 * demo layout whose clip went through the real upload transcode (HLS ladder, poster), the
 * YouTube/TikTok layout and the demo Instagram feed (posts, our copies of their pictures and
 * videos). Made once per fixtureKey() in bench/.cache/storefront-<key> (by
 * server.ts in its prepare mode), then copied by every bench server. With DATABASE_URL set the
 * database is elsewhere: no fixture, the server prepares everything at every start.
 */
export async function ensureFixture({ log = () => {} } = {}) {
  if (process.env.DATABASE_URL) return null;
  const { key, inputs } = await fixtureKey();
  const dir = path.join(CACHE_DIR, `storefront-${key}`);
  if (existsSync(path.join(dir, 'fixture.json'))) {
    log(`fixture ${path.relative(root, dir)} (reused)`);
    return dir;
  }
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(path.join(CACHE_DIR, '.gitignore'), '*\n');
  // One bench prepares a fixture at a time; another waits for it (while the preparing process lives).
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const owner = Number(await readFile(lock, 'utf8').catch(() => '0'));
      let alive = false;
      try {
        process.kill(owner, 0);
        alive = owner > 0;
      } catch {
        alive = false;
      }
      if (!alive) {
        await rm(lock, { force: true });
        continue;
      }
      log(`waiting for process ${owner}, which prepares the same fixture...`);
      while (existsSync(lock) && !existsSync(path.join(dir, 'fixture.json')))
        await new Promise((r) => setTimeout(r, 1000));
      if (existsSync(path.join(dir, 'fixture.json'))) return dir;
    }
  }
  try {
    return await prepareFixture({ dir, key, inputs, log });
  } finally {
    await rm(lock, { force: true });
  }
}

async function prepareFixture({ dir, key, inputs, log }) {
  const work = `${dir}.tmp-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  log(
    `preparing fixture ${path.relative(root, dir)}: demo data, demo clip transcoded (minutes; once per change of ${inputs.files.length} source files, ffmpeg or PGlite)...`,
  );
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/storefront/server.ts'], {
    cwd: root,
    env: { ...process.env, BENCH_PREPARE: work, BENCH_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // No time limit: the prepare step ends with PREPARED, FAIL or its exit.
  const prepared = await new Promise((resolve, reject) => {
    onLines(child.stdout, (line) => {
      if (line.startsWith('PREPARED ')) resolve(JSON.parse(line.slice('PREPARED '.length)));
      else if (line.startsWith('FAIL ')) reject(new Error(line.slice('FAIL '.length)));
      else if (line.trim()) log(`prepare: ${line}`);
    });
    child.once('exit', (code) => reject(new Error(`the fixture prepare step exited with ${code}`)));
  }).catch(async (error) => {
    await rm(work, { recursive: true, force: true });
    throw error;
  });
  await new Promise((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', resolve),
  );
  await writeFile(
    path.join(work, 'fixture.json'),
    JSON.stringify(
      {
        ...prepared,
        key,
        madeAt: new Date().toISOString(),
        seconds: Math.round((Date.now() - started) / 1000),
        inputs: {
          files: inputs.files.map((f) => path.relative(root, f)),
          ffmpeg: inputs.ffmpeg,
          ffmpegVersion: inputs.ffmpegVersion,
          pglite: inputs.pglite,
          env: inputs.env,
        },
      },
      null,
      2,
    ),
  );
  try {
    await rename(work, dir);
  } catch {
    // Another bench made the same fixture meanwhile: use theirs.
    await rm(work, { recursive: true, force: true });
  }
  // Older fixtures (other keys) are stale: keep only this one.
  for (const name of readdirSync(CACHE_DIR)) {
    if (
      name.startsWith('storefront-') &&
      !name.startsWith(path.basename(dir)) &&
      !name.includes('.tmp-') &&
      !name.endsWith('.lock')
    )
      await rm(path.join(CACHE_DIR, name), { recursive: true, force: true });
  }
  log(`fixture ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

// --- the bench server -----------------------------------------------------------------------

/**
 * Starts bench/storefront/server.ts: the real API on a copy of the prepared fixture, with a
 * finished layout shown on the sandbox store's pages. As in production the store and the embed
 * are different sites: the store page is served at http://127.0.0.1:<port> and the server's
 * PUBLIC_URL (the loader, the embed frame, its API and media) is http://localhost:<port>, so
 * Chromium runs the frame out of the page's process. `sameOrigin: true` serves both from
 * 127.0.0.1 (as the benches did before). Resolves with what it printed on its READY line, plus
 * `command()` and `stop()`. Waits for the server's READY (or FAIL, or its exit): no time limit.
 */
export async function startBenchServer(options = {}) {
  const fixture = await ensureFixture({ log: options.log ?? (() => {}) });
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, fixture);
    } catch (error) {
      // Another process took the port between the check and the listen: take another.
      if (!/EADDRINUSE/.test(error.message) || attempt >= 5) throw error;
    }
  }
}

async function startOnce({ log = () => {}, env = {}, sameOrigin = false }, fixture) {
  // BENCH_SERVER_NODE_ARGS: extra Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'bench/storefront/server.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        BENCH_PORT: String(port),
        BENCH_PUBLIC_HOST: sameOrigin ? '127.0.0.1' : 'localhost',
        ...(fixture ? { BENCH_FIXTURE: fixture } : {}),
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting = new Map();
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const info = await new Promise((resolve, reject) => {
    onLines(child.stdout, (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice('READY '.length)));
      else if (line.startsWith('FAIL ')) reject(new Error(line.slice('FAIL '.length)));
      else if (line.startsWith('OK ')) waiting.get(line.slice(3))?.();
      else if (line.trim()) log(line);
    });
    void exited.then((code) =>
      reject(new Error(`the bench server exited with ${code} before it was ready`)),
    );
  });
  return {
    ...info,
    fixture,
    pid: info.pid ?? child.pid,
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

/** The first product page linked from the store's catalogue. */
export async function productUrl(store) {
  const html = await (
    await fetch(`${store}/collections/all`, { headers: { accept: 'text/html' } })
  ).text();
  const href = /href="([^"]*\/products\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`no product link on ${store}/collections/all`);
  return new URL(href, `${store}/`).href;
}

/** The sandbox store's Instagram page, where the demo seed places the demo feed's app block. */
export const instagramPageUrl = (store) => `${store}/pages/instagram`;

/** The placeholder of a feed on a store page (the loader's attribute names `ig/{feedId}`). */
export const feedHolder = (feedId) => `[data-vendy-layout="ig/${feedId}"]`;

// --- loopback only ----------------------------------------------------------------------------

/** localhost, *.localhost, 127.0.0.0/8, ::1: the hosts a bench may reach. */
export function isLoopbackHost(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '::1'
  );
}

export function isLoopbackUrl(url) {
  try {
    const u = new URL(url);
    if (
      u.protocol !== 'http:' &&
      u.protocol !== 'https:' &&
      u.protocol !== 'ws:' &&
      u.protocol !== 'wss:'
    )
      return true; // data:, blob:, about:... never reach a network
    return isLoopbackHost(u.hostname);
  } catch {
    return true;
  }
}

/**
 * The egress guard: a proxy on loopback that Chromium sends every non-loopback request to
 * (`--proxy-server`; loopback bypasses proxies), which records it and refuses it, so nothing a
 * page asks for leaves the machine and every such attempt is counted, from every frame and the
 * browser itself, without Playwright's request interception (which turns the HTTP cache off and
 * pauses every request: it would change the timings it measures).
 */
export async function startEgressGuard({ port: wanted } = {}) {
  const hits = [];
  const server = http.createServer((req, res) => {
    hits.push({ at: Date.now(), url: req.url ?? '', method: req.method ?? 'GET' });
    res.writeHead(403, { 'content-type': 'text/plain', connection: 'close' });
    res.end('blocked by the bench: no request may leave loopback\n');
  });
  server.on('connect', (req, socket) => {
    hits.push({ at: Date.now(), url: `https://${req.url}`, method: 'CONNECT' });
    // Chromium may reset a refused tunnel before the answer is written: that is not the bench's
    // error (an unhandled socket error would end the whole run).
    socket.on('error', () => {});
    socket.end('HTTP/1.1 403 Forbidden\r\nconnection: close\r\n\r\n');
  });
  server.on('clientError', (_error, socket) => socket.destroy());
  const port = wanted ?? (await freePort());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    hits,
    chromiumArgs: [`--proxy-server=http://127.0.0.1:${port}`],
    /** Hits from `from` (ms since the epoch) on. */
    since: (from) => hits.filter((h) => h.at >= from),
    close: () => new Promise((resolve) => server.close(resolve)),
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
  // The server listens on 127.0.0.1 only: no detour through ::1 for the embed's origin.
  '--host-resolver-rules=MAP localhost 127.0.0.1',
];

export function assertChromium() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH`,
    );
  }
}
