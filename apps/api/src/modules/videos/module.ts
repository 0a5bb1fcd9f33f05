// The videos module's descriptor (see ../types.ts): Hosted videos: resumable uploads (tus) and
// transcoding jobs.
import type { Server as TusServer } from '@tus/server';
import type { AppModule } from '../types';
import { videoJobs } from './jobs';
import { videosResolvers } from './resolvers';
import { videosRoutes } from './routes';
import { createTusServer } from './tus';

declare module '../../services' {
  interface Services {
    /** The tus server of resumable video uploads (its files under the data folder). */
    tus: TusServer;
  }
}

export const videosModule: AppModule = {
  name: 'videos',
  services: ({ config }) => ({ tus: createTusServer(config) }),
  resolvers: videosResolvers,
  routes: videosRoutes,
  jobs: videoJobs,
};
