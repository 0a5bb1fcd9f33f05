// Product placements (strategies) and experiments: assignments of products, affiliate links and
// collections; experiment splits (percentages, viewer ranges); what removing and deleting does;
// and who may do what (anonymous, another group, USER, OWNER, admin, no paid plan).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { dataOf, errorOf, FORBIDDEN, NOT_LOGGED_IN } from '../groups/fixtures';
import { createUser, signIn, type Gql } from '../harness/accounts';
import {
  addAffiliateLink,
  addProduct,
  addProductCollection,
  addVideo,
  shoppableVideo,
  startWorld,
  UPSERT_EXPERIMENT,
  UPSERT_STRATEGY,
  type World,
} from '../layouts/fixtures';

const STRATEGY = `id title
  individualAssignments { id productId affiliateLinkId adType name rank startTimeIndex instagramMediaId }
  multipleAssignments { id productCollectionId adType name rank startTimeIndex bannerInterval }`;
const GET_STRATEGIES = `query getStrategies { getStrategies { ${STRATEGY} } }`;
const ADMIN_STRATEGIES = `query adminGetStrategies($groupId: ID!) { adminGetStrategies(groupId: $groupId) { id } }`;
const EXPERIMENT = `id title virtualVideoId instagramFeedId
  items { id strategyId rangePercentage ranges { id start end } strategy { id title } }`;
const GET_EXPERIMENTS = `query getExperiments { getExperiments { ${EXPERIMENT} } }`;
const ADMIN_EXPERIMENTS = `query adminGetExperiments($groupId: ID!) { adminGetExperiments(groupId: $groupId) { id } }`;
const FOR_VIDEO = `query getExperimentForVirtualVideo($id: ID!) { getExperimentForVirtualVideo(id: $id) { ${EXPERIMENT} } }`;
const FOR_FEED = `query getExperimentForInstagramFeed($id: ID!) { getExperimentForInstagramFeed(id: $id) { id } }`;
const DELETE_STRATEGY = `mutation deleteStrategy($id: ID!) { deleteStrategy(id: $id) { success } }`;
const DELETE_EXPERIMENT = `mutation deleteExperiment($id: ID!) { deleteExperiment(id: $id) { success } }`;
const COUNTS = `query { getResourceCounts { strategies } }`;

interface Strategy {
  id: string;
  title: string;
  individualAssignments: Array<{
    id: string;
    productId: string | null;
    affiliateLinkId: string | null;
    adType: string;
    name: string | null;
    rank: number;
    startTimeIndex: number;
    instagramMediaId: string | null;
  }>;
  multipleAssignments: Array<{
    id: string;
    productCollectionId: string;
    rank: number;
    startTimeIndex: number;
    bannerInterval: number;
  }>;
}
interface Experiment {
  id: string;
  title: string;
  virtualVideoId: string | null;
  items: Array<{
    id: string;
    strategyId: string;
    rangePercentage: number;
    ranges: Array<{ id: string; start: number; end: number }>;
  }>;
}

let world: World;
let db: World['db'];
let productId: string;
let otherProductId: string;
let linkId: string;
let collectionId: string;
let videoId: string;

beforeAll(async () => {
  world = await startWorld();
  db = world.db;
  const groupA = world.cast.groupA;
  productId = await addProduct(db, groupA, 'Sneaker');
  otherProductId = await addProduct(db, groupA, 'Boot');
  linkId = await addAffiliateLink(db, groupA);
  collectionId = await addProductCollection(db, groupA, [productId, otherProductId]);
  videoId = await addVideo(db, groupA);
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

const as = () => world.cast.as;
const strategies = async (gql: Gql = as().owner) =>
  dataOf<{ getStrategies: Strategy[] }>(await gql(GET_STRATEGIES)).getStrategies;
const strategy = async (id: string) => (await strategies()).find((s) => s.id === id);
const saveStrategy = async (
  assignments: { individualAssignments?: unknown[]; multipleAssignments?: unknown[] },
  gql: Gql = as().owner,
  extra: Record<string, unknown> = {},
) =>
  gql<{ upsertStrategy: string }>(UPSERT_STRATEGY, {
    title: 'Placement',
    assignments: {
      individualAssignments: assignments.individualAssignments ?? [],
      multipleAssignments: assignments.multipleAssignments ?? [],
    },
    ...extra,
  });
const newStrategy = async (title = 'Placement', gql: Gql = as().owner) =>
  dataOf<{ upsertStrategy: string }>(
    await saveStrategy(
      { individualAssignments: [{ productId, adType: 'banner', rank: 0, startTimeIndex: 3 }] },
      gql,
      { title },
    ),
  ).upsertStrategy;
const saveExperiment = (variables: Record<string, unknown>, gql: Gql = as().owner) =>
  gql<{ upsertExperiment: Experiment }>(UPSERT_EXPERIMENT, { title: 'Split', ...variables });
const experiment = (response: Awaited<ReturnType<typeof saveExperiment>>) =>
  dataOf<{ upsertExperiment: Experiment }>(response).upsertExperiment;

describe('strategies', () => {
  it('places products, links and collections, in rank order, with banner timing', async () => {
    const id = dataOf<{ upsertStrategy: string }>(
      await saveStrategy({
        individualAssignments: [
          { productId, adType: 'banner', rank: 5, startTimeIndex: 12.5, name: 'Hero shoe' },
          { affiliateLinkId: linkId, adType: 'banner_static', rank: 1, startTimeIndex: 40 },
        ],
        multipleAssignments: [{ productCollectionId: collectionId, adType: 'banner', rank: 0 }],
      }),
    ).upsertStrategy;
    const saved = await strategy(id);
    expect(
      saved?.individualAssignments.map((a) => [
        a.rank,
        a.affiliateLinkId ?? a.productId,
        a.adType,
        a.startTimeIndex,
        a.name,
      ]),
    ).toEqual([
      // Static banners show from the start whatever time was sent.
      [0, linkId, 'banner_static', 0, null],
      [1, productId, 'banner', 12.5, 'Hero shoe'],
    ]);
    expect(saved?.multipleAssignments).toEqual([
      expect.objectContaining({ productCollectionId: collectionId, rank: 0, bannerInterval: 15 }),
    ]);
  });

  it('replaces assignments on save, keeping the ids it is given', async () => {
    const id = await newStrategy();
    const [first] = (await strategy(id))!.individualAssignments;
    dataOf(
      await saveStrategy(
        {
          individualAssignments: [
            { id: first!.id, productId, adType: 'banner', rank: 0, startTimeIndex: 8 },
            { productId: otherProductId, adType: 'banner', rank: 1, startTimeIndex: 20 },
          ],
          multipleAssignments: [
            { productCollectionId: collectionId, adType: 'banner', rank: 0, bannerInterval: 7 },
          ],
        },
        as().user,
        { id, title: 'Renamed' },
      ),
    );
    const saved = await strategy(id);
    expect(saved?.title).toBe('Renamed');
    expect(
      saved?.individualAssignments.map((a) => [a.id === first!.id, a.productId, a.startTimeIndex]),
    ).toEqual([
      [true, productId, 8],
      [false, otherProductId, 20],
    ]);
    expect(saved?.multipleAssignments[0]?.bannerInterval).toBe(7);
  });

  it('needs exactly one product or link per assignment, of this group, not archived', async () => {
    const theirs = await addProduct(db, world.cast.groupB, 'Theirs');
    const archived = await addProduct(db, world.cast.groupA, 'Old', { archived: true });
    const archivedLink = await addAffiliateLink(db, world.cast.groupA, { archived: true });
    const theirCollection = await addProductCollection(db, world.cast.groupB, []);
    const one = (assignment: Record<string, unknown>) =>
      saveStrategy({ individualAssignments: [{ adType: 'banner', rank: 0, ...assignment }] });
    expect(errorOf(await one({})).message).toBe(
      'Each placement needs either a product or an affiliate link.',
    );
    expect(errorOf(await one({ productId, affiliateLinkId: linkId })).message).toBe(
      'Each placement needs either a product or an affiliate link.',
    );
    expect(errorOf(await one({ productId: theirs }))).toEqual(FORBIDDEN);
    expect(errorOf(await one({ productId: archived }))).toEqual({
      message: 'Product not found.',
      code: 'NOT_FOUND',
    });
    expect(errorOf(await one({ affiliateLinkId: archivedLink })).message).toBe(
      'Affiliate link not found.',
    );
    expect(
      errorOf(
        await saveStrategy({
          multipleAssignments: [
            { productCollectionId: theirCollection, adType: 'banner', rank: 0 },
          ],
        }),
      ),
    ).toEqual(FORBIDDEN);
    expect(errorOf(await one({ productId, startTimeIndex: -1 })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await saveStrategy({}, as().owner, { title: ' ' })).message).toBe(
      'This field is required',
    );
  });

  it('drops an assignment when its product is deleted, and hides it while archived', async () => {
    const doomed = await addProduct(db, world.cast.groupA, 'Doomed');
    const hidden = await addProduct(db, world.cast.groupA, 'Hidden');
    const id = dataOf<{ upsertStrategy: string }>(
      await saveStrategy({
        individualAssignments: [
          { productId: doomed, adType: 'banner', rank: 0 },
          { productId: hidden, adType: 'banner', rank: 1 },
          { productId, adType: 'banner', rank: 2 },
        ],
      }),
    ).upsertStrategy;
    await db.delete(products).where(eq(products.id, doomed));
    await db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, hidden));
    expect((await strategy(id))?.individualAssignments.map((a) => a.productId)).toEqual([
      productId,
    ]);
  });

  it('counts the strategies for getResourceCounts and deletes one', async () => {
    const count = async () =>
      dataOf<{ getResourceCounts: { strategies: number } }>(await as().owner(COUNTS))
        .getResourceCounts.strategies;
    const before = await count();
    const id = await newStrategy();
    expect(await count()).toBe(before + 1);
    dataOf(await as().user(DELETE_STRATEGY, { id }));
    expect(await count()).toBe(before);
    expect(errorOf(await as().user(DELETE_STRATEGY, { id }))).toEqual({
      message: 'Product placement not found.',
      code: 'NOT_FOUND',
    });
  });
});

describe('experiments', () => {
  it('splits viewers by percentage, laying ranges end to end when none are sent', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const [a, b] = [await newStrategy('A'), await newStrategy('B')];
    const saved = experiment(
      await saveExperiment({
        virtualVideoId,
        items: [
          { strategyId: a, rangePercentage: 60, ranges: [] },
          { strategyId: b, rangePercentage: 40, ranges: [] },
        ],
      }),
    );
    expect(saved.virtualVideoId).toBe(virtualVideoId);
    expect(
      saved.items.map((i) => [
        i.strategyId,
        i.rangePercentage,
        i.ranges.map((r) => [r.start, r.end]),
      ]),
    ).toEqual([
      [a, 60, [[0, 60]]],
      [b, 40, [[60, 100]]],
    ]);
    const found = dataOf<{ getExperimentForVirtualVideo: Experiment }>(
      await as().user(FOR_VIDEO, { id: virtualVideoId }),
    ).getExperimentForVirtualVideo;
    expect(found.id).toBe(saved.id);
    const listed = dataOf<{ getExperiments: Experiment[] }>(
      await as().user(GET_EXPERIMENTS),
    ).getExperiments;
    expect(listed.map((e) => e.id)).toContain(saved.id);
  });

  it('keeps explicit ranges that cover each percentage and refuses overlapping or short ones', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const [a, b] = [await newStrategy('A'), await newStrategy('B')];
    const items = (rangesA: unknown[], rangesB: unknown[]) => [
      { strategyId: a, rangePercentage: 60, ranges: rangesA },
      { strategyId: b, rangePercentage: 40, ranges: rangesB },
    ];
    const saved = experiment(
      await saveExperiment({
        virtualVideoId,
        items: items(
          [
            { start: 0, end: 30 },
            { start: 70, end: 100 },
          ],
          [{ start: 30, end: 70 }],
        ),
      }),
    );
    expect(saved.items[0]?.ranges.map((r) => [r.start, r.end])).toEqual([
      [0, 30],
      [70, 100],
    ]);
    const refuse = async (rangesA: unknown[], rangesB: unknown[]) =>
      errorOf(await saveExperiment({ virtualVideoId, items: items(rangesA, rangesB) })).message;
    expect(await refuse([{ start: 0, end: 60 }], [{ start: 60, end: 90 }])).toBe(
      "Each strategy's viewer ranges must add up to its percentage.",
    );
    expect(await refuse([{ start: 0, end: 60 }], [{ start: 50, end: 90 }])).toBe(
      'Viewer ranges must not overlap.',
    );
    expect(await refuse([{ start: 0, end: 60 }], [{ start: 60, end: 101 }])).toBe(
      'Viewer ranges must lie between 0 and 100 and end after they start.',
    );
    expect(await refuse([{ start: 60, end: 0 }], [{ start: 60, end: 100 }])).toBe(
      'Viewer ranges must lie between 0 and 100 and end after they start.',
    );
  });

  it('checks percentages with the form messages', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const [a, b] = [await newStrategy('A'), await newStrategy('B')];
    const refuse = async (items: unknown[]) =>
      errorOf(await saveExperiment({ virtualVideoId, items })).message;
    expect(
      await refuse([
        { strategyId: a, rangePercentage: 50, ranges: [] },
        { strategyId: b, rangePercentage: 40, ranges: [] },
      ]),
    ).toBe('Percentages must add up to 100.');
    expect(await refuse([{ strategyId: a, rangePercentage: 101, ranges: [] }])).toBe(
      'Must be between 0-100.',
    );
    expect(await refuse([{ strategyId: '', rangePercentage: 100, ranges: [] }])).toBe(
      'Please select a strategy.',
    );
    expect(
      await refuse([
        { strategyId: a, rangePercentage: 50, ranges: [] },
        { strategyId: a, rangePercentage: 50, ranges: [] },
      ]),
    ).toBe('Each strategy can compete only once in an experiment.');
  });

  it('deletes the strategy of a removed entry, allows an empty list, and replaces by video', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const [a, b] = [await newStrategy('Keep'), await newStrategy('Drop')];
    const first = experiment(
      await saveExperiment({
        virtualVideoId,
        items: [
          { strategyId: a, rangePercentage: 50, ranges: [] },
          { strategyId: b, rangePercentage: 50, ranges: [] },
        ],
      }),
    );
    const kept = first.items[0]!;
    // Saved again without an id: the video's experiment is replaced, not duplicated.
    const second = experiment(
      await saveExperiment({
        virtualVideoId,
        items: [{ id: kept.id, strategyId: a, rangePercentage: 100, ranges: [] }],
      }),
    );
    expect(second.id).toBe(first.id);
    expect(second.items.map((i) => [i.id, i.rangePercentage])).toEqual([[kept.id, 100]]);
    const left = (await strategies()).map((s) => s.id);
    expect(left).toContain(a);
    expect(left).not.toContain(b);

    const empty = experiment(await saveExperiment({ id: first.id, virtualVideoId, items: [] }));
    expect(empty.items).toEqual([]);
    expect((await strategies()).map((s) => s.id)).not.toContain(a);
  });

  it('deleting an experiment deletes its strategies; deleting a strategy leaves the others', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const [a, b] = [await newStrategy('A'), await newStrategy('B')];
    const saved = experiment(
      await saveExperiment({
        virtualVideoId,
        items: [
          { strategyId: a, rangePercentage: 70, ranges: [] },
          { strategyId: b, rangePercentage: 30, ranges: [] },
        ],
      }),
    );
    dataOf(await as().user(DELETE_STRATEGY, { id: b }));
    const after = dataOf<{ getExperimentForVirtualVideo: Experiment }>(
      await as().owner(FOR_VIDEO, { id: virtualVideoId }),
    ).getExperimentForVirtualVideo;
    expect(after.items.map((i) => [i.strategyId, i.ranges.map((r) => [r.start, r.end])])).toEqual([
      [a, [[0, 70]]],
    ]);
    dataOf(await as().user(DELETE_EXPERIMENT, { id: saved.id }));
    expect(
      dataOf<{ getExperimentForVirtualVideo: null }>(
        await as().owner(FOR_VIDEO, { id: virtualVideoId }),
      ).getExperimentForVirtualVideo,
    ).toBeNull();
    expect((await strategies()).map((s) => s.id)).not.toContain(a);
  });

  it('needs exactly one target of the group; an unknown feed is not found', async () => {
    const a = await newStrategy();
    const items = [{ strategyId: a, rangePercentage: 100, ranges: [] }];
    expect(errorOf(await saveExperiment({ items })).message).toBe('No id specified.');
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    expect(
      errorOf(await saveExperiment({ items, virtualVideoId, instagramFeedId: 'feed-1' })).message,
    ).toBe('Place products on either a shoppable video or an Instagram feed, not both.');
    expect(errorOf(await saveExperiment({ items, instagramFeedId: 'feed-1' }))).toEqual({
      message: 'Instagram feed not found.',
      code: 'NOT_FOUND',
    });
    expect(
      dataOf<{ getExperimentForInstagramFeed: null }>(await as().owner(FOR_FEED, { id: 'feed-1' }))
        .getExperimentForInstagramFeed,
    ).toBeNull();
    const theirVideo = await shoppableVideo(as().outsider, await addVideo(db, world.cast.groupB));
    expect(errorOf(await saveExperiment({ items, virtualVideoId: theirVideo }))).toEqual(FORBIDDEN);
    const theirStrategy = dataOf<{ upsertStrategy: string }>(
      await saveStrategy({}, as().outsider, { title: 'Theirs' }),
    ).upsertStrategy;
    expect(
      errorOf(
        await saveExperiment({
          virtualVideoId,
          items: [{ strategyId: theirStrategy, rangePercentage: 100, ranges: [] }],
        }),
      ),
    ).toEqual(FORBIDDEN);
    expect(errorOf(await as().owner(FOR_VIDEO, { id: theirVideo }))).toEqual(FORBIDDEN);

    // Moving an experiment onto a video that already has one is refused.
    const mine = experiment(await saveExperiment({ virtualVideoId, items }));
    const otherVideo = await shoppableVideo(as().owner, videoId);
    const b = await newStrategy('B');
    experiment(
      await saveExperiment({
        virtualVideoId: otherVideo,
        items: [{ strategyId: b, rangePercentage: 100, ranges: [] }],
      }),
    );
    expect(
      errorOf(await saveExperiment({ id: mine.id, virtualVideoId: otherVideo, items })).message,
    ).toBe('This shoppable video or feed already has a placement.');
  });
});

describe('who may do what', () => {
  let ids: { strategyId: string; experimentId: string; virtualVideoId: string };

  beforeAll(async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId);
    const strategyId = await newStrategy('Guarded');
    const experimentId = experiment(
      await saveExperiment({
        virtualVideoId,
        items: [{ strategyId, rangePercentage: 100, ranges: [] }],
      }),
    ).id;
    ids = { strategyId, experimentId, virtualVideoId };
  });

  const operations = (): Array<[string, string, Record<string, unknown>]> => [
    ['getStrategies', GET_STRATEGIES, {}],
    ['getExperiments', GET_EXPERIMENTS, {}],
    ['getExperimentForVirtualVideo', FOR_VIDEO, { id: ids.virtualVideoId }],
    ['getExperimentForInstagramFeed', FOR_FEED, { id: 'feed-1' }],
    [
      'upsertStrategy',
      UPSERT_STRATEGY,
      {
        id: ids.strategyId,
        title: 'X',
        assignments: { individualAssignments: [], multipleAssignments: [] },
      },
    ],
    [
      'upsertExperiment',
      UPSERT_EXPERIMENT,
      { id: ids.experimentId, title: 'X', virtualVideoId: ids.virtualVideoId, items: [] },
    ],
    ['deleteStrategy', DELETE_STRATEGY, { id: ids.strategyId }],
    ['deleteExperiment', DELETE_EXPERIMENT, { id: ids.experimentId }],
  ];

  it('refuses anonymous visitors and admins every member operation', async () => {
    for (const [name, query, variables] of operations()) {
      expect(errorOf(await as().anonymous(query, variables)), name).toEqual(NOT_LOGGED_IN);
      expect(errorOf(await as().admin(query, variables)), name).toEqual(FORBIDDEN);
    }
  });

  it("keeps groups apart: another group neither sees nor changes A's placements", async () => {
    for (const [name, query, variables] of operations()) {
      const response = await as().outsider(query, variables);
      if (
        name === 'getStrategies' ||
        name === 'getExperiments' ||
        name === 'getExperimentForInstagramFeed'
      ) {
        const text = JSON.stringify(response.body.data);
        expect(text, name).not.toContain(ids.strategyId);
        expect(text, name).not.toContain(ids.experimentId);
      } else {
        expect(errorOf(response), name).toEqual(FORBIDDEN);
      }
    }
    expect((await strategies()).find((s) => s.id === ids.strategyId)?.title).toBe('Guarded');
  });

  it('lets admins read any group, read-only, and nobody else', async () => {
    const adminStrategies = dataOf<{ adminGetStrategies: Array<{ id: string }> }>(
      await as().admin(ADMIN_STRATEGIES, { groupId: world.cast.groupA }),
    ).adminGetStrategies;
    expect(adminStrategies.map((s) => s.id)).toContain(ids.strategyId);
    const adminExperiments = dataOf<{ adminGetExperiments: Array<{ id: string }> }>(
      await as().admin(ADMIN_EXPERIMENTS, { groupId: world.cast.groupA }),
    ).adminGetExperiments;
    expect(adminExperiments.map((e) => e.id)).toContain(ids.experimentId);
    for (const gql of [as().owner, as().user, as().outsider]) {
      expect(errorOf(await gql(ADMIN_STRATEGIES, { groupId: world.cast.groupA }))).toEqual(
        FORBIDDEN,
      );
      expect(errorOf(await gql(ADMIN_EXPERIMENTS, { groupId: world.cast.groupA }))).toEqual(
        FORBIDDEN,
      );
    }
    expect(errorOf(await as().anonymous(ADMIN_STRATEGIES, { groupId: world.cast.groupA }))).toEqual(
      NOT_LOGGED_IN,
    );
    expect(errorOf(await as().admin(ADMIN_EXPERIMENTS, { groupId: 'nope' })).code).toBe(
      'NOT_FOUND',
    );
  });

  it('lets USER and OWNER save and delete placements', async () => {
    for (const gql of [as().user, as().owner]) {
      const strategyId = await newStrategy('Team', gql);
      const virtualVideoId = await shoppableVideo(gql, videoId);
      const saved = experiment(
        await saveExperiment(
          { virtualVideoId, items: [{ strategyId, rangePercentage: 100, ranges: [] }] },
          gql,
        ),
      );
      dataOf(await gql(DELETE_EXPERIMENT, { id: saved.id }));
    }
  });

  it('needs a paid plan to save placements', async () => {
    const user = await createUser(db, { email: 'free-placements@example.com' });
    await createGroup(db, user.id, 'Free');
    const gql = await signIn(world.server, user.email);
    const upgrade = {
      message: 'This area requires a higher tier than your current plan.',
      code: 'UPGRADE_REQUIRED',
    };
    expect(errorOf(await saveStrategy({}, gql))).toEqual(upgrade);
    expect(
      errorOf(await saveExperiment({ virtualVideoId: ids.virtualVideoId, items: [] }, gql)),
    ).toEqual(upgrade);
    expect(dataOf<{ getStrategies: unknown[] }>(await gql(GET_STRATEGIES)).getStrategies).toEqual(
      [],
    );
  });
});
