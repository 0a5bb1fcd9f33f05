// What modules add to each other without importing each other: the groups module counts the
// resources other modules own and lets them clean up when a group is deleted; the stores module
// tells billing when the app is uninstalled. The composition root hands these in as services
// (`groupHooks`, `storeHooks`); the modules that own a resource or react to an event list it here.
import { endPlansOnUninstall } from './billing';
import { countCollections, countProducts } from './catalogue';
import type { GroupHooks } from './groups';
import { countInstagramFeeds } from './instagram';
import { countWidgets } from './layouts';
import { countStrategies } from './placements';
import type { StoreHooks } from './stores';
import { countVideos, prepareGroupMediaRemoval } from './videos';

export const groupHooks: GroupHooks = {
  resourceCounters: {
    products: countProducts,
    productCollections: countCollections,
    videos: countVideos,
    strategies: countStrategies,
    widgets: countWidgets,
    instagramFeeds: countInstagramFeeds,
  },
  beforeGroupDeleted: prepareGroupMediaRemoval,
};

export const storeHooks: StoreHooks = {
  onStoreUninstalled: endPlansOnUninstall,
};
