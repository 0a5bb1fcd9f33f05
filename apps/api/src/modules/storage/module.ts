// The storage module's descriptor (see ../types.ts): File storage (local or S3): the local upload
// and media addresses.
import type { AppModule } from '../types';
import { createStorage } from './instance';
import { storageRoutes } from './routes';
import type { MediaMaker, Storage } from './types';

declare module '../../services' {
  interface Services {
    /** Files: the configured storage (local folder or S3). */
    storage: Storage;
    /**
     * Makes objects derived from stored ones when the local media address is asked for one that
     * is missing (the videos module's poster copies); given by the module that owns them.
     */
    mediaMaker?: MediaMaker;
  }
}

export const storageModule: AppModule = {
  name: 'storage',
  services: ({ config }) => ({ storage: createStorage(config) }),
  routes: storageRoutes,
};
