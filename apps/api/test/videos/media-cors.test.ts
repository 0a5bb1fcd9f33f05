// Players on store pages (hls.js, video elements with crossorigin) read /media from the store's
// origin: the preflight a Range request triggers must be answered, and the headers a player reads
// must be exposed to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVideoServer, type VideoServer } from './fixtures';

const STORE = 'https://demo-store.myshopify.com';
const KEY = 'cors-check/manifest/360p/seg_00000.ts';
const BYTES = Buffer.alloc(10_000, 7);

let server: VideoServer;

beforeAll(async () => {
  server = await startVideoServer();
  await server.app.services.storage.putFile(KEY, BYTES, 'video/mp2t');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('/media from another origin', () => {
  it('answers the preflight of a Range request', async () => {
    const response = await fetch(`${server.url}/media/${KEY}`, {
      method: 'OPTIONS',
      headers: {
        origin: STORE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('Range');
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(600);
    // Public media: no credentials are invited.
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('exposes the length and range headers on a partial answer', async () => {
    const response = await fetch(`${server.url}/media/${KEY}`, {
      headers: { origin: STORE, range: 'bytes=100-199' },
    });
    expect(response.status).toBe(206);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(BYTES.subarray(100, 200));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase());
    expect(exposed).toEqual(
      expect.arrayContaining(['content-length', 'content-range', 'accept-ranges']),
    );
    expect(response.headers.get('content-range')).toBe(`bytes 100-199/${BYTES.length}`);
  });

  it('keeps CORS on a missing file and a range past the end, so players read the status', async () => {
    const missing = await fetch(`${server.url}/media/cors-check/none.ts`, {
      headers: { origin: STORE },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const past = await fetch(`${server.url}/media/${KEY}`, {
      headers: { origin: STORE, range: 'bytes=20000-' },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('access-control-allow-origin')).toBe('*');
  });
});
