// The branding module's descriptor (see ../types.ts): Brand Management's three operations and the
// fonts the viewers load (GET /media/fonts/..., served from packaged font files).
import type { AppModule } from '../types';
import { fontRoutes } from './fonts';
import { brandingResolvers } from './resolvers';

export const brandingModule: AppModule = {
  name: 'branding',
  resolvers: brandingResolvers,
  routes: fontRoutes,
};
