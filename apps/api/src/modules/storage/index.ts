// Public face of the storage module. Modules get the instance with storageFor(config).
export * from './types';
export { assertValidKey, assertValidPrefix, isValidKey, objectKey, safeFileSegment } from './keys';
export { detectKind, sniffContentType } from './magic';
export { createStorage, setStorageFor, storageFor } from './instance';
export { storageRoutes } from './routes';
export { IMMUTABLE_CACHE } from './local';
