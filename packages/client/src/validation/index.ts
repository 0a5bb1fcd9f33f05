// Validation schemas with the specification's exact messages, shared by forms and resolvers.
export * from './messages';
export * from './primitives';
export * from './media';
export * from './forms/accounts';
export * from './forms/catalogue';
export * from './forms/layouts';
