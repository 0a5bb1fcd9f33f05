// The demo feed's products, so the sandbox store's feed is shoppable after `npm start`: one product
// on each of the three newest posts (that post only) and the demo collection on every post, saved
// through the placements service as the feed editor saves them (a placement and an experiment on
// the feed). Made once, when both the feed's posts and the demo products exist; a merchant's own
// changes to the feed are never overwritten.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { instagramFeeds, instagramMedia } from '../../db/schema';
import { experimentForFeed, upsertExperiment, upsertStrategy } from '../placements';
import { getSetting, setSetting } from '../settings';
import type { importDemoCatalogue } from './demo-products';
import { DEMO_FEED_ID, DEMO_FEED_TITLE } from './instagram-seed';

export const DEMO_FEED_PLACEMENTS_KEY = 'demo.feed-placements';
/** Which demo product goes on each of the newest posts (by index in the catalogue). */
export const DEMO_FEED_POST_PRODUCTS = [3, 4, 5] as const;

type Catalogue = Awaited<ReturnType<typeof importDemoCatalogue>>;

/** Answers whether the placements were made now. */
export async function seedDemoFeedPlacements(
  db: Database,
  groupId: string,
  catalogue: Catalogue,
): Promise<boolean> {
  if ((await getSetting(db, DEMO_FEED_PLACEMENTS_KEY)) !== undefined) return false;
  const [feed] = await db
    .select({ id: instagramFeeds.id })
    .from(instagramFeeds)
    .where(and(eq(instagramFeeds.id, DEMO_FEED_ID), eq(instagramFeeds.groupId, groupId)));
  if (!feed) return false;
  const posts = await db
    .select({ id: instagramMedia.id })
    .from(instagramMedia)
    .where(and(eq(instagramMedia.groupId, groupId), isNull(instagramMedia.parentMediaExternalId)))
    .orderBy(asc(instagramMedia.rank))
    .limit(DEMO_FEED_POST_PRODUCTS.length);
  if (posts.length === 0) return false;
  if (await experimentForFeed(db, groupId, feed.id)) {
    // Placed by hand already.
    await setSetting(db, DEMO_FEED_PLACEMENTS_KEY, true);
    return false;
  }
  await db.transaction(async (tx) => {
    const strategyId = await upsertStrategy(tx, groupId, {
      title: `${DEMO_FEED_TITLE}: products`,
      individualAssignments: posts.flatMap((post, rank) => {
        const product = catalogue.products[DEMO_FEED_POST_PRODUCTS[rank]!];
        return product
          ? [
              {
                productId: product.id,
                adType: 'banner_static' as const,
                rank,
                startTimeIndex: 0,
                instagramMediaId: post.id,
              },
            ]
          : [];
      }),
      multipleAssignments: [
        {
          productCollectionId: catalogue.collection.id,
          adType: 'banner_static' as const,
          name: catalogue.collection.title,
          rank: 0,
        },
      ],
    });
    await upsertExperiment(tx, groupId, {
      title: DEMO_FEED_TITLE,
      instagramFeedId: feed.id,
      items: [{ strategyId, rangePercentage: 100, ranges: [] }],
    });
    await setSetting(tx, DEMO_FEED_PLACEMENTS_KEY, true);
  });
  return true;
}
