// The sliders module's descriptor (see ../types.ts): slider pages, their admin operations and
// their public pages at /pages/{group handle}/{slug}.
import type { AppModule } from '../types';
import { slidersResolvers } from './resolvers';
import { sliderPageRoutes } from './routes';

export const slidersModule: AppModule = {
  name: 'sliders',
  resolvers: slidersResolvers,
  routes: sliderPageRoutes,
};
