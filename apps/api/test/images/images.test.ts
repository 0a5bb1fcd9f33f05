// Photos and photo collections: uploading through signed URLs, saving a collection, reordering,
// deleting; who may do what (anonymous, another group, USER, OWNER, admin); the paid-plan gate;
// and files that must be this group's own image uploads.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEntry } from '../../src/modules/billing/history';
import { encodePng } from '../../src/sandbox/shopify/catalogue/png';
import {
  createCast,
  dataOf,
  errorOf,
  FORBIDDEN,
  NOT_LOGGED_IN,
  type Cast,
} from '../groups/fixtures';
import type { Gql } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { HTML_BYTES } from '../storage/fixtures';

const IMAGE = 'id title aspectRatio imageUrl source sourceId';
const COLLECTION = `id title thumbnailUrl source items { rank imageId image { ${IMAGE} } }`;
const LIST = `query getImageCollections { getImageCollections { ${COLLECTION} } }`;
const ADMIN_LIST = `query adminGetImageCollections($groupId: ID!) {
  adminGetImageCollections(groupId: $groupId) { ${COLLECTION} }
}`;
const UPLOAD_URLS = `query getImageUploadUrls($fileData: [FileDataInput!]!) {
  getImageUploadUrls(fileData: $fileData) { fileName fileKey url objectExists }
}`;
const SAVE = `mutation saveImageCollection($title: String!, $items: [ImageCollectionItemInput!]!) {
  saveImageCollection(title: $title, items: $items) {
    success errorMessage imageCollection { ${COLLECTION} } uploadedImages { ${IMAGE} }
  }
}`;
const UPSERT_COLLECTION = `mutation upsertImageCollection($id: ID, $title: String!, $items: [ImageCollectionImageInput!]) {
  upsertImageCollection(id: $id, title: $title, items: $items) { ${COLLECTION} }
}`;
const DELETE_COLLECTION = `mutation deleteImageCollection($collectionId: ID!) {
  deleteImageCollection(collectionId: $collectionId) { success }
}`;
const UPSERT_IMAGE = `mutation upsertImage($id: ID, $title: String!, $imageUrl: String) {
  upsertImage(id: $id, title: $title, imageUrl: $imageUrl) { ${IMAGE} }
}`;
const DELETE_IMAGE = `mutation deleteImage($imageId: ID!) { deleteImage(imageId: $imageId) { success } }`;

interface Image {
  id: string;
  title: string;
  aspectRatio: number | null;
  imageUrl: string;
  source: string;
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
  uploadedImages: Image[];
}

let server: TestServer;
let cast: Cast;
let dataDir: string;

/** A real PNG of the given size, in a colour of its own. */
const png = (width: number, height: number, shade = 90) =>
  encodePng(width, height, () => [shade, 120, 200]);

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendy-images-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  cast = await createCast(server);
  const db = server.database.db;
  await appendEntry(db, {
    groupId: cast.groupA,
    planId: 'starter',
    status: 'ACTIVE',
    freeTrialDays: 30,
  });
  await appendEntry(db, {
    groupId: cast.groupB,
    planId: 'starter',
    status: 'ACTIVE',
    freeTrialDays: 30,
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function put(signed: string, bytes: Buffer, contentType: string): Promise<number> {
  const target = new URL(signed);
  const response = await fetch(`${server.url}${target.pathname}${target.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Uploads files as the browser does and answers their keys. */
async function uploadPhotos(
  gql: Gql,
  files: Array<{ name: string; bytes: Buffer; type?: string }>,
) {
  const { getImageUploadUrls } = dataOf<{
    getImageUploadUrls: Array<{
      fileName: string;
      fileKey: string;
      url: string;
      objectExists: boolean;
    }>;
  }>(
    await gql(UPLOAD_URLS, {
      fileData: files.map((f) => ({ fileName: f.name, fileType: f.type ?? 'image/png' })),
    }),
  );
  for (const [i, file] of files.entries()) {
    expect(await put(getImageUploadUrls[i]!.url, file.bytes, file.type ?? 'image/png')).toBe(200);
  }
  return getImageUploadUrls.map((u) => u.fileKey);
}

async function save(gql: Gql, title: string, data: string[]): Promise<SaveResult> {
  return dataOf<{ saveImageCollection: SaveResult }>(
    await gql(SAVE, { title, items: data.map((d, i) => ({ id: `p${i}`, data: d })) }),
  ).saveImageCollection;
}

const list = async (gql: Gql) =>
  dataOf<{ getImageCollections: Collection[] }>(await gql(LIST)).getImageCollections;

describe('a photo collection from uploaded files', () => {
  it('uploads, saves in order with aspect ratios read from the files, and lists it', async () => {
    const keys = await uploadPhotos(cast.as.owner, [
      // The merchant app prefixes names with a random id; the title leaves it out.
      { name: '3f9c2a7b1d0e-wide-shot.png', bytes: png(40, 20) },
      { name: 'tall shot.png', bytes: png(20, 40) },
    ]);
    expect(keys[0]).toMatch(
      new RegExp(`^groups/${cast.groupA}/images/3f9c2a7b1d0e-wide-shot\\.png$`),
    );
    const result = await save(cast.as.owner, '  Spring lookbook ', keys);
    expect(result.success).toBe(true);
    expect(result.uploadedImages.map((i) => [i.title, i.aspectRatio, i.source])).toEqual([
      ['wide-shot', 2, 'UPLOAD'],
      ['tall-shot', 0.5, 'UPLOAD'],
    ]);
    const collection = result.imageCollection!;
    expect(collection.title).toBe('Spring lookbook');
    expect(collection.items.map((i) => i.rank)).toEqual([0, 1]);
    expect(collection.thumbnailUrl).toBe(collection.items[0]!.image.imageUrl);
    // The photo is served from where the collection says.
    const served = await fetch(
      collection.items[1]!.image.imageUrl.replace(/^https?:\/\/[^/]+/, server.url),
    );
    expect(served.headers.get('content-type')).toBe('image/png');

    expect((await list(cast.as.user)).map((c) => c.title)).toContain('Spring lookbook');
  });

  it("says 'No photos were selected.' for an empty collection and saves nothing", async () => {
    const before = (await list(cast.as.owner)).length;
    const result = await save(cast.as.owner, 'Empty', []);
    expect(result).toEqual({
      success: false,
      errorMessage: 'No photos were selected.',
      imageCollection: null,
      uploadedImages: [],
    });
    expect(await list(cast.as.owner)).toHaveLength(before);
  });

  it('refuses a file that is not an image by its bytes, naming it, and saves nothing', async () => {
    const before = (await list(cast.as.owner)).length;
    const [good] = await uploadPhotos(cast.as.owner, [{ name: 'ok.png', bytes: png(10, 10) }]);
    // The signed PUT itself refuses bytes that are not an image...
    const { getImageUploadUrls } = dataOf<{
      getImageUploadUrls: Array<{ fileKey: string; url: string }>;
    }>(
      await cast.as.owner(UPLOAD_URLS, {
        fileData: [{ fileName: 'sneaky.png', fileType: 'image/png' }],
      }),
    );
    expect(await put(getImageUploadUrls[0]!.url, HTML_BYTES, 'image/png')).toBe(415);
    // ...so saving a collection with it names the file and saves nothing.
    const result = await save(cast.as.owner, 'Mixed', [good!, getImageUploadUrls[0]!.fileKey]);
    expect(result.success).toBe(false);
    expect(result.errorMessage).toBe('Unable to upload image: sneaky.png');
    expect(await list(cast.as.owner)).toHaveLength(before);
  });

  it('refuses files of another group and paths of its own invention', async () => {
    const [theirs] = await uploadPhotos(cast.as.outsider, [
      { name: 'theirs.png', bytes: png(8, 8) },
    ]);
    const stolen = await save(cast.as.owner, 'Stolen', [theirs!]);
    expect(stolen.success).toBe(false);
    const invented = await save(cast.as.owner, 'Invented', [`groups/${cast.groupA}/audio/x.mp3`]);
    expect(invented.success).toBe(false);
    const traversal = await save(cast.as.owner, 'Up', [`groups/${cast.groupA}/images/../../x.png`]);
    expect(traversal.success).toBe(false);
  });

  it('only hands out upload addresses for image types', async () => {
    const response = await cast.as.owner(UPLOAD_URLS, {
      fileData: [{ fileName: 'page.html', fileType: 'text/html' }],
    });
    expect(errorOf(response).message).toBe('Upload must be an image file.');
  });
});

describe('editing a collection', () => {
  it('reorders photos, renames, and drops a deleted image from the collection', async () => {
    const keys = await uploadPhotos(cast.as.owner, [
      { name: 'a.png', bytes: png(10, 10, 10) },
      { name: 'b.png', bytes: png(10, 10, 20) },
      { name: 'c.png', bytes: png(10, 10, 30) },
    ]);
    const saved = (await save(cast.as.owner, 'Reorder me', keys)).imageCollection!;
    const [a, b, c] = saved.items.map((i) => i.imageId);
    const reordered = dataOf<{ upsertImageCollection: Collection }>(
      await cast.as.user(UPSERT_COLLECTION, {
        id: saved.id,
        title: 'Reordered',
        items: [
          { imageId: c, rank: 0 },
          { imageId: a, rank: 1 },
          { imageId: b, rank: 2 },
        ],
      }),
    ).upsertImageCollection;
    expect(reordered.title).toBe('Reordered');
    expect(reordered.items.map((i) => i.image.title)).toEqual(['c', 'a', 'b']);

    expect(dataOf(await cast.as.owner(DELETE_IMAGE, { imageId: a })).deleteImage).toEqual({
      success: true,
    });
    const after = (await list(cast.as.owner)).find((col) => col.id === saved.id)!;
    expect(after.items.map((i) => [i.rank, i.image.title])).toEqual([
      [0, 'c'],
      [1, 'b'],
    ]);
  });

  it("refuses another group's image in a collection", async () => {
    const [theirs] = await uploadPhotos(cast.as.outsider, [{ name: 'o.png', bytes: png(6, 6) }]);
    const image = dataOf<{ upsertImage: Image }>(
      await cast.as.outsider(UPSERT_IMAGE, { title: 'Theirs', imageUrl: theirs }),
    ).upsertImage;
    const response = await cast.as.owner(UPSERT_COLLECTION, {
      title: 'Borrowed',
      items: [{ imageId: image.id, rank: 0 }],
    });
    expect(errorOf(response)).toEqual(FORBIDDEN);
  });

  it('deletes a collection, keeping its images', async () => {
    const [key] = await uploadPhotos(cast.as.owner, [{ name: 'keep.png', bytes: png(5, 5) }]);
    const saved = (await save(cast.as.owner, 'To delete', [key!])).imageCollection!;
    const imageId = saved.items[0]!.imageId;
    expect(
      dataOf(await cast.as.user(DELETE_COLLECTION, { collectionId: saved.id }))
        .deleteImageCollection,
    ).toEqual({ success: true });
    expect((await list(cast.as.owner)).map((c) => c.id)).not.toContain(saved.id);
    // The image is still the group's and can go into another collection.
    const again = dataOf<{ upsertImageCollection: Collection }>(
      await cast.as.owner(UPSERT_COLLECTION, {
        title: 'Second home',
        items: [{ imageId, rank: 0 }],
      }),
    ).upsertImageCollection;
    expect(again.items.map((i) => i.image.title)).toEqual(['keep']);
  });
});

describe('who may do what', () => {
  let collectionId: string;
  beforeAll(async () => {
    const [key] = await uploadPhotos(cast.as.owner, [{ name: 'auth.png', bytes: png(4, 4) }]);
    collectionId = (await save(cast.as.owner, 'Authz', [key!])).imageCollection!.id;
  });

  it('refuses anonymous visitors everything', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [UPLOAD_URLS, { fileData: [{ fileName: 'x.png', fileType: 'image/png' }] }],
      [SAVE, { title: 'x', items: [] }],
      [DELETE_COLLECTION, { collectionId }],
    ] as const) {
      expect(errorOf(await cast.as.anonymous(query, variables))).toEqual(NOT_LOGGED_IN);
    }
  });

  it("keeps groups apart: another group neither sees nor deletes A's collections", async () => {
    expect((await list(cast.as.outsider)).map((c) => c.id)).not.toContain(collectionId);
    expect(errorOf(await cast.as.outsider(DELETE_COLLECTION, { collectionId }))).toEqual(FORBIDDEN);
    expect((await list(cast.as.owner)).map((c) => c.id)).toContain(collectionId);
  });

  it('lets USER and OWNER members work with photos; admins only read, by group', async () => {
    expect((await list(cast.as.user)).map((c) => c.id)).toContain(collectionId);
    // Admins are not members of the group.
    expect(errorOf(await cast.as.admin(LIST)).code).toBe('FORBIDDEN');
    const adminView = dataOf<{ adminGetImageCollections: Collection[] }>(
      await cast.as.admin(ADMIN_LIST, { groupId: cast.groupA }),
    ).adminGetImageCollections;
    expect(adminView.map((c) => c.id)).toContain(collectionId);
    expect(errorOf(await cast.as.owner(ADMIN_LIST, { groupId: cast.groupA })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('needs a paid plan to add photos', async () => {
    const db = server.database.db;
    await appendEntry(db, {
      groupId: cast.groupB,
      planId: 'free',
      status: 'ACTIVE',
      freeTrialDays: 0,
    });
    const response = await cast.as.outsider(UPLOAD_URLS, {
      fileData: [{ fileName: 'x.png', fileType: 'image/png' }],
    });
    expect(errorOf(response)).toEqual({
      message: 'This area requires a higher tier than your current plan.',
      code: 'UPGRADE_REQUIRED',
    });
    // Reading stays open.
    expect(Array.isArray(await list(cast.as.outsider))).toBe(true);
  });
});
