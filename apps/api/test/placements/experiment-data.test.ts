// getExperimentData, the storefront's second public read: what a viewer places over a shoppable
// video (experiment, strategies, products with public fields, collections, affiliate links, the
// store's name), public while a finalized layout plays the video, a preview for its group
// otherwise, cacheable over GET, fresh after the group's edits, and free of private data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/composition';
import { dataOf, errorOf } from '../groups/fixtures';
import {
  addAffiliateLink,
  addProduct,
  addProductCollection,
  addVideo,
  connectStore,
  publishedLayout,
  shoppableVideo,
  startWorld,
  STORE_TOKEN_CIPHERTEXT,
  UPSERT_EXPERIMENT,
  UPSERT_STRATEGY,
  type World,
} from '../layouts/fixtures';
import {
  entries,
  EXPERIMENT_DATA,
  graphqlGet,
  PRIVATE_LOOKING,
  selectEverything,
} from '../layouts/public-path';

interface Data {
  getExperimentData: {
    experiment: {
      id: string;
      items: Array<{
        strategyId: string;
        rangePercentage: number;
        ranges: Array<{ start: number; end: number }>;
        strategy: {
          individualAssignments: Array<{
            productId: string | null;
            affiliateLinkId: string | null;
          }>;
        };
      }>;
    } | null;
    products: Array<{ id: string; title: string; variants: Array<{ id: string; price: number }> }>;
    productCollections: Array<{ id: string; items: Array<{ productId: string }> }>;
    affiliateLinks: Array<{ id: string; url: string; ctaText: string | null }>;
    shopifyStore: { id: string; storeName: string } | null;
  };
}

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const NO_STORE = 'private, no-store';

let world: World;
let videoId: string;
let sneaker: string;
let boot: string;
let sandal: string;
let retired: string;
let linkId: string;
let collectionId: string;

beforeAll(async () => {
  world = await startWorld();
  const { db } = world;
  const groupA = world.cast.groupA;
  videoId = await addVideo(db, groupA);
  sneaker = await addProduct(db, groupA, 'Sneaker');
  boot = await addProduct(db, groupA, 'Boot');
  sandal = await addProduct(db, groupA, 'Sandal');
  retired = await addProduct(db, groupA, 'Retired', { archived: true });
  linkId = await addAffiliateLink(db, groupA);
  collectionId = await addProductCollection(db, groupA, [boot, sneaker, retired]);
  await connectStore(db, groupA, 'acme-shop.myshopify.com');
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

const as = () => world.cast.as;

/** A placement experiment on the shoppable video: two strategies, 70 / 30. */
async function placeProducts(virtualVideoId: string) {
  const save = async (title: string, assignments: Record<string, unknown[]>) =>
    dataOf<{ upsertStrategy: string }>(
      await as().owner(UPSERT_STRATEGY, {
        title,
        assignments: { individualAssignments: [], multipleAssignments: [], ...assignments },
      }),
    ).upsertStrategy;
  const first = await save('Direct', {
    individualAssignments: [
      { productId: sneaker, adType: 'banner', rank: 0, startTimeIndex: 2 },
      { affiliateLinkId: linkId, adType: 'banner', rank: 1, startTimeIndex: 5 },
    ],
  });
  const second = await save('Collection', {
    individualAssignments: [{ productId: sandal, adType: 'banner_static', rank: 0 }],
    multipleAssignments: [{ productCollectionId: collectionId, adType: 'banner', rank: 0 }],
  });
  dataOf(
    await as().owner(UPSERT_EXPERIMENT, {
      title: 'Split',
      virtualVideoId,
      items: [
        { strategyId: first, rangePercentage: 70, ranges: [] },
        { strategyId: second, rangePercentage: 30, ranges: [] },
      ],
    }),
  );
  return { first, second };
}

describe('for a shoppable video in a finalized layout', () => {
  it('gives anyone the experiment and every placed product, collection and link', async () => {
    const { virtualVideoId } = await publishedLayout(as().owner, videoId);
    const { first, second } = await placeProducts(virtualVideoId);
    const answer = dataOf<Data>(
      await as().anonymous(EXPERIMENT_DATA, { virtualVideoId }),
    ).getExperimentData;
    expect(
      answer.experiment?.items.map((i) => [
        i.strategyId,
        i.ranges.map(({ start, end }) => ({ start, end })),
      ]),
    ).toEqual([
      [first, [{ start: 0, end: 70 }]],
      [second, [{ start: 70, end: 100 }]],
    ]);
    // Direct and collection products, once each, archived ones left out.
    expect(answer.products.map((p) => p.title)).toEqual(['Boot', 'Sandal', 'Sneaker']);
    expect(answer.products[0]?.variants[0]?.price).toBe(19.99);
    expect(answer.productCollections).toEqual([
      expect.objectContaining({
        id: collectionId,
        items: [{ productId: boot }, { productId: sneaker }],
      }),
    ]);
    expect(answer.affiliateLinks).toEqual([
      expect.objectContaining({
        id: linkId,
        url: 'https://partner.example.com/bag',
        ctaText: 'Buy Now',
      }),
    ]);
    expect(answer.shopifyStore).toEqual({
      id: expect.any(String),
      storeName: 'acme-shop.myshopify.com',
    });

    const get = await graphqlGet<Data>(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(get.status).toBe(200);
    expect(get.body.data?.getExperimentData).toEqual(answer);
    expect(get.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const etag = get.headers.get('etag')!;
    const again = await graphqlGet(
      world.server,
      EXPERIMENT_DATA,
      { virtualVideoId },
      {
        'if-none-match': etag,
      },
    );
    expect(again.status).toBe(304);
  });

  it('shows a changed placement at once and answers null when nothing is placed', async () => {
    const { virtualVideoId } = await publishedLayout(as().owner, videoId);
    const empty = await graphqlGet<Data>(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(empty.body.data?.getExperimentData).toMatchObject({
      experiment: null,
      products: [],
      productCollections: [],
      affiliateLinks: [],
      shopifyStore: { storeName: 'acme-shop.myshopify.com' },
    });
    await placeProducts(virtualVideoId);
    const placed = await graphqlGet<Data>(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(placed.body.data?.getExperimentData.experiment?.items).toHaveLength(2);
    expect(placed.headers.get('etag')).not.toBe(empty.headers.get('etag'));
  });
});

describe('for a shoppable video that no finalized layout plays', () => {
  it('answers its group (preview) but nobody else, and is never cached publicly', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    await placeProducts(virtualVideoId);
    for (const gql of [as().anonymous, as().outsider]) {
      expect(errorOf(await gql(EXPERIMENT_DATA, { virtualVideoId }))).toEqual({
        message: 'Unable to get data.',
        code: 'NOT_FOUND',
      });
    }
    const get = await graphqlGet(world.server, EXPERIMENT_DATA, { virtualVideoId });
    expect(get.body.errors?.[0]?.message).toBe('Unable to get data.');
    expect(get.headers.get('cache-control')).toBe(NO_STORE);
    for (const gql of [as().owner, as().user, as().admin]) {
      expect(
        dataOf<Data>(await gql(EXPERIMENT_DATA, { virtualVideoId })).getExperimentData.experiment,
      ).not.toBeNull();
    }
  });

  it("says 'No id specified.' without an id, and finds no unknown feed", async () => {
    expect(errorOf(await as().anonymous(EXPERIMENT_DATA, {})).message).toBe('No id specified.');
    expect(
      errorOf(await as().anonymous(EXPERIMENT_DATA, { instagramFeedId: 'feed-1' })).message,
    ).toBe('Unable to get data.');
    expect(
      errorOf(await as().anonymous(EXPERIMENT_DATA, { virtualVideoId: 'not-a-uuid' })).message,
    ).toBe('Unable to get data.');
  });
});

describe('nothing private', () => {
  it('answers every field without tokens, emails, group internals or private notes', async () => {
    const { virtualVideoId } = await publishedLayout(as().owner, videoId);
    await placeProducts(virtualVideoId);
    const schema = buildSchema();
    const query = `query everything($virtualVideoId: ID) {
      getExperimentData(virtualVideoId: $virtualVideoId) ${selectEverything(schema, 'ExperimentData')}
    }`;
    const answer = dataOf<{ getExperimentData: { shopifyStore: { groupName: string } } }>(
      await as().anonymous(query, { virtualVideoId }),
    );
    const text = JSON.stringify(answer);
    for (const secret of [
      STORE_TOKEN_CIPHERTEXT,
      world.cast.olivia.email,
      world.cast.uma.email,
      '"Acme"',
      'Private note',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(answer.getExperimentData.shopifyStore.groupName).toBe('');
    const pairs = entries(answer);
    expect(pairs.length).toBeGreaterThan(50);
    expect(pairs.filter(([key]) => PRIVATE_LOOKING.test(key) && key !== 'groupName')).toEqual([]);
    expect(new Set(pairs.filter(([key]) => key === 'groupId').map(([, v]) => v))).toEqual(
      new Set([world.cast.groupA]),
    );
  });
});
