/** Pure business rules of the specification, shared by the server, the merchant app and the embed. */
export * from './banners';
export * from './cart';
export * from './cohort';
export * from './constants';
export * from './format';
export * from './layouts';
export * from './media-rules';
export * from './media-urls';
export * from './onboarding';
export * from './placements';
export * from './plans';
export * from './redirect';
export * from './search';
export * from './timeline-zoom';
export * from './viewer-constants';
