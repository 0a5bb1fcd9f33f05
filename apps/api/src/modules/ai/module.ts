// The ai module's descriptor (see ../types.ts): the AI page's keys, product scripts and generated
// videos (resolvers.ts), Synthesia's webhook (routes.ts) and the saving of finished videos
// (jobs.ts).
import type { AppModule } from '../types';
import { aiJobs } from './jobs';
import { aiResolvers } from './resolvers';
import { aiRoutes } from './routes';

export const aiModule: AppModule = {
  name: 'ai',
  resolvers: aiResolvers,
  routes: aiRoutes,
  jobs: aiJobs,
};
