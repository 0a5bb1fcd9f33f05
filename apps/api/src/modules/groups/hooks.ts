// What the modules built on groups add to a group's life. They all import groups, so groups
// imports none of them: the composition root hands these in as a service (`groupHooks` of the
// GraphQL context), built from the other modules' faces (modules/hooks.ts).
import type { ModuleDeps } from '../types';
import type { ResourceCounters } from './resource-counts';

export interface GroupHooks {
  /** getResourceCounts: a counter per resource, from the module that owns it. */
  resourceCounters: ResourceCounters;
  /**
   * Called before a group is deleted (its rows go with it, ON DELETE CASCADE): notes what the group
   * leaves outside the database and returns the step that removes it once the deletion has
   * committed (e.g. the videos module's stored files). Neither part throws: failures are logged.
   */
  beforeGroupDeleted: (deps: ModuleDeps, groupId: string) => Promise<() => Promise<void>>;
}

declare module '../../services' {
  interface Services {
    groupHooks: GroupHooks;
  }
}
