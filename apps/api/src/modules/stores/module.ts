// The stores module's descriptor (see ../types.ts): Shopify stores: install, webhooks, the
// vendy.host metafield.
import type { AppModule } from '../types';
import { queueAppHostSync, storeJobs } from './app-host';
import { storesResolvers } from './resolvers';
import { storesRoutes } from './routes';

export const storesModule: AppModule = {
  name: 'stores',
  resolvers: storesResolvers,
  routes: storesRoutes,
  jobs: storeJobs,
  // Stores whose vendy.host metafield is not this PUBLIC_URL get it again (through the sandbox,
  // itself served here, without Shopify credentials: hence once listening).
  onListening: (deps) => queueAppHostSync(deps.jobs, deps.logger),
};
