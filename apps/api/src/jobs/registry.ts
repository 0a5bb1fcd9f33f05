// Every module's background jobs. One line per module.
import { storeJobs } from '../modules/stores/app-host';
import { videoJobs } from '../modules/videos/jobs';
import type { JobDefinition } from './types';

// Each definition is typed by its own data; the queue runner only passes that data through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jobDefinitions: readonly JobDefinition<any>[] = [...videoJobs, ...storeJobs];
