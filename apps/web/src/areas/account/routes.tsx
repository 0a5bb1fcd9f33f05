import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';
import { AccountRoute } from './AccountRoute';
import { DashboardRoute } from './DashboardRoute';

export const routes: AreaRoutes = {
  app: [
    { path: paths.account(), element: <AccountRoute /> },
    { path: paths.dashboard(), element: <DashboardRoute /> },
  ],
};
