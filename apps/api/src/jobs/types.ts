// What a module declares to run work in the background, and what it gets to send jobs.
import type { Logger } from '../logger';
import type { Services } from '../services';

declare module '../services' {
  interface Services {
    /** The job queue: `jobs.send(queue, data)` from a resolver, an HTTP route or another job. */
    jobs: Jobs;
  }
}

/** What a job handler gets: the services a resolver or an HTTP route has, and its own logger. */
export interface JobDeps extends Services {
  logger: Logger;
}

export interface JobRun<TData> {
  id: string;
  data: TData;
  /** 0 on the first attempt, then 1, 2... */
  retryCount: number;
  retryLimit: number;
  /**
   * Aborted when the process stops or the job's time runs out. The handler stops its work and
   * throws; the job is then retried (by this process or another one).
   */
  signal: AbortSignal;
}

export interface JobDefinition<TData extends object> {
  /** Queue name, e.g. 'video-transcode'. */
  queue: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later one when retryBackoff (with jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one attempt may run before it is aborted and counted as failed. A job whose process
   * died is failed (and retried) by pg-boss's maintenance once this time has passed.
   */
  expireInSeconds: number;
  /** Cron expression (UTC): a job is queued on this schedule, once across all processes. */
  schedule?: string;
  /** Jobs of this queue one process runs at the same time (default 1). */
  concurrency?: number;
  /** Does the work; throwing fails the attempt (retried until retryLimit is reached). */
  handle(run: JobRun<TData>, deps: JobDeps): Promise<void>;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface SendOptions {
  /** Overrides the queue's expireInSeconds for this job (e.g. scaled to a video's length). */
  expireInSeconds?: number;
}

export interface Jobs {
  /** Queues a job; resolves with its id once it is stored (it survives a restart from then on). */
  send<TData extends object>(queue: string, data: TData, options?: SendOptions): Promise<string>;
  /** The job's state, or null when pg-boss no longer knows it. */
  state(queue: string, id: string): Promise<JobState | null>;
  /** Aborts running handlers (their jobs are retried later), stops polling. */
  stop(): Promise<void>;
}
