// The instagram module's descriptor (see ../types.ts): the connected account, its synced posts and
// the shoppable feeds, the browser's part of connecting (routes.ts), the tokens' upkeep and the
// video copies (jobs.ts).
import type { AppModule } from '../types';
import { instagramJobs } from './jobs';
import { instagramResolvers } from './resolvers';
import { instagramRoutes } from './routes';

export const instagramModule: AppModule = {
  name: 'instagram',
  resolvers: instagramResolvers,
  routes: instagramRoutes,
  jobs: instagramJobs,
};
