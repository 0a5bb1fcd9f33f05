// getResourceCounts: how many of each resource a group has (dashboard, Get Started card). The
// resources belong to the modules built on groups; each hands in its counter (hooks.ts).
import type { Database } from '../../db/connection';
import type { ResourceCounts } from '../../graphql/generated/resolvers-types';

export type { ResourceCounts };

/** A group's count of one resource. */
export type ResourceCounter = (db: Database, groupId: string) => Promise<number>;

/**
 * One counter per resource, from the module that owns its table (videos: videos; catalogue:
 * products, productCollections; placements: strategies; layouts: widgets; instagram:
 * instagramFeeds). A resource without a counter has no table yet, hence no rows: it counts 0.
 */
export type ResourceCounters = Readonly<Partial<Record<keyof ResourceCounts, ResourceCounter>>>;

/** The group's count of each resource, counted concurrently. */
export async function countResources(
  db: Database,
  groupId: string,
  counters: ResourceCounters,
): Promise<ResourceCounts> {
  const counts: ResourceCounts = {
    videos: 0,
    productCollections: 0,
    products: 0,
    strategies: 0,
    widgets: 0,
    instagramFeeds: 0,
  };
  await Promise.all(
    Object.entries(counters).map(async ([resource, counter]) => {
      counts[resource as keyof ResourceCounts] = await counter(db, groupId);
    }),
  );
  return counts;
}
