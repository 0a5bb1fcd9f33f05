// The areas not built yet: /ai and the admin's /admin/sliders open their page's frame
// with the plan gate and a notice (see UpcomingPage), never /404. Each area's own routes replace
// these when it is built.
import type { AreaRoutes } from '../types';
import { routes as paths } from '../../routes';

const page = (name: 'AIGenerationRoute' | 'SliderPagesRoute') => async () => ({
  Component: (await import('./UpcomingPage'))[name],
});

export const routes: AreaRoutes = {
  app: [{ path: paths.ai(), lazy: page('AIGenerationRoute') }],
  admin: [{ path: paths.adminSliders(), lazy: page('SliderPagesRoute') }],
};
