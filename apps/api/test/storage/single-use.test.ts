// A signed PUT URL stores one file once: replaying it (to overwrite the file while the URL is
// still valid) is refused, while a failed upload leaves the URL usable for another try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../src/modules/storage';
import { mp3Bytes, PNG_BYTES, startStorageServer, type StorageServer } from './fixtures';

let server: StorageServer;
let storage: Storage;
beforeAll(async () => {
  server = await startStorageServer();
  storage = server.storage;
});
afterAll(() => server.close());

const put = (url: string, body: Buffer, contentType: string) =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });

const USED = 'This upload URL has already been used. Request a new one to upload again.';

async function downloaded(key: string): Promise<Buffer> {
  const response = await fetch(`${server.url}/media/${key}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('single-use upload URLs', () => {
  it('refuses a second PUT with 409 and keeps the first file', async () => {
    const key = 'groups/g1/audio/once.mp3';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
    });
    const first = mp3Bytes();
    expect((await put(url, first, 'audio/mpeg')).status).toBe(200);

    const replacement = Buffer.from(first);
    replacement.fill(0x41, 100);
    const replay = await put(url, replacement, 'audio/mpeg');
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: USED });
    expect((await downloaded(key)).equals(first)).toBe(true);
  });

  it('lets only one of two simultaneous PUTs of one URL store its file', async () => {
    const key = 'groups/g1/audio/race.mp3';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'audio',
      contentType: 'audio/mpeg',
      maxBytes: 10_000,
    });
    const statuses = (
      await Promise.all([1, 2, 3].map(() => put(url, mp3Bytes(), 'audio/mpeg')))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('gives the URL back after a refused upload, so the right file can still be sent', async () => {
    const key = 'groups/g1/images/retry.png';
    const { url } = await storage.createUploadUrl({
      key,
      kind: 'image',
      contentType: 'image/png',
      maxBytes: 10_000,
    });
    // Bytes of another kind: refused and not stored.
    expect((await put(url, mp3Bytes(), 'image/png')).status).toBe(415);
    expect((await put(url, PNG_BYTES, 'image/png')).status).toBe(200);
    expect((await put(url, PNG_BYTES, 'image/png')).status).toBe(409);
  });

  it('treats a new URL for the same key as a new grant', async () => {
    const key = 'groups/g1/images/again.png';
    const grant = () =>
      storage.createUploadUrl({ key, kind: 'image', contentType: 'image/png', maxBytes: 10_000 });
    expect((await put((await grant()).url, PNG_BYTES, 'image/png')).status).toBe(200);
    // Signed a second later (the expiry differs): its own single use.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await put((await grant()).url, PNG_BYTES, 'image/png')).status).toBe(200);
  });
});
