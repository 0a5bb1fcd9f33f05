// Affiliate links: who may list, save, archive and upload images for them (anonymous, another
// group, USER, OWNER, admin), the shared validation, and images that must be this group's uploads.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const FIELDS = `id createdAt updatedAt groupId title description price ctaText url
  images { id affiliateLinkId imageUrl thumbnailUrl rank }`;
const LIST = `query getAffiliateLinks { getAffiliateLinks { ${FIELDS} } }`;
const ADMIN_LIST = `query adminGetAffiliateLinks($groupId: ID!) {
  adminGetAffiliateLinks(groupId: $groupId) { ${FIELDS} }
}`;
const UPSERT = `mutation upsertAffiliateLink($id: ID, $title: String!, $description: String,
  $price: Float!, $ctaText: String, $url: String!, $images: [AffiliateLinkImageInput!]) {
  upsertAffiliateLink(id: $id, title: $title, description: $description, price: $price,
    ctaText: $ctaText, url: $url, images: $images) { ${FIELDS} }
}`;
const ARCHIVE = `mutation archiveAffiliateLink($affiliateLinkId: ID!) {
  archiveAffiliateLink(affiliateLinkId: $affiliateLinkId) { success message }
}`;
const UPLOAD_URLS = `query getAffiliateLinkImageUploadUrls($fileData: [FileDataInput!]!) {
  getAffiliateLinkImageUploadUrls(fileData: $fileData) { fileName fileKey url objectExists }
}`;

interface Link {
  id: string;
  groupId: string;
  title: string;
  description: string | null;
  price: number;
  ctaText: string | null;
  url: string;
  images: Array<{
    id: string;
    affiliateLinkId: string;
    imageUrl: string;
    thumbnailUrl: string;
    rank: number;
  }>;
}
interface UploadUrl {
  fileName: string;
  fileKey: string;
  url: string;
  objectExists: boolean;
}

/** A 1×1 PNG and a 1×1 GIF: real magic bytes, as the storage checks them. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a10000000049454e44ae426082',
  'hex',
);
const GIF = Buffer.from(
  '47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b',
  'hex',
);

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

let server: TestServer;
let cast: Cast;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendy-affiliate-'));
  server = await startTestServer({ env: { DATA_DIR: dataDir } });
  cast = await createCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const base = { title: 'Trail Runner', price: 129.5, url: 'https://shop.example.com/trail-runner' };

async function create(gql: Gql, extra: Record<string, unknown> = {}): Promise<Link> {
  return dataOf<{ upsertAffiliateLink: Link }>(await gql(UPSERT, { ...base, ...extra }))
    .upsertAffiliateLink;
}

async function list(gql: Gql): Promise<Link[]> {
  return dataOf<{ getAffiliateLinks: Link[] }>(await gql(LIST)).getAffiliateLinks;
}

async function uploadUrls(gql: Gql, fileData: Array<{ fileName: string; fileType: string }>) {
  return dataOf<{ getAffiliateLinkImageUploadUrls: UploadUrl[] }>(
    await gql(UPLOAD_URLS, { fileData }),
  ).getAffiliateLinkImageUploadUrls;
}

/** PUTs bytes to a signed address (sent to the test server, whatever host the address names). */
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

/** Uploads one image for a link the way the browser does; answers its fileKey. */
async function uploadImage(gql: Gql, linkId: string, hash = HASH_A, bytes = PNG): Promise<string> {
  const type = bytes === GIF ? 'image/gif' : 'image/png';
  const ext = bytes === GIF ? 'gif' : 'png';
  const [upload] = await uploadUrls(gql, [
    { fileName: `${linkId}_${hash}.${ext}`, fileType: type },
  ]);
  if (!upload) throw new Error('no upload url');
  expect(await put(upload.url, bytes, type)).toBe(200);
  return upload.fileKey;
}

describe('getAffiliateLinks', () => {
  it('needs a signed-in member of the current group', async () => {
    expect(errorOf(await cast.as.anonymous(LIST))).toEqual(NOT_LOGGED_IN);
    // Admins are not members: they read any group through adminGetAffiliateLinks.
    expect(errorOf(await cast.as.admin(LIST))).toEqual(FORBIDDEN);
  });

  it("lists the current group's links, newest first, and nobody else's", async () => {
    const first = await create(cast.as.owner, { title: 'First of A' });
    const second = await create(cast.as.user, { title: 'Second of A' });
    const other = await create(cast.as.outsider, { title: 'Only in B' });

    const seenByOwner = await list(cast.as.owner);
    expect(seenByOwner.map((l) => l.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(await list(cast.as.user)).toEqual(seenByOwner);
    expect(seenByOwner.map((l) => l.id)).not.toContain(other.id);
    expect((await list(cast.as.outsider)).map((l) => l.title)).toEqual(['Only in B']);
  });
});

describe('upsertAffiliateLink', () => {
  it('needs a signed-in member', async () => {
    expect(errorOf(await cast.as.anonymous(UPSERT, base))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(UPSERT, base))).toEqual(FORBIDDEN);
  });

  it('creates a link for a USER and an OWNER, trimmed, with the price as a number', async () => {
    const link = await create(cast.as.user, {
      title: '  Camp Stove  ',
      price: 1234.5,
      url: '  https://shop.example.com/stove  ',
      description: ' Light and fast ',
      ctaText: ' Buy Now ',
    });
    expect(link).toMatchObject({
      groupId: cast.groupA,
      title: 'Camp Stove',
      price: 1234.5,
      url: 'https://shop.example.com/stove',
      description: 'Light and fast',
      ctaText: 'Buy Now',
      images: [],
    });
    expect((await create(cast.as.owner)).groupId).toBe(cast.groupA);
  });

  it('takes a client-generated id and updates that link afterwards', async () => {
    const id = randomUUID();
    const created = await create(cast.as.owner, { id, ctaText: 'Shop' });
    expect(created.id).toBe(id);
    const updated = await create(cast.as.user, { id, title: 'Renamed', price: 5 });
    expect(updated).toMatchObject({ id, title: 'Renamed', price: 5, ctaText: 'Shop' });
    // An empty text clears it; an omitted one (null) keeps it.
    expect((await create(cast.as.owner, { id, ctaText: '' })).ctaText).toBeNull();
  });

  it("refuses to touch another group's link", async () => {
    const link = await create(cast.as.owner, { title: 'Private to A' });
    expect(errorOf(await cast.as.outsider(UPSERT, { ...base, id: link.id }))).toEqual(FORBIDDEN);
    expect((await list(cast.as.owner)).find((l) => l.id === link.id)?.title).toBe('Private to A');
  });

  it('checks the fields with the shared rules', async () => {
    const message = async (extra: Record<string, unknown>) =>
      errorOf(await cast.as.owner(UPSERT, { ...base, ...extra })).message;
    expect(await message({ title: '   ' })).toBe('This field is required');
    expect(await message({ price: 12.345 })).toBe('Invalid currency format');
    expect(await message({ price: -3 })).toBe('Invalid currency format');
    expect(await message({ url: 'not a link' })).toBe('Invalid URL.');
    expect(await message({ url: 'javascript:alert(1)' })).toBe('Invalid URL.');
    expect(await message({ url: `https://shop.example.com/${'x'.repeat(1500)}` })).toBe(
      'Input too long.',
    );
    expect(await message({ title: 'x'.repeat(101) })).toBe('Input too long.');
    expect(await message({ id: 'not-a-uuid' })).toBe('Unable to save affiliate link.');
  });
});

describe('images', () => {
  it('saves uploaded images in rank order and answers their public addresses', async () => {
    const id = randomUUID();
    const first = await uploadImage(cast.as.owner, id, HASH_A);
    const second = await uploadImage(cast.as.owner, id, HASH_B, GIF);
    expect(first).toBe(`groups/${cast.groupA}/affiliate/${id}_${HASH_A}.png`);

    const link = await create(cast.as.owner, {
      id,
      images: [
        { rank: 1, imageUrl: first, thumbnailUrl: first },
        { rank: 0, imageUrl: second, thumbnailUrl: second },
      ],
    });
    expect(link.images.map((i) => [i.rank, i.imageUrl.endsWith(second)])).toEqual([
      [0, true],
      [1, false],
    ]);
    const image = await fetch(`${server.url}${new URL(link.images[1]!.imageUrl).pathname}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // Saving again with the addresses the server answered keeps the same files.
    const again = await create(cast.as.user, {
      id,
      images: link.images.map(({ rank, imageUrl, thumbnailUrl }) => ({
        rank,
        imageUrl,
        thumbnailUrl,
      })),
    });
    expect(again.images.map((i) => i.imageUrl)).toEqual(link.images.map((i) => i.imageUrl));
  });

  it('deletes a file no link uses any more once it is replaced', async () => {
    const id = randomUUID();
    const old = await uploadImage(cast.as.owner, id, HASH_A);
    const kept = await uploadImage(cast.as.owner, id, HASH_B, GIF);
    const link = await create(cast.as.owner, {
      id,
      images: [{ rank: 0, imageUrl: old, thumbnailUrl: old }],
    });
    const oldAddress = new URL(link.images[0]!.imageUrl).pathname;
    expect((await fetch(`${server.url}${oldAddress}`)).status).toBe(200);
    await create(cast.as.owner, { id, images: [{ rank: 0, imageUrl: kept, thumbnailUrl: kept }] });
    expect((await fetch(`${server.url}${oldAddress}`)).status).toBe(404);
    const cleared = await create(cast.as.owner, { id, images: [] });
    expect(cleared.images).toEqual([]);
  });

  it('says a file already exists when it was uploaded before', async () => {
    const id = randomUUID();
    await uploadImage(cast.as.owner, id);
    const [again] = await uploadUrls(cast.as.owner, [
      { fileName: `${id}_${HASH_A}.png`, fileType: 'image/png' },
    ]);
    expect(again?.objectExists).toBe(true);
  });

  it('never stores an arbitrary address, another group’s file or a file not uploaded', async () => {
    const id = randomUUID();
    const foreign = await uploadImage(cast.as.outsider, randomUUID());
    const attempts = [
      'https://evil.example.com/picture.png',
      foreign,
      `groups/${cast.groupA}/affiliate/${id}_${HASH_A}.png`,
      `groups/${cast.groupA}/audio/whatever.mp3`,
      '../../etc/passwd',
    ];
    for (const imageUrl of attempts) {
      const response = await cast.as.owner(UPSERT, {
        ...base,
        id,
        images: [{ rank: 0, imageUrl, thumbnailUrl: imageUrl }],
      });
      expect(errorOf(response).message, imageUrl).toBe('Unable to find url for file.');
    }
  });

  it('rejects an upload that is not an image when the link is saved', async () => {
    const id = randomUUID();
    const [upload] = await uploadUrls(cast.as.owner, [
      { fileName: `${id}_${HASH_A}.png`, fileType: 'image/png' },
    ]);
    // The local storage refuses wrong bytes at PUT time already.
    expect(await put(upload!.url, Buffer.from('<svg onload="alert(1)"/>'), 'image/png')).not.toBe(
      200,
    );
    const response = await cast.as.owner(UPSERT, {
      ...base,
      id,
      images: [{ rank: 0, imageUrl: upload!.fileKey, thumbnailUrl: upload!.fileKey }],
    });
    expect(errorOf(response).message).toBe('Unable to find url for file.');
  });
});

describe('getAffiliateLinkImageUploadUrls', () => {
  const file = (linkId: string) => [{ fileName: `${linkId}_${HASH_A}.png`, fileType: 'image/png' }];

  it('needs a signed-in member', async () => {
    const vars = { fileData: file(randomUUID()) };
    expect(errorOf(await cast.as.anonymous(UPLOAD_URLS, vars))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(UPLOAD_URLS, vars))).toEqual(FORBIDDEN);
    expect(await uploadUrls(cast.as.user, vars.fileData)).toHaveLength(1);
  });

  it("refuses files for another group's link", async () => {
    const link = await create(cast.as.owner);
    expect(errorOf(await cast.as.outsider(UPLOAD_URLS, { fileData: file(link.id) }))).toEqual(
      FORBIDDEN,
    );
  });

  it('only takes {linkId}_{hash}.{ext} names of raster images', async () => {
    const id = randomUUID();
    const message = async (fileName: string, fileType: string) =>
      errorOf(await cast.as.owner(UPLOAD_URLS, { fileData: [{ fileName, fileType }] })).message;
    expect(await message('../../../etc/passwd', 'image/png')).toBe('Invalid file name.');
    expect(await message(`${id}_${HASH_A}/x.png`, 'image/png')).toBe('Invalid file name.');
    expect(await message(`not-a-uuid_${HASH_A}.png`, 'image/png')).toBe('Invalid file name.');
    expect(await message(`${id}_${HASH_A}.svg`, 'image/svg+xml')).toBe(
      'Upload must be an image file.',
    );
    expect(await message(`${id}_${HASH_A}.png`, 'text/html')).toBe('Upload must be an image file.');
    expect(await message(`${id}_${HASH_A}.png`, 'image/jpeg')).toBe(
      'Upload must be an image file.',
    );
  });
});

describe('archiveAffiliateLink', () => {
  it('needs a signed-in member of the link’s group', async () => {
    const link = await create(cast.as.owner);
    const vars = { affiliateLinkId: link.id };
    expect(errorOf(await cast.as.anonymous(ARCHIVE, vars))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await cast.as.admin(ARCHIVE, vars))).toEqual(FORBIDDEN);
    expect(errorOf(await cast.as.outsider(ARCHIVE, vars))).toEqual(FORBIDDEN);
    expect((await list(cast.as.owner)).some((l) => l.id === link.id)).toBe(true);
  });

  it('takes the link out of every list, for a USER as for an OWNER', async () => {
    for (const gql of [cast.as.user, cast.as.owner]) {
      const link = await create(cast.as.owner, { title: 'To archive' });
      const result = dataOf<{ archiveAffiliateLink: { success: boolean } }>(
        await gql(ARCHIVE, { affiliateLinkId: link.id }),
      );
      expect(result.archiveAffiliateLink.success).toBe(true);
      expect((await list(cast.as.owner)).some((l) => l.id === link.id)).toBe(false);
      const admin = dataOf<{ adminGetAffiliateLinks: Link[] }>(
        await cast.as.admin(ADMIN_LIST, { groupId: cast.groupA }),
      );
      expect(admin.adminGetAffiliateLinks.some((l) => l.id === link.id)).toBe(false);
      // Archived is gone: it can be neither archived nor edited again.
      expect(errorOf(await gql(ARCHIVE, { affiliateLinkId: link.id })).code).toBe('NOT_FOUND');
      expect(errorOf(await gql(UPSERT, { ...base, id: link.id })).code).toBe('NOT_FOUND');
    }
  });
});

describe('adminGetAffiliateLinks', () => {
  it('is for admins only', async () => {
    const vars = { groupId: cast.groupA };
    expect(errorOf(await cast.as.anonymous(ADMIN_LIST, vars))).toEqual(NOT_LOGGED_IN);
    for (const gql of [cast.as.user, cast.as.owner, cast.as.outsider]) {
      expect(errorOf(await gql(ADMIN_LIST, vars))).toEqual(FORBIDDEN);
    }
  });

  it("lists any group's links, read-only", async () => {
    const own = await list(cast.as.outsider);
    const seen = dataOf<{ adminGetAffiliateLinks: Link[] }>(
      await cast.as.admin(ADMIN_LIST, { groupId: cast.groupB }),
    ).adminGetAffiliateLinks;
    expect(seen).toEqual(own);
    expect(errorOf(await cast.as.admin(ADMIN_LIST, { groupId: randomUUID() })).message).toBe(
      'Group not found.',
    );
  });
});
