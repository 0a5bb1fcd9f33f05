// The server on PGlite for bench/events/run.mjs when no PostgreSQL server answers: PGlite runs
// inside the API process, so this helper owns the database, creates the bench layout, prints
// `READY <url> <groupId> <widgetId>`, and on SIGTERM closes the app (writing what it accepted) and
// prints `COUNT <rows>`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openPglite } from '../../apps/api/src/db/connection';
import { groups, widgets } from '../../apps/api/src/db/schema';

const dir = await mkdtemp(path.join(tmpdir(), 'vendy-bench-pglite-'));
const database = await openPglite({ dataDir: dir });
await database.migrate();
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  DEMO_DATA: 'off',
  LOG_LEVEL: 'warn',
  DATA_DIR: dir,
});
const app = await createApp(config, { database });
const url = await app.listen(0);

// The ids the bench's cached fixtures name (BENCH_GROUP_ID / BENCH_WIDGET_ID), or new ones.
const [group] = await database.db
  .insert(groups)
  .values({ id: process.env.BENCH_GROUP_ID, name: 'Bench shop' })
  .returning();
const [widget] = await database.db
  .insert(widgets)
  .values({
    id: process.env.BENCH_WIDGET_ID,
    groupId: group!.id,
    title: 'Bench layout',
    type: 'PORTRAIT',
    status: 'READY',
  })
  .returning();
process.stdout.write(`READY ${url} ${group!.id} ${widget!.id}\n`);

process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    const count = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from analytics_events`,
    );
    process.stdout.write(`COUNT ${count.rows[0]!.n}\n`);
    await database.close();
    await rm(dir, { recursive: true, force: true });
    process.exit(0);
  })();
});
