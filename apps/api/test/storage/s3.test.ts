// The S3 adapter against an S3-speaking fake: presigned PUTs as a browser sends them, and the
// server-side calls (head, ranged reads, writes, deletes, prefix deletes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createStorage, UploadRejectedError, type Storage } from '../../src/modules/storage';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { HTML_BYTES, mp3Bytes, PNG_BYTES } from './fixtures';

const SECRET = 'fake-secret-access-key';
let s3: FakeS3;
let storage: Storage;

beforeAll(async () => {
  s3 = await startFakeS3('media', SECRET);
  storage = createStorage(
    loadConfig({
      NODE_ENV: 'test',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AKIAFAKE',
      S3_SECRET_ACCESS_KEY: SECRET,
    }),
  );
});
afterAll(() => s3.close());

describe('S3 storage', () => {
  it('gives presigned PUT URLs that sign the content type and carry no checksum', async () => {
    const { url, fileKey } = await storage.createUploadUrl({
      key: 'groups/g1/audio/a.mp3',
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
      expiresInSeconds: 600,
    });
    expect(fileKey).toBe('groups/g1/audio/a.mp3');
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(`${s3.endpoint}/media/groups/g1/audio/a.mp3`);
    expect(parsed.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect([...parsed.searchParams.keys()].some((k) => /checksum/i.test(k))).toBe(false);

    const ok = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(mp3Bytes()),
      headers: { 'content-type': 'audio/mpeg' },
    });
    expect(ok.status).toBe(200);
    expect(s3.objects.get('groups/g1/audio/a.mp3')?.contentType).toBe('audio/mpeg');

    const wrongType = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(mp3Bytes()),
      headers: { 'content-type': 'text/html' },
    });
    expect(wrongType.status).toBe(403);
  });

  it('maps keys to bucket URLs and back', () => {
    expect(storage.publicUrl('groups/g1/a.mp3')).toBe(`${s3.endpoint}/media/groups/g1/a.mp3`);
    expect(storage.keyFromUrl(`${s3.endpoint}/media/groups/g1/a.mp3`)).toBe('groups/g1/a.mp3');
    expect(storage.keyFromUrl('https://elsewhere.example/groups/g1/a.mp3')).toBeNull();
  });

  it('uses S3_PUBLIC_URL (a CDN) for public addresses when set', () => {
    const cdn = createStorage(
      loadConfig({
        NODE_ENV: 'test',
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'AKIAFAKE',
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_PUBLIC_URL: 'https://cdn.example.com/',
      }),
    );
    expect(cdn.publicUrl('a/b.png')).toBe('https://cdn.example.com/a/b.png');
    expect(cdn.mediaBaseUrl).toBe('https://cdn.example.com');
  });

  it('verifies uploads by size and magic bytes, deleting a wrong object', async () => {
    await storage.putFile('groups/g1/images/x.png', HTML_BYTES, 'image/png');
    await expect(
      storage.verifyUpload('groups/g1/images/x.png', { kind: 'image' }),
    ).rejects.toMatchObject({ reason: 'wrong-type' });
    expect(s3.objects.has('groups/g1/images/x.png')).toBe(false);

    await storage.putFile('groups/g1/images/big.png', PNG_BYTES, 'image/png');
    await expect(
      storage.verifyUpload('groups/g1/images/big.png', { kind: 'image', maxBytes: 10 }),
    ).rejects.toBeInstanceOf(UploadRejectedError);

    await storage.putFile('groups/g1/images/ok.png', PNG_BYTES, 'image/png');
    expect(await storage.verifyUpload('groups/g1/images/ok.png', { kind: 'image' })).toMatchObject({
      size: PNG_BYTES.length,
      contentType: 'image/png',
    });
    await expect(
      storage.verifyUpload('groups/g1/images/none.png', { kind: 'image' }),
    ).rejects.toMatchObject({ reason: 'missing' });
  });

  it('reads ranges, checks existence, deletes objects and prefixes', async () => {
    const bytes = Buffer.from('0123456789');
    await storage.putFile('videos/v1/seg.ts', bytes, 'video/mp2t', { cacheControl: 'max-age=1' });
    expect(await storage.head('videos/v1/seg.ts')).toMatchObject({
      size: 10,
      contentType: 'video/mp2t',
      cacheControl: 'max-age=1',
    });
    const chunks: Buffer[] = [];
    for await (const c of await storage.readStream('videos/v1/seg.ts', { start: 2, end: 4 })) {
      chunks.push(c as Buffer);
    }
    expect(Buffer.concat(chunks).toString()).toBe('234');
    await expect(storage.readStream('videos/none')).rejects.toThrow('Stored object not found.');

    await storage.putFile('videos/v1/manifest/video.m3u8', Buffer.from('#EXTM3U'), 'text/plain');
    await storage.putFile('videos/v10/keep.ts', bytes, 'video/mp2t');
    expect(await storage.deletePrefix('videos/v1/')).toBe(2);
    expect(await storage.exists('videos/v1/seg.ts')).toBe(false);
    expect(await storage.exists('videos/v10/keep.ts')).toBe(true);
    await storage.delete('videos/v10/keep.ts');
    expect(await storage.exists('videos/v10/keep.ts')).toBe(false);
  });
});
