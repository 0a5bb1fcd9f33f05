// The video-import module's descriptor (see ../types.ts): Videos imported from a URL, and the
// oEmbed lookups.
import type { AppModule } from '../types';
import { oembedRoutes } from './oembed-routes';
import { videoImportResolvers } from './resolvers';

export const videoImportModule: AppModule = {
  name: 'video-import',
  resolvers: videoImportResolvers,
  routes: oembedRoutes,
};
