// The server of the merchant app benches: the real API (as `main.ts` starts it, without the demo
// layouts' transcode) on a fresh PGlite database with the demo data and the demo sandbox store,
// serving a built apps/web (BENCH_WEB_DIST) the way it is served in production (static files from
// the dist folder, hashed assets immutable, gzip / brotli). Prints one line `READY {json}` or
// `FAIL <reason>`; SIGTERM, SIGINT or the end of stdin closes it and removes its temporary folder.
//
// BENCH_PORT: the port to listen on, on 127.0.0.1 (default 3301).
//
// The migrated and seeded database is kept in bench/.cache/app-db-<key>/ (key: a hash of the
// migrations, the demo seed and this file) and each start works on a copy of it.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../apps/api/src/app';
import { loadConfig, type Config } from '../../apps/api/src/config';
import { seedDemoData, seedDemoStore } from '../../apps/api/src/modules/demo/seed';

const say = (line: string) => process.stdout.write(`${line}\n`);
const fail = (reason: string): never => {
  say(`FAIL ${reason}`);
  process.exit(1);
};

const webDist = process.env.BENCH_WEB_DIST;
if (!webDist) fail('BENCH_WEB_DIST (a built apps/web) is not set');

const repo = path.resolve(import.meta.dirname, '../..');

/** Hash of what the cached database is made from. */
async function fixtureKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = async (dir: string) =>
    (await readdir(path.join(repo, dir), { recursive: true }))
      .filter((f) => /\.(sql|json|ts)$/.test(f) && !f.endsWith('.test.ts'))
      .sort()
      .map((f) => path.join(dir, f));
  for (const file of [
    ...(await files('apps/api/drizzle')),
    ...(await files('apps/api/src/modules/demo')),
    'bench/app/server.ts',
  ]) {
    hash.update(file).update(await readFile(path.join(repo, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const scratch = await mkdtemp(path.join(tmpdir(), 'vendy-bench-app-'));
const port = Number(process.env.BENCH_PORT ?? 3301);
let config: Config;
try {
  config = loadConfig({
    ...process.env,
    // Demo data (the demo merchant's sign-in) is refused in production; the web app is served
    // from its dist folder alike in every mode.
    NODE_ENV: 'development',
    DEMO_DATA: 'on',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(scratch, 'data'),
    DATABASE_URL: '',
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const started = process.hrtime.bigint();
const dataDir = path.join(scratch, 'data');
const cached = path.join(repo, 'bench/.cache', `app-db-${await fixtureKey()}`);
const fromCache = existsSync(cached);
if (fromCache) await cp(cached, dataDir, { recursive: true });
let app = await createApp(config!, { webDist: path.resolve(webDist!) });
let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await app.close().catch(() => {});
  await rm(scratch, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', () => void close());
process.once('SIGINT', () => void close());
process.stdin.once('end', () => void close());
process.stdin.resume();

try {
  const deps = { ...app.services, logger: app.logger };
  await seedDemoData(deps);
  let url = await app.listen(port);
  await seedDemoStore(deps);
  if (!fromCache) {
    // Keep the seeded database for the next start (copied while closed), then serve on it.
    await app.close();
    const partial = `${cached}.${process.pid}`;
    await cp(dataDir, partial, { recursive: true });
    await rename(partial, cached).catch(() => rm(partial, { recursive: true, force: true }));
    app = await createApp(config!, { webDist: path.resolve(webDist!) });
    url = await app.listen(port);
  }
  say(
    `READY ${JSON.stringify({
      url,
      database: app.database.driver,
      pid: process.pid,
      databaseFromCache: fromCache,
      startMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
    })}`,
  );
} catch (error) {
  say(`FAIL ${error instanceof Error ? error.message.replaceAll('\n', ' | ') : String(error)}`);
  await app.close().catch(() => {});
  await rm(scratch, { recursive: true, force: true });
  process.exit(1);
}
