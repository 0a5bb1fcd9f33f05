// A database that goes away while a job runs: pg-boss writes the job's result without awaiting it,
// so the failed write must be reported (and the job left for pg-boss to retry), never escape as an
// unhandled rejection, which would end the server process.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { startJobs, type JobDefinition, type Jobs } from '../../src/jobs';
import { createLogger } from '../../src/logger';
import { createTestDatabase } from '../harness/database';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('jobs when the database goes away', () => {
  let jobs: Jobs | undefined;
  afterEach(async () => {
    await jobs?.stop().catch(() => undefined);
    jobs = undefined;
  });

  it.each(['completes', 'fails'] as const)(
    'reports a job that %s after the database closed instead of rejecting',
    async (outcome) => {
      const database = await createTestDatabase();
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const lines: string[] = [];
      const logger = createLogger({ logLevel: 'warn' }, { write: (line) => lines.push(line) });
      const unrecorded = () =>
        lines.filter((line) => line.includes("a job's result was not recorded")).length;

      const started = deferred();
      const release = deferred();
      const definition: JobDefinition<{ n: number }> = {
        queue: 'outage-test',
        retryLimit: 1,
        retryDelaySeconds: 1,
        retryBackoff: false,
        expireInSeconds: 60,
        async handle() {
          started.resolve();
          await release.promise;
          if (outcome === 'fails') throw new Error('the work failed');
        },
      };
      jobs = await startJobs({
        database,
        config,
        logger,
        definitions: [definition],
        pollingIntervalSeconds: 0.5,
      });
      await jobs.send('outage-test', { n: 1 });
      await started.promise;
      await database.close();
      release.resolve();

      await expect.poll(unrecorded, { timeout: 30_000, interval: 50 }).toBe(1);
    },
  );
});
