// The Instagram area: /instagram (the account and its posts, plan feature `instagram`), the
// return from Instagram's authorization window (/instagram/connect, semi-public like
// /shopify-connect; the route itself sends signed-out visitors to sign in) and /instagram/reconnect.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  semiPublic: [
    {
      path: paths.instagramConnect(),
      lazy: async () => ({
        Component: (await import('./InstagramConnectRoute')).InstagramConnectRoute,
      }),
    },
  ],
  app: [
    {
      path: paths.instagram(),
      lazy: async () => ({ Component: (await import('./InstagramRoute')).InstagramRoute }),
    },
    {
      path: paths.instagramReconnect(),
      lazy: async () => ({
        Component: (await import('./InstagramReconnectPage')).InstagramReconnectPage,
      }),
    },
  ],
};
