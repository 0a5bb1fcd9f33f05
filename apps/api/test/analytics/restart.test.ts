// The rollups survive a restart: a run queued just before the server stops is done by the next
// server on the same database, and the rollups then hold the events received before the stop.
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/connection';
import { ROLLUP_QUEUE } from '../../src/modules/analytics/jobs';
import { periodCounts } from '../../src/modules/analytics/queries';
import { createTestDatabase } from '../harness/database';
import { startTestServer, type TestServer } from '../harness/server';
import { EXPECTED, H0, H2, insertEvents, scriptedEvents, twoGroups } from './fixtures';

let database: DatabaseConnection;
let second: TestServer | undefined;

afterAll(async () => {
  await second?.close();
  await database?.close();
});

describe('the analytics-rollup job across a restart', () => {
  it('is done by the next server when the first one stopped right after queuing it', async () => {
    database = await createTestDatabase();
    const first = await startTestServer({ database });
    const { groupA, groupB } = await twoGroups(database.db, 'restart');
    await insertEvents(database.db, scriptedEvents(groupA, groupB));
    const id = await first.app.services.jobs.send(ROLLUP_QUEUE, { settleSeconds: 0 });
    await first.close();

    second = await startTestServer({ database });
    const jobs = second.app.services.jobs;
    await expect.poll(() => jobs.state(ROLLUP_QUEUE, id), { timeout: 100_000 }).toBe('completed');
    expect(await periodCounts(database.db, groupA, { from: H0, to: H2 })).toEqual(EXPECTED.total);
  });
});
