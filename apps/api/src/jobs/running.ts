// The job queue each database runs (set by startJobs). Kept apart from index.ts so modules that
// send jobs do not import the registry of every module's job handlers.
import type { Database } from '../db/connection';
import type { Jobs } from './types';

const running = new WeakMap<Database, Jobs>();

/** The job queue running on this database (started with the app). */
export function jobsFor(db: Database): Jobs {
  const jobs = running.get(db);
  if (!jobs) throw new Error('The job queue is not running on this database.');
  return jobs;
}

export function setRunningJobs(db: Database, jobs: Jobs | null): void {
  if (jobs) running.set(db, jobs);
  else running.delete(db);
}
