// The videos module's descriptor (see ../types.ts): Hosted videos: resumable uploads (tus) and
// transcoding jobs.
import type { Server as TusServer } from '@tus/server';
import type { AppModule } from '../types';
import { videoJobs } from './jobs';
import { videosResolvers } from './resolvers';
import { videosRoutes } from './routes';
import type { ImportNetworkOverrides } from './network';
import { ensurePosterVariant, variantSourceOf } from './poster-variants';
import { createTusServer } from './tus';

declare module '../../services' {
  interface Services {
    /** The tus server of resumable video uploads (its files under the data folder). */
    tus: TusServer;
    /** What fetches on a merchant's behalf may reach beyond public addresses (tests widen it). */
    importNetwork: ImportNetworkOverrides;
  }
}

export const videosModule: AppModule = {
  name: 'videos',
  services: ({ config }) => ({
    tus: createTusServer(config),
    importNetwork: {},
    // Copies of posters stored before copies were made, made when first asked for.
    mediaMaker: { makes: (key) => variantSourceOf(key) !== null, make: ensurePosterVariant },
  }),
  resolvers: videosResolvers,
  routes: videosRoutes,
  jobs: videoJobs,
};
