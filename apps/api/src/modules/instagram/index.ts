// The instagram module's face: its descriptor, the feed count the groups module shows, and who
// owns a feed (placements on feeds are checked against it).
export { countInstagramFeeds, feedGroupOf, groupMediaIds } from './service';
export { instagramModule } from './module';
// For the demo data of a development server (modules/demo).
export {
  callbackUri,
  findAccount,
  setupAccount,
  upsertFeed,
  type ServiceDeps as InstagramServiceDeps,
} from './service';
