// The audio area (doc 2 §2): /audios, loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.audios(),
      lazy: async () => ({ Component: (await import('./AudiosRoute')).AudiosRoute }),
    },
  ],
};
