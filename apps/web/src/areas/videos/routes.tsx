// The videos area (doc 2 §2): /videos, loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.videos(),
      lazy: async () => ({ Component: (await import('./VideosRoute')).VideosRoute }),
    },
  ],
};
