// The instagram module's descriptor (see ../types.ts): the connected account, its synced posts and
// the shoppable feeds, the browser's part of connecting (routes.ts) and the tokens' upkeep (jobs.ts).
import type { AppModule } from '../types';
import { instagramJobs } from './jobs';
import { instagramResolvers } from './resolvers';
import { instagramRoutes } from './routes';
import { queuePendingCopies } from './video-copies';

export const instagramModule: AppModule = {
  name: 'instagram',
  resolvers: instagramResolvers,
  routes: instagramRoutes,
  jobs: instagramJobs,
  // Videos synced before their copies were made (or whose copy job was lost) are copied now.
  onListening: (deps) =>
    queuePendingCopies(deps).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'pending instagram video copies not queued'),
    ),
};
