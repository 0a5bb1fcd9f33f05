// The analytics module's descriptor (see ../types.ts): the dashboard's access token.
import type { AppModule } from '../types';
import { analyticsResolvers } from './resolvers';

export const analyticsModule: AppModule = {
  name: 'analytics',
  resolvers: analyticsResolvers,
};
