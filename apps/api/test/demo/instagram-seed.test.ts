// The demo group comes with the sandbox's demo Instagram account connected (through the sandbox's
// window and a real code exchange), its posts synced and one feed, so `npm start` opens /instagram
// with posts; never outside development or with real Instagram credentials, and only once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instagramAccounts, instagramFeeds, instagramMedia } from '../../src/db/schema';
import {
  DEMO_FEED_ID,
  DEMO_FEED_TITLE,
  seedDemoInstagram,
} from '../../src/modules/demo/instagram-seed';
import { importDemoCatalogue } from '../../src/modules/demo/demo-products';
import { DEMO_FEED_POST_PRODUCTS, seedDemoFeedPlacements } from '../../src/modules/demo/feed-seed';
import { DEMO_STORE_NAME, findDemoGroup, seedDemoData } from '../../src/modules/demo/seed';
import { EXPERIMENT_DATA, graphqlGet } from '../layouts/public-path';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';

let server: OwnAddressServer;

beforeAll(async () => {
  server = await startOwnAddressServer();
}, 120_000);
afterAll(() => server.close());

const development = () => ({
  ...server.app.services,
  config: { ...server.config, nodeEnv: 'development' as const, demoData: true },
  logger: server.app.logger,
});

describe('seedDemoInstagram', () => {
  it('does nothing outside development or with real Instagram credentials', async () => {
    await seedDemoData(development());
    expect(await seedDemoInstagram({ ...development(), config: server.config })).toBe(false);
    const withInstagram = {
      ...development().config,
      providers: { ...server.config.providers, instagram: { appId: '1', appSecret: 's' } },
    };
    expect(await seedDemoInstagram({ ...development(), config: withInstagram })).toBe(false);
  });

  it('connects the demo account with its posts and a feed, once', async () => {
    expect(await seedDemoInstagram(development())).toBe(true);
    const demo = (await findDemoGroup(server.database.db))!;
    const db = server.database.db;
    const [account] = await db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, demo.groupId));
    expect(account).toMatchObject({ accountName: 'vendy.demo.store', connectionLostAt: null });
    expect(account!.lastSyncedAt).toBeInstanceOf(Date);
    const posts = await db
      .select()
      .from(instagramMedia)
      .where(eq(instagramMedia.groupId, demo.groupId));
    expect(posts.filter((p) => p.parentMediaExternalId === null)).toHaveLength(12);
    const [feed] = await db
      .select()
      .from(instagramFeeds)
      .where(eq(instagramFeeds.id, DEMO_FEED_ID));
    expect(feed).toMatchObject({ groupId: demo.groupId, title: DEMO_FEED_TITLE });

    expect(await seedDemoInstagram(development())).toBe(false);
  });

  it('puts a product on each of the three newest posts and the collection on all, once', async () => {
    const db = server.database.db;
    const demo = (await findDemoGroup(db))!;
    const catalogue = await importDemoCatalogue(development(), demo.groupId, DEMO_STORE_NAME);
    expect(await seedDemoFeedPlacements(db, demo.groupId, catalogue)).toBe(true);
    expect(await seedDemoFeedPlacements(db, demo.groupId, catalogue)).toBe(false);

    // What the storefront's feed viewer reads.
    const answer = await graphqlGet<{
      getExperimentData: {
        experiment: {
          instagramFeedId: string;
          items: Array<{
            rangePercentage: number;
            strategy: {
              individualAssignments: Array<{ productId: string; instagramMediaId: string }>;
              multipleAssignments: Array<{ productCollectionId: string }>;
            };
          }>;
        };
      };
    }>(server, EXPERIMENT_DATA, { instagramFeedId: DEMO_FEED_ID });
    const experiment = answer.body.data!.getExperimentData.experiment;
    expect(experiment.instagramFeedId).toBe(DEMO_FEED_ID);
    expect(experiment.items).toHaveLength(1);
    const { strategy } = experiment.items[0]!;
    const newest = (
      await db.select().from(instagramMedia).where(eq(instagramMedia.groupId, demo.groupId))
    )
      .filter((m) => m.parentMediaExternalId === null)
      .sort((a, b) => a.rank - b.rank)
      .slice(0, 3);
    expect(strategy.individualAssignments.map((a) => [a.instagramMediaId, a.productId])).toEqual(
      newest.map((post, i) => [post.id, catalogue.products[DEMO_FEED_POST_PRODUCTS[i]!]!.id]),
    );
    expect(strategy.multipleAssignments.map((a) => a.productCollectionId)).toEqual([
      catalogue.collection.id,
    ]);
  });
});
