// What the AI tests share: a paid group with a signed-in owner, a product of its catalogue, an
// uploaded thumbnail, and waiting on states (renders, downloads and transcodes take real time).
import { eq } from 'drizzle-orm';
import { groupUsers, products, productVariants } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { createGroup } from '../../src/modules/groups/service';
import { objectKey } from '../../src/modules/storage';
import { createUser, sessionFor, type Gql } from '../harness/accounts';
import type { OwnAddressServer } from '../harness/own-address';

export interface Shop {
  groupId: string;
  userId: string;
  gql: Gql;
}

let made = 0;

/** A new user owning a new group on `plan` (Starter, a paid plan, by default). */
export async function shop(
  server: OwnAddressServer,
  plan: 'free' | 'starter' = 'starter',
): Promise<Shop> {
  const db = server.database.db;
  made += 1;
  const user = await createUser(db, { email: `ai-${made}-${Date.now()}@example.com` });
  const group = await createGroup(db, user.id, `AI shop ${made}`);
  await appendEntry(db, { groupId: group.id, planId: plan, status: 'ACTIVE' });
  return { groupId: group.id, userId: user.id, gql: await sessionFor(server, user.id) };
}

/** Adds a USER member to the shop's group and signs them in. */
export async function memberOf(server: OwnAddressServer, s: Shop): Promise<Gql> {
  const db = server.database.db;
  made += 1;
  const user = await createUser(db, {
    email: `ai-user-${made}-${Date.now()}@example.com`,
    currentGroupId: s.groupId,
  });
  await db.insert(groupUsers).values({ groupId: s.groupId, userId: user.id, role: 'USER' });
  await db.select().from(groupUsers).where(eq(groupUsers.userId, user.id));
  return sessionFor(server, user.id);
}

export interface ProductSpec {
  title: string;
  description?: string;
  price?: string;
  variants?: string[];
}

export async function addProduct(
  server: OwnAddressServer,
  groupId: string,
  spec: ProductSpec,
): Promise<string> {
  const db = server.database.db;
  made += 1;
  const [row] = await db
    .insert(products)
    .values({
      groupId,
      alternateId: `gid://shopify/Product/${made}${Date.now()}`,
      title: spec.title,
      description: spec.description ?? '',
      price: spec.price ?? null,
      availableForSale: true,
      handle: `product-${made}`,
    })
    .returning();
  for (const [position, title] of (spec.variants ?? []).entries()) {
    await db.insert(productVariants).values({
      productId: row!.id,
      position,
      alternateId: `gid://shopify/ProductVariant/${made}${position}`,
      title,
      price: spec.price ?? '0',
      selectedOptions: [{ name: 'Colour', value: title }],
    });
  }
  return row!.id;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A thumbnail image uploaded to the group's thumbnails; answers its public address. */
export async function uploadThumbnail(server: OwnAddressServer, groupId: string): Promise<string> {
  const storage = server.app.services.storage;
  made += 1;
  const key = objectKey('groups', groupId, 'thumbnails', `thumb-${made}.png`);
  await storage.putFile(key, PNG, 'image/png');
  return storage.publicUrl(key);
}

/** Polls `check` until it answers a value (no fixed sleeps). */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 240_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const ACCOUNTS = `query getGenerativeAIAccounts { getGenerativeAIAccounts { id type keyLastFour createdAt updatedAt } }`;
export const UPSERT_KEY = `mutation upsertGenerativeAIKey($type: AIAccountType!, $key: String!) { upsertGenerativeAIKey(type: $type, key: $key) { success message } }`;
export const DELETE_KEY = `mutation deleteGenerativeAIKey($type: AIAccountType!) { deleteGenerativeAIKey(type: $type) { success message } }`;
export const GENERATE = `mutation generateProductScript($productId: ID!) { generateProductScript(productId: $productId) { id type productId content createdAt product { id title } } }`;
export const TEXTS = `query getGeneratedTexts($productId: ID) { getGeneratedTexts(productId: $productId) { id productId content product { id title } } }`;
const JOB_FIELDS = `id status title type thumbnailUrl generatedVideoId script generatedTextId productId product { id title } productMentionSeconds errorMessage createdAt updatedAt`;
export const CREATE_VIDEO = `mutation createSynthesiaVideo($videoInput: SynthesiaVideoInput!, $thumbnailUrl: String!, $generatedTextId: ID) { createSynthesiaVideo(videoInput: $videoInput, thumbnailUrl: $thumbnailUrl, generatedTextId: $generatedTextId) { ${JOB_FIELDS} } }`;
export const JOBS = `query getGenerativeVideoJobs { getGenerativeVideoJobs { ${JOB_FIELDS} } }`;
export const CHECK_JOBS = `mutation checkAndUpdateGenerativeVideoJobs { checkAndUpdateGenerativeVideoJobs { ${JOB_FIELDS} } }`;
export const VIDEOS = `query getVideos { getVideos { id title status thumbnailUrl duration source } }`;

export interface Job {
  id: string;
  status: 'PROCESSING' | 'COMPLETE' | 'FAILED';
  title: string;
  type: string;
  thumbnailUrl: string | null;
  generatedVideoId: string | null;
  script: string;
  generatedTextId: string | null;
  productId: string | null;
  product: { id: string; title: string } | null;
  productMentionSeconds: number | null;
  errorMessage: string | null;
}

export const scene = (scriptText: string, extra: Record<string, unknown> = {}) => ({
  scriptText,
  avatar: 'Alex',
  background: 'open_office',
  avatarSettings: { style: 'rectangular', horizontalAlign: 'center', scale: 1 },
  ...extra,
});
