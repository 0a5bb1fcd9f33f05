// getResourceCounts: how many of each resource a group has (dashboard, Get Started card).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { videos } from '../../db/schema';
import { countCollections, countProducts } from '../catalogue';
import { countWidgets } from '../layouts/service';
import { countStrategies } from '../placements/service';

export interface ResourceCounts {
  videos: number;
  productCollections: number;
  products: number;
  strategies: number;
  widgets: number;
  instagramFeeds: number;
}

type Counter = (db: Database, groupId: string) => Promise<number>;

/**
 * One counter per resource. A module that adds the table of one of these resources (media:
 * videos; catalogue: products, productCollections; placements: strategies; layouts: widgets;
 * instagram: instagramFeeds) adds its counter here, e.g.
 * `videos: (db, groupId) => db.$count(videos, eq(videos.groupId, groupId))`. A resource whose table
 * does not exist yet has no rows, so its count is 0.
 */
const COUNTERS: Partial<Record<keyof ResourceCounts, Counter>> = {
  products: countProducts,
  productCollections: countCollections,
  videos: (db, groupId) => db.$count(videos, eq(videos.groupId, groupId)),
  strategies: countStrategies,
  widgets: countWidgets,
};

/** The group's count of each resource, counted concurrently. */
export async function countResources(db: Database, groupId: string): Promise<ResourceCounts> {
  const counts: ResourceCounts = {
    videos: 0,
    productCollections: 0,
    products: 0,
    strategies: 0,
    widgets: 0,
    instagramFeeds: 0,
  };
  await Promise.all(
    Object.entries(COUNTERS).map(async ([resource, counter]) => {
      counts[resource as keyof ResourceCounts] = await counter(db, groupId);
    }),
  );
  return counts;
}
