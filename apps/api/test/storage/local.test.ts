// Local storage through HTTP: signed PUT URLs and /media downloads, as a browser uses them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMMUTABLE_CACHE,
  objectKey,
  ObjectNotFoundError,
  UploadRejectedError,
  type Storage,
} from '../../src/modules/storage';
import {
  HTML_BYTES,
  mp3Bytes,
  PNG_BYTES,
  startStorageServer,
  type StorageServer,
} from './fixtures';

let server: StorageServer;
let storage: Storage;

beforeAll(async () => {
  server = await startStorageServer();
  storage = server.storage;
});
afterAll(() => server.close());

async function put(
  url: string,
  body: Buffer | ReadableStream,
  contentType: string,
  init: RequestInit = {},
) {
  return fetch(url, {
    method: 'PUT',
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    headers: { 'content-type': contentType },
    ...init,
  });
}

async function stored(key: string): Promise<boolean> {
  return fs
    .stat(path.join(server.dir, 'media', ...key.split('/')))
    .then(() => true)
    .catch(() => false);
}

describe('signed upload URLs (local)', () => {
  it('stores an audio file sent with the signed content type and answers 200', async () => {
    const key = objectKey('groups', 'g1', 'audio', 'song.mp3');
    const { url, fileKey } = await storage.createUploadUrl({
      key,
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
    });
    expect(url.startsWith(`${server.url}/storage/upload/${key}?`)).toBe(true);
    expect(fileKey).toBe(key);

    const response = await put(url, mp3Bytes(), 'audio/mpeg');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fileKey: key });
    expect(await storage.head(key)).toMatchObject({ size: 2048, contentType: 'audio/mpeg' });
  });

  it('refuses an expired URL with 403 and stores nothing', async () => {
    const key = 'groups/g1/audio/late.mp3';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
      expiresInSeconds: -1,
    });
    const response = await put(url, mp3Bytes(), 'audio/mpeg');
    expect(response.status).toBe(403);
    expect(await stored(key)).toBe(false);
  });

  it('refuses a tampered URL (other key, larger limit, other kind) with 403', async () => {
    const { url } = await storage.createUploadUrl({
      key: 'groups/g1/images/a.png',
      kind: 'image',
      contentType: 'image/png',
      maxBytes: 100,
    });
    const otherKey = url.replace('groups/g1/', 'groups/g2/');
    expect((await put(otherKey, PNG_BYTES, 'image/png')).status).toBe(403);
    const bigger = url.replace('max=100', 'max=100000');
    expect((await put(bigger, PNG_BYTES, 'image/png')).status).toBe(403);
    const anyKind = url.replace('kind=image', 'kind=any');
    expect((await put(anyKind, HTML_BYTES, 'image/png')).status).toBe(403);
    expect(await stored('groups/g2/images/a.png')).toBe(false);
  });

  it('refuses a content type other than the signed one with 415', async () => {
    const { url } = await storage.createUploadUrl({
      key: 'groups/g1/audio/b.mp3',
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
    });
    expect((await put(url, mp3Bytes(), 'audio/wav')).status).toBe(415);
  });

  it('refuses bytes of another kind with 415 and deletes them (an image must be an image)', async () => {
    const key = 'groups/g1/images/fake.png';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'image',
      contentType: 'image/png',
      maxBytes: 10_000,
    });
    const response = await put(url, HTML_BYTES, 'image/png');
    expect(response.status).toBe(415);
    expect(await stored(key)).toBe(false);
    expect((await fs.readdir(path.join(server.dir, 'media', '.tmp'))).length).toBe(0);
  });

  it('refuses a body over the limit with 413, by Content-Length and while streaming', async () => {
    const key = 'groups/g1/audio/big.mp3';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 1000,
    });
    expect((await put(url, mp3Bytes(5000), 'audio/mpeg')).status).toBe(413);

    // No Content-Length: the limit is enforced as the bytes arrive.
    const chunks = Readable.from([mp3Bytes(600), Buffer.alloc(600)]);
    const streamed = await put(url, Readable.toWeb(chunks) as ReadableStream, 'audio/mpeg', {
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await stored(key)).toBe(false);
  });

  it('cannot write outside the storage folder', async () => {
    const { url } = await storage.createUploadUrl({
      key: 'groups/g1/x.png',
      kind: 'any',
      contentType: 'image/png',
      maxBytes: 1000,
    });
    const query = url.slice(url.indexOf('?'));
    for (const p of ['/storage/upload/..%2F..%2Fescape.png', '/storage/upload/%2E%2E/x.png']) {
      const response = await put(`${server.url}${p}${query}`, PNG_BYTES, 'image/png');
      expect([403, 404]).toContain(response.status);
    }
    await expect(fs.stat(path.join(server.dir, 'escape.png'))).rejects.toThrow();
    await expect(
      storage.createUploadUrl({
        key: '../escape.png',
        kind: 'any',
        contentType: 'image/png',
        maxBytes: 1,
      }),
    ).rejects.toThrow('Invalid storage key.');
  });

  it('stores the type the bytes have and serves write-once uploads as immutable', async () => {
    const key = 'groups/g1/images/0f3e.png';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'image',
      contentType: 'image/jpeg',
      maxBytes: 10_000,
      immutable: true,
    });
    expect((await put(url, PNG_BYTES, 'image/jpeg')).status).toBe(200);
    const response = await fetch(storage.publicUrl(key));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });
});

describe('/media downloads (local)', () => {
  const key = 'videos/v1/audio.mp3';
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

  beforeAll(async () => {
    await storage.putFile(key, bytes, 'audio/mpeg');
  });

  it('serves the file with its type, length, validators and safety headers', async () => {
    const response = await fetch(storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-length')).toBe('1000');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers byte ranges with 206 (players seek this way)', async () => {
    const response = await fetch(storage.publicUrl(key), { headers: { range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(response.headers.get('content-length')).toBe('10');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes.subarray(10, 20));

    const open = await fetch(storage.publicUrl(key), { headers: { range: 'bytes=990-' } });
    expect(open.headers.get('content-range')).toBe('bytes 990-999/1000');
    const suffix = await fetch(storage.publicUrl(key), { headers: { range: 'bytes=-5' } });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(995));
  });

  it('answers 416 for a range past the end', async () => {
    const response = await fetch(storage.publicUrl(key), { headers: { range: 'bytes=5000-' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */1000');
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await fetch(storage.publicUrl(key), { method: 'HEAD' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-length')).toBe('1000');
    const etag = first.headers.get('etag')!;
    const again = await fetch(storage.publicUrl(key), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file and for traversal attempts', async () => {
    await fs.writeFile(path.join(server.dir, 'secret.txt'), 'secret');
    for (const p of [
      '/media/nope.mp3',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/.meta/videos/v1/audio.mp3.json',
    ]) {
      const response = await fetch(`${server.url}${p}`);
      expect(response.status, p).toBe(404);
    }
  });

  it('serves playlists uncached and server-written files with their cache policy', async () => {
    await storage.putFile(
      'videos/v1/manifest/video.m3u8',
      Buffer.from('#EXTM3U\n'),
      'application/vnd.apple.mpegurl',
    );
    const playlist = await fetch(storage.publicUrl('videos/v1/manifest/video.m3u8'));
    expect(playlist.headers.get('cache-control')).toBe('no-cache');
    await storage.putFile('videos/v1/seg0.ts', Buffer.from([0x47]), 'video/mp2t', {
      cacheControl: IMMUTABLE_CACHE,
    });
    const segment = await fetch(storage.publicUrl('videos/v1/seg0.ts'));
    expect(segment.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });
});

describe('local storage API', () => {
  it('maps its public URLs back to keys and nothing else', () => {
    expect(storage.keyFromUrl(storage.publicUrl('groups/g1/a.mp3'))).toBe('groups/g1/a.mp3');
    expect(storage.keyFromUrl('groups/g1/a.mp3')).toBe('groups/g1/a.mp3');
    expect(storage.keyFromUrl('https://evil.example/media/groups/g1/a.mp3')).toBeNull();
    expect(storage.keyFromUrl(`${storage.mediaBaseUrl}/../x`)).toBeNull();
  });

  it('verifies uploads: missing, too large, wrong type (deleted), right', async () => {
    await expect(storage.verifyUpload('groups/g9/none.mp3', { kind: 'audio' })).rejects.toThrow(
      UploadRejectedError,
    );
    await storage.putFile('groups/g9/a.mp3', mp3Bytes(3000), 'audio/mpeg');
    await expect(
      storage.verifyUpload('groups/g9/a.mp3', { kind: 'audio', maxBytes: 100 }),
    ).rejects.toMatchObject({ reason: 'too-large' });
    expect(await storage.exists('groups/g9/a.mp3')).toBe(false);

    await storage.putFile('groups/g9/b.mp3', PNG_BYTES, 'audio/mpeg');
    await expect(storage.verifyUpload('groups/g9/b.mp3', { kind: 'audio' })).rejects.toMatchObject({
      reason: 'wrong-type',
    });
    expect(await storage.exists('groups/g9/b.mp3')).toBe(false);

    await storage.putFile('groups/g9/c.mp3', mp3Bytes(), 'audio/mpeg');
    expect(await storage.verifyUpload('groups/g9/c.mp3', { kind: 'audio' })).toMatchObject({
      size: 2048,
    });
  });

  it('deletes single objects and whole prefixes', async () => {
    await storage.putFile('videos/v2/a.ts', Buffer.from('a'), 'video/mp2t');
    await storage.putFile('videos/v2/manifest/b.m3u8', Buffer.from('b'), 'text/plain');
    await storage.putFile('videos/v20/keep.ts', Buffer.from('c'), 'video/mp2t');
    expect(await storage.deletePrefix('videos/v2/')).toBe(2);
    expect(await storage.exists('videos/v2/a.ts')).toBe(false);
    expect(await storage.exists('videos/v20/keep.ts')).toBe(true);
    await storage.delete('videos/v20/keep.ts');
    await storage.delete('videos/v20/keep.ts');
    expect(await storage.exists('videos/v20/keep.ts')).toBe(false);
  });

  it('removes a prefix while files are still being written into it', async () => {
    // A job writing its last files (poster copies) while the video is deleted.
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing && i < 2000; i++) {
        // Written, then possibly removed before it is read back: either is a fine outcome.
        await storage
          .putFile(`videos/v4/copy-${i}.webp`, Buffer.from('w'), 'image/webp')
          .catch((error: unknown) => {
            if (!(error instanceof ObjectNotFoundError)) throw error;
          });
      }
    })();
    for (let pass = 0; pass < 20; pass++) {
      await storage.putFile(`videos/v4/pass-${pass}.ts`, Buffer.from('p'), 'video/mp2t');
      await expect(storage.deletePrefix('videos/v4/')).resolves.toBeGreaterThanOrEqual(0);
    }
    writing = false;
    await writer;
    await storage.deletePrefix('videos/v4/');
    expect(await storage.exists('videos/v4/pass-19.ts')).toBe(false);
  });
});
