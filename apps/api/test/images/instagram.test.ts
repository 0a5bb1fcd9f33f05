// Synced Instagram pictures in photo collections: a merchant connects the sandbox account, then
// saves collections naming its pictures by InstagramMedia id (an IMAGE post, a carousel picture).
// The server makes one Image per post (source INSTAGRAM, sourceId the post's id, titled by the
// caption) on its own copy of our stored picture, reuses it on later adds, and keeps it when the
// account goes; another group's media, a video, an album and a picture not stored yet are refused
// and nothing is saved.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, instagramMedia } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { createGroup } from '../../src/modules/groups/service';
import { titleFromCaption } from '../../src/modules/images/instagram';
import { dataOf, errorOf } from '../groups/fixtures';
import { createUser } from '../harness/accounts';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import type { Browser } from '../social-auth/harness';
import { connectThroughWindow, merchant } from '../instagram/merchant';

const IMAGE = 'id title description imageUrl source sourceId';
const COLLECTION = `id title thumbnailUrl source items { rank imageId image { ${IMAGE} } }`;
const SAVE = `mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {
  saveImageCollection(title: $title, items: $items) {
    success errorMessage imageCollection { ${COLLECTION} } uploadedImages { id }
  }
}`;
const UPSERT_COLLECTION = `mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {
  upsertImageCollection(id: $id, title: $title, items: $items) { ${COLLECTION} }
}`;
const LIST = `query getImageCollections { getImageCollections { ${COLLECTION} } }`;
const SETUP = `mutation setupInstagramAccount($code: String!) { setupInstagramAccount(code: $code) { id } }`;
const MEDIA = `query getInstagramMedia { getInstagramMedia { id externalId mediaType mediaUrl caption mediaExpires parentMediaExternalId } }`;
const DISCONNECT = `mutation disconnectInstagramAccount { disconnectInstagramAccount { success } }`;

interface Media {
  id: string;
  externalId: string;
  mediaType: string;
  mediaUrl: string | null;
  caption: string | null;
  mediaExpires: string | null;
  parentMediaExternalId: string | null;
}
interface Image {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  source: string;
  sourceId: string | null;
}
interface Collection {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  source: string;
  items: Array<{ rank: number; imageId: string; image: Image }>;
}
interface SaveResult {
  success: boolean;
  errorMessage: string | null;
  imageCollection: Collection | null;
  uploadedImages: Array<{ id: string }>;
}

let server: OwnAddressServer;
let dataDir: string;
let groupId: string;
let mia: Browser;
let bruno: Browser;
let media: Media[];
let otherMedia: Media[];

async function connect(browser: Browser, account: string): Promise<Media[]> {
  const code = (await connectThroughWindow(server, browser, account)).searchParams.get('code')!;
  dataOf(await browser.gql(SETUP, { code }));
  return dataOf<{ getInstagramMedia: Media[] }>(await browser.gql(MEDIA)).getInstagramMedia;
}

async function save(browser: Browser, title: string, mediaIds: string[]): Promise<SaveResult> {
  const items = mediaIds.map((instagramMediaId, i) => ({ id: `ig${i}`, instagramMediaId }));
  return dataOf<{ saveImageCollection: SaveResult }>(await browser.gql(SAVE, { title, items }))
    .saveImageCollection;
}

const collections = async (browser: Browser) =>
  dataOf<{ getImageCollections: Collection[] }>(await browser.gql(LIST)).getImageCollections;

const pictures = (list: Media[]) =>
  list.filter((m) => m.mediaType === 'IMAGE' && m.parentMediaExternalId === null);
const carouselPicture = (list: Media[]) =>
  list.find((m) => m.mediaType === 'IMAGE' && m.parentMediaExternalId !== null)!;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendy-images-instagram-'));
  server = await startOwnAddressServer({ DATA_DIR: dataDir });
  const db = server.database.db;
  const founder = await createUser(db, { email: 'f@example.com', firstName: 'F', lastName: 'O' });
  groupId = (await createGroup(db, founder.id, 'Acme')).id;
  const other = await createUser(db, { email: 'o@example.com', firstName: 'O', lastName: 'T' });
  const otherGroupId = (await createGroup(db, other.id, 'Bravo')).id;
  for (const id of [groupId, otherGroupId]) {
    await appendEntry(db, { groupId: id, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
  }
  mia = await merchant(server, 'mia@example.com', groupId, 'USER');
  bruno = await merchant(server, 'bruno@example.com', otherGroupId, 'OWNER');
  media = await connect(mia, 'demo');
  otherMedia = await connect(bruno, 'northwind');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('adding synced Instagram pictures to a photo collection', () => {
  it('makes Images of an IMAGE post and a carousel picture, source INSTAGRAM, on our own copy', async () => {
    const [post] = pictures(media);
    const child = carouselPicture(media);
    expect(post && child).toBeTruthy();
    const result = await save(mia, 'From the feed', [post!.id, child.id]);
    expect(result).toMatchObject({ success: true, errorMessage: null, uploadedImages: [] });
    const collection = result.imageCollection!;
    expect(collection.source).toBe('INSTAGRAM');
    expect(collection.items.map((item) => item.image.sourceId)).toEqual([
      post!.externalId,
      child.externalId,
    ]);
    const [first] = collection.items;
    expect(first!.image).toMatchObject({
      source: 'INSTAGRAM',
      title: titleFromCaption(post!.caption),
      description: post!.caption,
    });
    // Our own copy in the group's images folder, not the Instagram copy a sync may remove.
    const base = server.app.services.storage.mediaBaseUrl;
    for (const item of collection.items) {
      expect(item.image.imageUrl).toMatch(
        new RegExp(`^${base}/groups/${groupId}/images/instagram/\\d+\\.jpg$`),
      );
      const picture = await fetch(item.image.imageUrl);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
    }
    expect(collection.thumbnailUrl).toBe(first!.image.imageUrl);
  });

  it('reuses the Image on a later add, in a new collection and when editing one', async () => {
    const [post, second] = pictures(media);
    const before = await collections(mia);
    const firstImage = before[0]!.items[0]!.image;

    const again = await save(mia, 'Again', [post!.id, post!.id]);
    expect(again.success).toBe(true);
    expect(again.imageCollection!.items.map((item) => item.imageId)).toEqual([
      firstImage.id,
      firstImage.id,
    ]);

    // Editing: an existing image and a new Instagram picture, in the order given by rank.
    const edited = dataOf<{ upsertImageCollection: Collection }>(
      await mia.gql(UPSERT_COLLECTION, {
        id: again.imageCollection!.id,
        title: 'Again, edited',
        items: [
          { instagramMediaId: second!.id, rank: 0 },
          { imageId: firstImage.id, rank: 1 },
          { instagramMediaId: post!.id, rank: 2 },
        ],
      }),
    ).upsertImageCollection;
    expect(edited.source).toBe('INSTAGRAM');
    expect(edited.items.map((item) => item.image.sourceId)).toEqual([
      second!.externalId,
      post!.externalId,
      post!.externalId,
    ]);
    expect(edited.items[2]!.imageId).toBe(firstImage.id);

    const rows = await server.database.db
      .select()
      .from(images)
      .where(and(eq(images.groupId, groupId), eq(images.sourceId, post!.externalId)));
    expect(rows).toHaveLength(1);
  });

  it('refuses another group’s media, a video, an album and a picture not stored yet; nothing is saved', async () => {
    const count = (await collections(mia)).length;
    const [post] = pictures(media);
    const video = media.find((m) => m.mediaType === 'VIDEO')!;
    const album = media.find((m) => m.mediaType === 'CAROUSEL_ALBUM')!;
    const [theirs] = pictures(otherMedia);

    const refused = async (mediaId: string) =>
      (await save(mia, 'Refused', [post!.id, mediaId])).errorMessage;
    expect(await refused(theirs!.id)).toBe('Instagram post not found.');
    expect(await refused('00000000-0000-4000-8000-000000000000')).toBe('Instagram post not found.');
    expect(await refused('not-an-id')).toBe('Instagram post not found.');
    expect(await refused(video.id)).toBe('Instagram videos cannot be added to a photo collection.');
    expect(await refused(album.id)).toBe("Add an Instagram album's pictures one by one.");

    // A picture whose copy failed keeps Instagram's address (with its expiry) until a sync.
    const [, , uncopied] = pictures(media);
    await server.database.db
      .update(instagramMedia)
      .set({
        mediaUrl: 'https://scontent.cdninstagram.com/v/t51/1.jpg?oe=FFFFFFFF',
        mediaExpires: new Date(Date.now() + 86_400_000),
      })
      .where(eq(instagramMedia.id, uncopied!.id));
    expect(await refused(uncopied!.id)).toBe(
      'This Instagram picture is not ready yet. Sync your feed and try again.',
    );

    // Editing refuses the same way, as an error.
    const [own] = await collections(mia);
    const edit = await mia.gql(UPSERT_COLLECTION, {
      id: own!.id,
      title: own!.title,
      items: [{ instagramMediaId: theirs!.id, rank: 0 }],
    });
    expect(errorOf(edit).message).toBe('Instagram post not found.');

    // Nothing was saved, and the other group's post got no Image here.
    const after = await collections(mia);
    expect(after).toHaveLength(count);
    expect(after.find((c) => c.id === own!.id)!.items).toEqual(own!.items);
    const leaked = await server.database.db
      .select()
      .from(images)
      .where(eq(images.sourceId, theirs!.externalId));
    expect(leaked).toEqual([]);
  });

  it('needs exactly one of a file and an Instagram post for each photo', async () => {
    const [post] = pictures(media);
    const both = await mia.gql(SAVE, {
      title: 'Both',
      items: [{ id: 'p0', data: 'groups/x/images/a.png', instagramMediaId: post!.id }],
    });
    expect(errorOf(both).message).toContain('Each photo needs either a file or an Instagram post.');
    const neither = await mia.gql(UPSERT_COLLECTION, { title: 'Neither', items: [{ rank: 0 }] });
    expect(errorOf(neither).message).toContain(
      'Each photo needs either a file or an Instagram post.',
    );
  });

  it('keeps the pictures when the account is disconnected (its copies are removed)', async () => {
    const before = await collections(mia);
    dataOf(await mia.gql(DISCONNECT));
    const after = await collections(mia);
    expect(after).toEqual(before);
    for (const item of after.flatMap((c) => c.items)) {
      expect((await fetch(item.image.imageUrl)).status).toBe(200);
    }
  });
});
