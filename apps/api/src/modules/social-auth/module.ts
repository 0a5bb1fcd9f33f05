// The social-auth module's descriptor (see ../types.ts): Sign-in with Google and Facebook.
import type { AppModule } from '../types';
import { socialAuthResolvers } from './resolvers';
import { socialAuthRoutes } from './routes';

export const socialAuthModule: AppModule = {
  name: 'social-auth',
  resolvers: socialAuthResolvers,
  routes: socialAuthRoutes,
};
