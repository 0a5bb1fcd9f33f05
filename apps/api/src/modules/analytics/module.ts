// The analytics module's descriptor (see ../types.ts): the dashboard's access token, the hourly
// rollups' job and the dashboard's data API (/analytics/api/...).
import type { AppModule } from '../types';
import { rollupJob } from './jobs';
import { analyticsResolvers } from './resolvers';
import { analyticsRoutes } from './routes';

export const analyticsModule: AppModule = {
  name: 'analytics',
  resolvers: analyticsResolvers,
  jobs: [rollupJob],
  routes: analyticsRoutes,
};
