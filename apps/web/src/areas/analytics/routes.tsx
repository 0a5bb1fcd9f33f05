// The Analytics area: /analytics (plan feature `analytics`) in the app's shell, and the analytics
// frame it embeds (/analytics/frame), rendered without any shell and authorized by its token.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  app: [
    {
      path: paths.analytics(),
      lazy: async () => ({ Component: (await import('./AnalyticsRoute')).AnalyticsRoute }),
    },
  ],
  bare: [
    {
      path: paths.analyticsFrame(),
      lazy: async () => ({ Component: (await import('./frame/AnalyticsFrame')).AnalyticsFrame }),
    },
  ],
};
