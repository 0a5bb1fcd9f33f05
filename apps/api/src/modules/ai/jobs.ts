// The ai module's background job (in its descriptor, module.ts): saving a finished generated video
// (video-jobs.ts, completeVideoJob). Queued by the list's status check and by the webhook; a
// network failure is tried again with backoff, and after the last attempt the next list load
// queues it again.
import type { JobDefinition } from '../../jobs/types';
import { COMPLETE_QUEUE, completeVideoJob, type CompleteJobData } from './video-jobs';

export const completeVideoJobDefinition: JobDefinition<CompleteJobData> = {
  queue: COMPLETE_QUEUE,
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 20 * 60,
  concurrency: 2,
  handle: (run, deps) => completeVideoJob(deps, run.data.jobId),
};

export const aiJobs = [completeVideoJobDefinition] as const;
