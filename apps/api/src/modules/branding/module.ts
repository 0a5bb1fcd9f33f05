// The branding module's descriptor (see ../types.ts): the fonts the viewers load
// (GET /media/fonts/..., served from packaged font files).
import type { AppModule } from '../types';
import { fontRoutes } from './fonts';

export const brandingModule: AppModule = {
  name: 'branding',
  routes: fontRoutes,
};
