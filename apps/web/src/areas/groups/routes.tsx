import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { GettingStartedRoute } from './GettingStartedRoute';
import { GroupRoute } from './GroupRoute';
import { GroupsRoute } from './GroupsRoute';
import { PendingInvitationsRoute } from './PendingInvitationsRoute';

export const routes: AreaRoutes = {
  semiPublic: [{ path: paths.pendingInvitations(), element: <PendingInvitationsRoute /> }],
  app: [
    { path: paths.gettingStarted(), element: <GettingStartedRoute /> },
    { path: paths.groups(), element: <GroupsRoute /> },
    { path: paths.group(), element: <GroupRoute /> },
  ],
};
