// One storage instance per configuration (each app and each test server has its own Config).
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

// One instance per Config object: each app (and each test server) has its own configuration.
const instances = new WeakMap<Config, Storage>();

export function storageFor(config: Config): Storage {
  let storage = instances.get(config);
  if (!storage) {
    storage = createStorage(config);
    instances.set(config, storage);
  }
  return storage;
}

/** Replaces the instance for a configuration (tests use a fake or a differently set-up adapter). */
export function setStorageFor(config: Config, storage: Storage): void {
  instances.set(config, storage);
}
