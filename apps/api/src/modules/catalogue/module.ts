// The catalogue module's descriptor (see ../types.ts): Products and collections, and the bulk
// import's result files.
import type { AppModule } from '../types';
import { catalogueResolvers } from './resolvers';
import { catalogueRoutes } from './routes';

export const catalogueModule: AppModule = {
  name: 'catalogue',
  resolvers: catalogueResolvers,
  routes: catalogueRoutes,
};
