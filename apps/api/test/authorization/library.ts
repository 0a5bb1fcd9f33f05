// The content of documents 2 and 3 a world of the matrix holds, so that every operation has
// something of each group to read, change or delete: groups A (Acme) and B (Bravo) are on a paid
// plan and each holds products, a product collection, an affiliate link, a video, an audio track, a
// photo collection (with its photo), a shoppable video, a DRAFT layout, a media collection, and a
// product placement (strategy) in an experiment on the shoppable video. Group A holds two of each
// (keys A.x and A.x2), so that its USER and OWNER each have their own to change or delete.
// Catalogue and media rows go straight into the database (their modules test how they are made);
// layouts and placements are made through the API by a member, as the editor makes them.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { imageCollectionItems } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import {
  addAffiliateLink,
  addAudio,
  addPhotoCollection,
  addProduct,
  addProductCollection,
  addVideo,
} from '../layouts/fixtures';
import type { Gql } from '../harness/accounts';
import type { Row } from './matrix';
import type { Response, World } from './world';

export const PRIVATE_NOTE = 'Internal: private note of the group';

/** The data of a successful answer (fails the test with the errors otherwise). */
export function dataOf<T>(response: Response): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

export const id = (w: World, key: string): string => {
  const value = w.data[key];
  if (!value) throw new Error(`the world holds no ${key}`);
  return value;
};

/** Both groups on the Starter plan (layouts, placements and photo collections need a paid plan). */
export async function givePlans(w: World): Promise<void> {
  const db = w.server.database.db;
  for (const groupId of [w.groupA, w.groupB]) {
    await appendEntry(db, { groupId, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
  }
}

const UPSERT_VIRTUAL_VIDEO = `mutation upsertVirtualVideo($title: String!, $segments: [VirtualVideoSegmentInput!]!) {
  upsertVirtualVideo(title: $title, segments: $segments) { id } }`;
const UPSERT_WIDGET = `mutation upsertWidgetBase($title: String!, $type: LayoutType!) {
  upsertWidgetBase(title: $title, type: $type) }`;
const UPSERT_MEDIA_COLLECTION = `mutation upsertMediaCollection($title: String!, $items: [MediaCollectionItemInput!]!) {
  upsertMediaCollection(title: $title, items: $items) { id } }`;
const UPSERT_STRATEGY = `mutation upsertStrategy($title: String!, $assignments: StrategyAssignmentsInput!) {
  upsertStrategy(title: $title, assignments: $assignments) }`;
const UPSERT_EXPERIMENT = `mutation upsertExperiment($title: String!, $virtualVideoId: ID, $items: [ExperimentItemInput!]!) {
  upsertExperiment(title: $title, virtualVideoId: $virtualVideoId, items: $items) { id } }`;
const ATTACH_VIRTUAL_VIDEO = `mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {
  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) { success } }`;
const MARK_READY = `mutation markWidgetAsReady($widgetId: ID!) { markWidgetAsReady(widgetId: $widgetId) { success } }`;

/** A product placement of the product and the link, as a member saves it. */
export const strategyAssignments = (productId: string, linkId: string, collectionId?: string) => ({
  individualAssignments: [
    { productId, adType: 'banner', rank: 0, startTimeIndex: 0 },
    { affiliateLinkId: linkId, adType: 'banner', rank: 1, startTimeIndex: 2 },
  ],
  multipleAssignments: collectionId
    ? [{ productCollectionId: collectionId, adType: 'banner', rank: 2, bannerInterval: 15 }]
    : [],
});

/** How much a row needs: the catalogue, also the media, or also layouts and placements. */
export type Level = 'catalogue' | 'media' | 'layouts';

async function seedGroup(
  w: World,
  level: Level,
  prefix: 'A' | 'B',
  groupId: string,
  gql: Gql,
  copies: number,
) {
  const db = w.server.database.db;
  for (let n = 1; n <= copies; n++) {
    const key = (name: string) => `${prefix}.${name}${n === 1 ? '' : n}`;
    const product = await addProduct(db, groupId, `${prefix} Sneaker ${n}`);
    w.data[key('product')] = product;
    w.data[key('collection')] = await addProductCollection(db, groupId, [product]);
    w.data[key('link')] = await addAffiliateLink(db, groupId);
    if (level === 'catalogue') continue;
    w.data[key('video')] = await addVideo(db, groupId, {
      title: `${prefix} Clip ${n}`,
      description: PRIVATE_NOTE,
    });
    w.data[key('audio')] = await addAudio(db, groupId, { description: PRIVATE_NOTE });
    const photos = await addPhotoCollection(db, groupId, 1, { description: PRIVATE_NOTE });
    w.data[key('photos')] = photos;
    const [item] = await db
      .select({ imageId: imageCollectionItems.imageId })
      .from(imageCollectionItems)
      .where(eq(imageCollectionItems.collectionId, photos));
    w.data[key('image')] = item!.imageId;
    if (level === 'media') continue;

    const virtualVideo = dataOf<{ upsertVirtualVideo: { id: string } }>(
      await gql(UPSERT_VIRTUAL_VIDEO, {
        title: `${prefix} Spring drop ${n}`,
        segments: [{ rank: 0, videoId: w.data[key('video')], audioId: w.data[key('audio')] }],
      }),
    ).upsertVirtualVideo.id;
    w.data[key('virtualVideo')] = virtualVideo;
    w.data[key('widget')] = dataOf<{ upsertWidgetBase: string }>(
      await gql(UPSERT_WIDGET, { title: `${prefix} Homepage ${n}`, type: 'PORTRAIT' }),
    ).upsertWidgetBase;
    w.data[key('mediaCollection')] = dataOf<{ upsertMediaCollection: { id: string } }>(
      await gql(UPSERT_MEDIA_COLLECTION, {
        title: `${prefix} Carousel ${n}`,
        items: [{ virtualVideoId: virtualVideo, rank: 0 }],
      }),
    ).upsertMediaCollection.id;
    const strategy = dataOf<{ upsertStrategy: string }>(
      await gql(UPSERT_STRATEGY, {
        title: `${prefix} Placement ${n}`,
        assignments: strategyAssignments(product, w.data[key('link')]!, w.data[key('collection')]),
      }),
    ).upsertStrategy;
    w.data[key('strategy')] = strategy;
    w.data[key('experiment')] = dataOf<{ upsertExperiment: { id: string } }>(
      await gql(UPSERT_EXPERIMENT, {
        title: `${prefix} Experiment ${n}`,
        virtualVideoId: virtualVideo,
        items: [{ strategyId: strategy, rangePercentage: 100, ranges: [{ start: 0, end: 100 }] }],
      }),
    ).upsertExperiment.id;
  }
}

/** Plans and the content of both groups (see the top of this file). */
export async function seedLibrary(w: World, level: Level): Promise<void> {
  await givePlans(w);
  await seedGroup(w, level, 'A', w.groupA, w.as.owner, 2);
  await seedGroup(w, level, 'B', w.groupB, w.as.outsider, 1);
}

/** The rows, each with the library of `level` seeded before its own set-up. */
export function seeded(level: Level, rows: readonly Row[]): Row[] {
  return rows.map((r) => ({
    ...r,
    async setup(w: World) {
      await seedLibrary(w, level);
      await r.setup?.(w);
    },
  }));
}

/** Finalizes a layout of group A playing its shoppable video (key A.widget), by its OWNER. */
export async function publishWidgetOfA(w: World, widgetKey = 'A.widget', vvKey = 'A.virtualVideo') {
  dataOf(
    await w.as.owner(ATTACH_VIRTUAL_VIDEO, {
      widgetId: id(w, widgetKey),
      virtualVideoId: id(w, vvKey),
    }),
  );
  dataOf(await w.as.owner(MARK_READY, { widgetId: id(w, widgetKey) }));
}

/** The ids of a list answer. */
export const idsOf = (list: ReadonlyArray<{ id: string }>) => list.map((item) => item.id).sort();
/** The ids of the world under these keys, sorted. */
export const ids = (w: World, ...keys: string[]) => keys.map((key) => id(w, key)).sort();

/** Text that must never show in an answer to someone outside the group. */
export function secretsOf(w: World): string[] {
  return [
    w.user.owner.email,
    w.user.user.email,
    w.user.outsider.email,
    '"Acme"',
    PRIVATE_NOTE,
    'Private note about the commission',
    'vendy_session',
  ];
}
