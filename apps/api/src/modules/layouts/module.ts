// The layouts module's descriptor (see ../types.ts): Layouts (widgets), their public reads and the
// stored public answers.
import type { AppModule } from '../types';
import { PublicCache } from './public-cache';
import { createPublicFastPath } from './public-fast-path';
import { publicReadOf, usePublicReadCache } from './public-reads';
import { layoutsResolvers } from './resolvers';

declare module '../../services' {
  interface Services {
    /** The public answers' short cache (public-cache.ts); writers of a group invalidate it. */
    publicCache: PublicCache;
  }
}

export const layoutsModule: AppModule = {
  name: 'layouts',
  services: () => ({ publicCache: new PublicCache() }),
  resolvers: layoutsResolvers,
  graphql: {
    plugins: [usePublicReadCache()],
    isSafeRead: (request) => publicReadOf(request) !== null,
  },
  fastPath: (graphql) => createPublicFastPath({ graphql }),
};
