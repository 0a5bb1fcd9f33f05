// The storage module's descriptor (see ../types.ts): File storage (local or S3): the local upload
// and media addresses.
import type { AppModule } from '../types';
import { createStorage } from './instance';
import { storageRoutes } from './routes';
import type { Storage } from './types';

declare module '../../services' {
  interface Services {
    /** Files: the configured storage (local folder or S3). */
    storage: Storage;
  }
}

export const storageModule: AppModule = {
  name: 'storage',
  services: ({ config }) => ({ storage: createStorage(config) }),
  routes: storageRoutes,
};
