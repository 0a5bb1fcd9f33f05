// Public face of the layouts module.
export { layoutsResolvers } from './resolvers';
export {
  attachMediaCollection,
  attachVirtualVideo,
  countWidgets,
  markWidgetAsReady,
  ownVirtualVideos,
  upsertMediaCollection,
  upsertVirtualVideo,
  upsertWidgetBase,
} from './service';
export { NO_ID_SPECIFIED } from './messages';
export { canPreview, type AnswerScope } from './embed';
export { PublicCache } from './public-cache';
export { markPrivateAnswer, markPublicAnswer } from './public-reads';
export { layoutsModule } from './module';
