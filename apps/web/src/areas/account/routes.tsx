// The account screens (doc 1 §2), each loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.account(),
      lazy: async () => ({ Component: (await import('./AccountRoute')).AccountRoute }),
    },
    {
      path: paths.dashboard(),
      lazy: async () => ({ Component: (await import('./DashboardRoute')).DashboardRoute }),
    },
  ],
};
