// The products screen (doc 2 §2), loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.products(),
      lazy: async () => ({ Component: (await import('./ProductsRoute')).ProductsRoute }),
    },
  ],
};
