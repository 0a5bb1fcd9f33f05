// The layouts area (doc 3 §2): /layouts with its wizard and editor, loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.layouts(),
      lazy: async () => ({ Component: (await import('./LayoutsRoute')).LayoutsRoute }),
    },
  ],
};
