// The photo collections area (doc 2 §2): /images, loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.images(),
      lazy: async () => ({ Component: (await import('./ImagesRoute')).ImagesRoute }),
    },
  ],
};
