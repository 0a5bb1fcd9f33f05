import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { PlansRoute } from './PlansRoute';
import { ShopifyConnectRoute } from './ShopifyConnectRoute';
import { ShopifyPromptRoute } from './ShopifyPromptRoute';

export const routes: AreaRoutes = {
  semiPublic: [{ path: paths.shopifyConnect(), element: <ShopifyConnectRoute /> }],
  app: [
    { path: paths.shopifyPrompt(), element: <ShopifyPromptRoute /> },
    { path: paths.plans(), element: <PlansRoute /> },
  ],
};
