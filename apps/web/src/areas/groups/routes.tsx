// The group screens (doc 1 §2), each loaded on first visit.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  semiPublic: [
    {
      path: paths.pendingInvitations(),
      lazy: async () => ({
        Component: (await import('./PendingInvitationsRoute')).PendingInvitationsRoute,
      }),
    },
  ],
  app: [
    {
      path: paths.gettingStarted(),
      lazy: async () => ({
        Component: (await import('./GettingStartedRoute')).GettingStartedRoute,
      }),
    },
    {
      path: paths.groups(),
      lazy: async () => ({ Component: (await import('./GroupsRoute')).GroupsRoute }),
    },
    {
      path: paths.group(),
      lazy: async () => ({ Component: (await import('./GroupRoute')).GroupRoute }),
    },
  ],
};
