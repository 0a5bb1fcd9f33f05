// Public face of the layouts module.
export { layoutsResolvers } from './resolvers';
export { countWidgets, ownVirtualVideos } from './service';
export { canPreview, type AnswerScope } from './embed';
export { invalidatePublicAnswers, publicCacheFor } from './public-cache';
export { markPrivateAnswer, markPublicAnswer } from './public-reads';
