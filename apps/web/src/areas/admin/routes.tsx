// The operator screens (doc 1 §2), loaded on first visit: only admins ever open them.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

export const routes: AreaRoutes = {
  admin: [
    {
      path: paths.adminDashboard(),
      lazy: async () => ({ Component: (await import('./AdminUsersRoute')).AdminUsersRoute }),
    },
    {
      path: paths.adminGroups(),
      lazy: async () => ({ Component: (await import('./AdminGroupsRoute')).AdminGroupsRoute }),
    },
    {
      path: `${paths.adminGroups()}/:id`,
      lazy: async () => ({ Component: (await import('./AdminGroupRoute')).AdminGroupRoute }),
    },
    {
      path: paths.adminSliders(),
      lazy: async () => ({
        Component: (await import('./sliders/SliderPagesRoute')).SliderPagesRoute,
      }),
    },
    {
      path: `${paths.adminSliders()}/:id`,
      lazy: async () => ({
        Component: (await import('./sliders/SliderEditorRoute')).SliderEditorRoute,
      }),
    },
  ],
};
