// Durable background jobs (pg-boss on the application's database): started and stopped with the
// app, so queued work survives restarts and any process can pick it up.
//
// A module declares a JobDefinition (queue, retries, time limit, handler) in its descriptor
// (modules/<name>/module.ts, `jobs`); it sends jobs with `jobs.send(queue, data)` (a service:
// ctx.jobs in a resolver or an HTTP route, deps.jobs in another job).
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/connection';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { BOSS_SCHEMA, createBoss, executeSqlFor } from './boss';
import type { JobDefinition, JobDeps, JobRun, Jobs, JobState, SendOptions } from './types';

export type { JobDefinition, JobDeps, JobRun, Jobs, JobState, SendOptions } from './types';

/** Time a stopping process gives aborted handlers to record their failure. */
const STOP_TIMEOUT_MS = 10_000;
/** Margin between our own abort and pg-boss's expiry, so the handler ends first and cleans up. */
const ABORT_MARGIN_SECONDS = 5;
const DEFAULT_POLLING_SECONDS = 2;

export interface StartJobsOptions {
  database: DatabaseConnection;
  config: Config;
  logger: Logger;
  /** Every module's jobs (collected by the composition root from modules/index.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: readonly JobDefinition<any>[];
  /**
   * The services handlers get besides `jobs` and their logger (the composition root's). Without
   * them, handlers get only the database and `config`: enough for definitions that use nothing
   * else (a queue tested on its own).
   */
  services?: Omit<Services, 'jobs'>;
  pollingIntervalSeconds?: number;
}

export async function startJobs(options: StartJobsOptions): Promise<Jobs> {
  const { database, config } = options;
  const logger = options.logger.child({ component: 'jobs' });
  const { definitions } = options;
  const boss = createBoss(
    database,
    definitions.some((definition) => definition.schedule !== undefined),
    (error) =>
      logger.warn(
        { err: error },
        "a job's result was not recorded (database unreachable); it is retried after its time limit",
      ),
  );
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();

  const stopping = new AbortController();
  const workerIds = new Map<string, string[]>();

  const jobs: Jobs = {
    async send(queue, data, sendOptions: SendOptions = {}) {
      const id = await boss.send(queue, data, {
        ...(sendOptions.expireInSeconds === undefined
          ? {}
          : { expireInSeconds: Math.ceil(sendOptions.expireInSeconds) }),
      });
      if (!id) throw new Error(`pg-boss did not queue the ${queue} job`);
      // Wake this process's idle workers instead of waiting for their next poll.
      for (const workerId of workerIds.get(queue) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async state(queue, id) {
      const job = await boss.getJobById(queue, id, { includeArchive: true });
      return (job?.state as JobState | undefined) ?? null;
    },
    async stop() {
      if (stopping.signal.aborted) return;
      stopping.abort(new Error('The server is stopping.'));
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };

  const services = options.services ?? ({ db: database.db, config } as Omit<Services, 'jobs'>);
  const deps: JobDeps = { ...services, logger, jobs };
  try {
    for (const definition of definitions) {
      await declareQueue(boss, definition);
      if (definition.schedule) {
        await boss.schedule(definition.queue, definition.schedule, {}, { tz: 'UTC' });
      }
    }
    if (database.driver === 'pglite') {
      await recoverInterrupted(database, boss, definitions, logger);
    }
    for (const definition of definitions) {
      const ids: string[] = [];
      for (let i = 0; i < (definition.concurrency ?? 1); i += 1) {
        ids.push(
          await boss.work<object>(
            definition.queue,
            {
              includeMetadata: true,
              batchSize: 1,
              pollingIntervalSeconds: options.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
            },
            ([job]) =>
              job
                ? runJob(definition, job, deps, stopping.signal, logger)
                : Promise.resolve(undefined),
          ),
        );
      }
      workerIds.set(definition.queue, ids);
    }
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }

  return jobs;
}

async function declareQueue(boss: PgBoss, definition: JobDefinition<object>): Promise<void> {
  const options: PgBoss.Queue = {
    name: definition.queue,
    retryLimit: definition.retryLimit,
    retryDelay: definition.retryDelaySeconds,
    retryBackoff: definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
    // Finished jobs stay readable (state()) for a week.
    retentionDays: 7,
  };
  if (await boss.getQueue(definition.queue)) await boss.updateQueue(definition.queue, options);
  else await boss.createQueue(definition.queue, options);
}

/**
 * An embedded database belongs to one process, so a job still marked active was cut off when the
 * previous process died: fail it now (it is retried) rather than after its whole time limit.
 */
async function recoverInterrupted(
  database: DatabaseConnection,
  boss: PgBoss,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions: readonly JobDefinition<any>[],
  logger: Logger,
): Promise<void> {
  const executeSql = executeSqlFor(database);
  for (const { queue } of definitions) {
    const { rows } = await executeSql(
      `select id from ${BOSS_SCHEMA}.job where name = $1 and state = 'active'`,
      [queue],
    );
    const ids = (rows as Array<{ id: string }>).map((row) => row.id);
    if (ids.length === 0) continue;
    logger.warn({ queue, ids }, 'retrying jobs interrupted by a restart');
    for (const id of ids) await boss.fail(queue, id, { message: 'interrupted by a restart' });
  }
}

async function runJob(
  definition: JobDefinition<object>,
  job: PgBoss.JobWithMetadata<object>,
  deps: JobDeps,
  stopping: AbortSignal,
  logger: Logger,
): Promise<void> {
  const limitSeconds = Math.max(1, Number(job.expireInSeconds) - ABORT_MARGIN_SECONDS);
  const run: JobRun<object> = {
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    signal: AbortSignal.any([stopping, AbortSignal.timeout(limitSeconds * 1000)]),
  };
  const log = logger.child({ queue: definition.queue, jobId: job.id, attempt: job.retryCount });
  try {
    await definition.handle(run, { ...deps, logger: log });
  } catch (error) {
    log.warn({ err: error, retryLimit: job.retryLimit }, 'job attempt failed');
    throw error;
  }
}
