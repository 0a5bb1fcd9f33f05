// The Brand Management area: /brand (plan feature `branding`).
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.brand(),
      lazy: async () => ({ Component: (await import('./BrandRoute')).BrandRoute }),
    },
  ],
};
