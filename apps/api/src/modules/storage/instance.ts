// The storage of a configuration: made once per app by the composition root (the `storage`
// service, see module.ts) and handed to resolvers, routes and jobs.
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export function createStorage(config: Config): Storage {
  const storage = config.storage;
  if (storage.kind === 's3') return createS3Storage(storage);
  return createLocalStorage({
    dir: storage.dir,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  });
}
