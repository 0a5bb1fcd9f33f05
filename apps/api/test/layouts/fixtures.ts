// Shared set-up of the layouts and placements tests: the groups cast (group A: owner Olivia and
// user Uma; group B: owner Otto; admin Ada) on paid plans, and the media and catalogue rows a
// layout refers to, inserted straight into the database (their own modules test how they are made).
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/connection';
import {
  affiliateLinkImages,
  affiliateLinks,
  audios,
  imageCollectionItems,
  imageCollections,
  images,
  productCollectionItems,
  productCollections,
  productImages,
  products,
  productVariants,
  shopifyStores,
  videos,
  type VideoStatusValue,
} from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { createCast, dataOf, type Cast } from '../groups/fixtures';
import type { Gql } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';

export interface World {
  server: TestServer;
  cast: Cast;
  db: Database;
}

export async function startWorld(): Promise<World> {
  const server = await startTestServer();
  const cast = await createCast(server);
  const db = server.database.db;
  for (const groupId of [cast.groupA, cast.groupB]) {
    await appendEntry(db, { groupId, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
  }
  return { server, cast, db };
}

export async function addVideo(
  db: Database,
  groupId: string,
  options: {
    title?: string;
    duration?: number;
    status?: VideoStatusValue;
    description?: string;
  } = {},
): Promise<string> {
  const [row] = await db
    .insert(videos)
    .values({
      groupId,
      title: options.title ?? 'Clip',
      description: options.description ?? null,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      duration: options.duration ?? 10,
      aspectRatio: 0.5625,
      status: options.status ?? 'READY',
      source: 'YOUTUBE',
      sourceId: 'dQw4w9WgXcQ',
    })
    .returning();
  return row!.id;
}

export async function addAudio(
  db: Database,
  groupId: string,
  options: { description?: string } = {},
): Promise<string> {
  const externalId = randomUUID();
  const [row] = await db
    .insert(audios)
    .values({
      groupId,
      title: 'Tune',
      description: options.description ?? null,
      externalId,
      fileKey: `groups/${groupId}/audio/${externalId}.mp3`,
      duration: 30,
      size: 1000,
    })
    .returning();
  return row!.id;
}

/** A photo collection of `count` photos. */
export async function addPhotoCollection(
  db: Database,
  groupId: string,
  count: number,
  options: { description?: string } = {},
): Promise<string> {
  const [collection] = await db
    .insert(imageCollections)
    .values({ groupId, title: 'Lookbook' })
    .returning();
  for (let rank = 0; rank < count; rank++) {
    const [image] = await db
      .insert(images)
      .values({
        groupId,
        title: `Photo ${rank}`,
        description: options.description ?? null,
        fileKey: `groups/${groupId}/images/photo-${rank}-${randomUUID()}.png`,
        aspectRatio: 1,
      })
      .returning();
    await db
      .insert(imageCollectionItems)
      .values({ collectionId: collection!.id, rank, imageId: image!.id });
  }
  return collection!.id;
}

export async function addProduct(
  db: Database,
  groupId: string,
  title = 'Sneaker',
  options: { archived?: boolean } = {},
): Promise<string> {
  const [product] = await db
    .insert(products)
    .values({
      groupId,
      alternateId: `gid://shopify/Product/${randomUUID()}`,
      title,
      description: `${title} description`,
      price: '19.9900',
      availableForSale: true,
      productType: 'Shoes',
      vendor: 'Northwind',
      handle: title.toLowerCase().replace(/\s+/g, '-'),
      imageRef: 'https://cdn.example.com/p.png',
      thumbnailRef: 'https://cdn.example.com/p-thumb.png',
      archivedAt: options.archived ? new Date() : null,
    })
    .returning();
  await db.insert(productVariants).values({
    productId: product!.id,
    position: 0,
    alternateId: `gid://shopify/ProductVariant/${randomUUID()}`,
    title: 'Default',
    price: '19.9900',
    selectedOptions: [{ name: 'Size', value: 'M' }],
  });
  await db.insert(productImages).values({
    productId: product!.id,
    position: 0,
    imageOriginalSrc: 'https://cdn.example.com/p.png',
    imageRef: 'https://cdn.example.com/p.png',
    thumbnailRef: 'https://cdn.example.com/p-thumb.png',
    isFeatured: true,
  });
  return product!.id;
}

export async function addProductCollection(
  db: Database,
  groupId: string,
  productIds: string[],
): Promise<string> {
  const [collection] = await db
    .insert(productCollections)
    .values({
      groupId,
      alternateId: `gid://shopify/Collection/${randomUUID()}`,
      title: 'Summer',
      handle: 'summer',
    })
    .returning();
  if (productIds.length > 0) {
    await db.insert(productCollectionItems).values(
      productIds.map((productId, position) => ({
        collectionId: collection!.id,
        productId,
        position,
      })),
    );
  }
  return collection!.id;
}

export async function addAffiliateLink(
  db: Database,
  groupId: string,
  options: { archived?: boolean } = {},
): Promise<string> {
  const [link] = await db
    .insert(affiliateLinks)
    .values({
      groupId,
      title: 'Partner bag',
      description: 'Private note about the commission',
      price: '49.00',
      ctaText: 'Buy Now',
      url: 'https://partner.example.com/bag',
      archived: options.archived ?? false,
    })
    .returning();
  await db.insert(affiliateLinkImages).values({
    affiliateLinkId: link!.id,
    rank: 0,
    fileKey: `groups/${groupId}/affiliate/${link!.id}_a.png`,
    thumbnailFileKey: `groups/${groupId}/affiliate/${link!.id}_a_thumb.png`,
  });
  return link!.id;
}

export const STORE_TOKEN_CIPHERTEXT = 'v1:secret-ciphertext-of-the-admin-token';

export async function connectStore(db: Database, groupId: string, storeName: string) {
  await db.insert(shopifyStores).values({
    storeName,
    groupId,
    accessTokenEncrypted: STORE_TOKEN_CIPHERTEXT,
    scopes: 'read_products',
  });
}

// GraphQL documents used by several test files.
export const UPSERT_WIDGET = `mutation upsertWidgetBase($id: ID, $title: String!, $type: LayoutType!) {
  upsertWidgetBase(id: $id, title: $title, type: $type)
}`;
export const UPSERT_VIRTUAL_VIDEO = `mutation upsertVirtualVideo($id: ID, $title: String!, $segments: [VirtualVideoSegmentInput!]!) {
  upsertVirtualVideo(id: $id, title: $title, segments: $segments) {
    id title groupId
    segments { id title rank startTime endTime videoId audioId imageCollectionId
      video { id title } audio { id } imageCollection { id items { rank } } }
  }
}`;
export const UPSERT_MEDIA_COLLECTION = `mutation upsertMediaCollection($id: ID, $title: String!, $thumbnailUrl: String, $items: [MediaCollectionItemInput!]!) {
  upsertMediaCollection(id: $id, title: $title, thumbnailUrl: $thumbnailUrl, items: $items) {
    id title thumbnailUrl items { rank virtualVideoId virtualVideo { id title } }
  }
}`;
export const ATTACH_VIRTUAL_VIDEO = `mutation attachVirtualVideoToWidget($widgetId: ID!, $virtualVideoId: ID!) {
  attachVirtualVideoToWidget(widgetId: $widgetId, virtualVideoId: $virtualVideoId) { success }
}`;
export const ATTACH_MEDIA_COLLECTION = `mutation attachMediaCollectionToWidget($widgetId: ID!, $mediaCollectionId: ID!) {
  attachMediaCollectionToWidget(widgetId: $widgetId, mediaCollectionId: $mediaCollectionId) { success }
}`;
export const MARK_READY = `mutation markWidgetAsReady($widgetId: ID!) {
  markWidgetAsReady(widgetId: $widgetId) { success }
}`;
export const UPSERT_STRATEGY = `mutation upsertStrategy($id: ID, $title: String!, $assignments: StrategyAssignmentsInput!) {
  upsertStrategy(id: $id, title: $title, assignments: $assignments)
}`;
export const UPSERT_EXPERIMENT = `mutation upsertExperiment($id: ID, $title: String!, $virtualVideoId: ID, $instagramFeedId: ID, $items: [ExperimentItemInput!]!) {
  upsertExperiment(id: $id, title: $title, virtualVideoId: $virtualVideoId, instagramFeedId: $instagramFeedId, items: $items) {
    id title virtualVideoId instagramFeedId
    items { id strategyId rangePercentage ranges { id start end }
      strategy { id title individualAssignments { id productId affiliateLinkId adType rank startTimeIndex }
        multipleAssignments { id productCollectionId bannerInterval } } }
  }
}`;

/** A shoppable video of one video segment, answered by id. */
export async function shoppableVideo(gql: Gql, videoId: string, title = 'Spring drop') {
  return dataOf<{ upsertVirtualVideo: { id: string } }>(
    await gql(UPSERT_VIRTUAL_VIDEO, { title, segments: [{ rank: 0, videoId }] }),
  ).upsertVirtualVideo.id;
}

/** A READY single-video layout playing a new shoppable video; answers both ids. */
export async function publishedLayout(gql: Gql, videoId: string, title = 'Homepage') {
  const virtualVideoId = await shoppableVideo(gql, videoId);
  const widgetId = dataOf<{ upsertWidgetBase: string }>(
    await gql(UPSERT_WIDGET, { title, type: 'PORTRAIT' }),
  ).upsertWidgetBase;
  dataOf(await gql(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));
  dataOf(await gql(MARK_READY, { widgetId }));
  return { widgetId, virtualVideoId };
}
