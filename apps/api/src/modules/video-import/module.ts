// The video-import module's descriptor (see ../types.ts): Videos imported from a URL, and the
// oEmbed lookups.
import { SlidingWindowLimiter } from '../auth';
import type { AppModule } from '../types';
import { oembedRoutes } from './oembed-routes';
import { videoImportResolvers } from './resolvers';

declare module '../../services' {
  interface Services {
    /** The oEmbed lookups' own counters (per signed-in user and address, per minute). */
    oembedLimiter: SlidingWindowLimiter;
  }
}

export const videoImportModule: AppModule = {
  name: 'video-import',
  services: () => ({ oembedLimiter: new SlidingWindowLimiter() }),
  resolvers: videoImportResolvers,
  routes: oembedRoutes,
};
