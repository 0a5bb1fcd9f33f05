// The store and plan screens (doc 1 §2), each loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  semiPublic: [
    {
      path: paths.shopifyConnect(),
      lazy: async () => ({
        Component: (await import('./ShopifyConnectRoute')).ShopifyConnectRoute,
      }),
    },
  ],
  app: [
    {
      path: paths.shopifyPrompt(),
      lazy: async () => ({
        Component: (await import('./ShopifyPromptRoute')).ShopifyPromptRoute,
      }),
    },
    {
      path: paths.plans(),
      lazy: async () => ({ Component: (await import('./PlansRoute')).PlansRoute }),
    },
  ],
};
