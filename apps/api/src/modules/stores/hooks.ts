// What other modules do when a store changes. They import stores (billing charges through the
// store), so stores imports none of them: the composition root hands these in as a service
// (`storeHooks` of the route context), built from the other modules' faces (modules/hooks.ts).
import type { Database } from '../../db/connection';

export interface StoreHooks {
  /**
   * The app was uninstalled from a group's store (the store is already marked uninstalled): e.g.
   * billing cancels pending charges and ends a paid plan.
   */
  onStoreUninstalled: (db: Database, groupId: string) => Promise<void>;
}

declare module '../../services' {
  interface Services {
    storeHooks: StoreHooks;
  }
}
