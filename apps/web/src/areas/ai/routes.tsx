// The AI area (doc 3 §2): /ai, loaded on first visit; the page needs a paid plan.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.ai(),
      lazy: async () => ({ Component: (await import('./AIRoute')).AIRoute }),
    },
  ],
};
