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
export { NO_ID_SPECIFIED, WIDGET_NOT_FOUND } from './messages';
export { canPreview, type AnswerScope } from './embed';
export { PublicCache } from './public-cache';
export { assembleWidgets, loadVirtualVideos } from './load';
export {
  markPrivateAnswer,
  markPublicAnswer,
  matches as requestMatchesEtag,
  PUBLIC_CACHE_CONTROL,
} from './public-reads';
export { layoutsModule } from './module';
