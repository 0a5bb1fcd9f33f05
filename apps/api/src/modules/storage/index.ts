// Public face of the storage module. Modules get the instance as a service (ctx.storage).
export * from './types';
export { assertValidKey, assertValidPrefix, isValidKey, objectKey, safeFileSegment } from './keys';
export { detectKind, sniffContentType } from './magic';
export { createStorage } from './instance';
export { storageRoutes } from './routes';
export { IMMUTABLE_CACHE } from './local';
export { storageModule } from './module';
