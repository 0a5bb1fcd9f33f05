// The analytics module's background job (in its descriptor, module.ts): every minute, the events
// received since the last run are added to the rollups (rollup.ts, fold.ts). One job is queued per
// minute across all processes; a run that finds another one holding the lease does nothing.
import type { JobDefinition } from '../../jobs/types';
import { rollUpFresh } from './rollup';

export const ROLLUP_QUEUE = 'analytics-rollup';

export const rollupJob: JobDefinition<{ settleSeconds?: number }> = {
  queue: ROLLUP_QUEUE,
  schedule: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  concurrency: 1,
  async handle(run, deps) {
    const settleSeconds = run.data.settleSeconds;
    const result = await rollUpFresh(deps.db, {
      signal: run.signal,
      ...(typeof settleSeconds === 'number' ? { settleSeconds } : {}),
    });
    if (result.hours > 0) deps.logger.debug({ hours: result.hours }, 'analytics hours rolled up');
  },
};
