import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FetchRefusedError,
  isPublicAddress,
  parseUserUrl,
  safeGet,
  saveLimited,
  UnsafeUrlError,
  type Resolver,
} from './safe-fetch';

let server: Server;
let origin: string;
let dir: string;
const hits: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'safe-fetch-'));
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/video') {
      // Announced: without it Node sends the body chunked, and the announced-length check would
      // never be reached.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': '2048' });
      res.end(Buffer.alloc(2048, 7));
    } else if (req.url === '/redirect-home') {
      res.writeHead(302, { location: `${origin}/video` });
      res.end();
    } else if (req.url === '/redirect-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      res.end();
    } else if (req.url === '/unannounced') {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      // Chunked: no Content-Length, so only counting can catch it.
      for (let i = 0; i < 8; i += 1) res.write(Buffer.alloc(1024, 1));
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('parseUserUrl', () => {
  it.each(['file:///etc/passwd', 'gopher://x/', 'ftp://example.com/a', 'not a url'])(
    'refuses %s',
    (input) => {
      expect(() => parseUserUrl(input)).toThrow(UnsafeUrlError);
    },
  );

  it('refuses credentials in the address', () => {
    expect(() => parseUserUrl('https://user:pass@example.com/v.mp4')).toThrow(/credentials/);
  });
});

describe('safeGet', () => {
  const refusedUnreached = async (url: string, options = {}) => {
    const before = hits.length;
    await expect(safeGet(url, options)).rejects.toThrow(UnsafeUrlError);
    expect(hits.length).toBe(before);
  };

  it('refuses loopback in every spelling without connecting', async () => {
    const port = new URL(origin).port;
    await refusedUnreached(`${origin}/video`);
    await refusedUnreached(`http://2130706433:${port}/video`);
    await refusedUnreached(`http://0x7f.0.0.1:${port}/video`);
    await refusedUnreached(`http://[::ffff:127.0.0.1]:${port}/video`);
    await refusedUnreached(`http://0.0.0.0:${port}/video`);
  });

  it('refuses a name that resolves to a private address, at connection time', async () => {
    const port = new URL(origin).port;
    const resolver: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    await refusedUnreached(`http://videos.example:${port}/video`, { resolver });
    // One public and one private answer is still refused (either could be used).
    const mixed: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    await refusedUnreached(`http://videos.example:${port}/video`, { resolver: mixed });
  });

  it('fetches from an allowed origin (the local sandbox) and follows its redirects', async () => {
    const response = await safeGet(`${origin}/redirect-home`, { allowedOrigins: [origin] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    response.resume();
  });

  it('checks every redirect again: an allowed origin cannot bounce to the metadata service', async () => {
    await expect(
      safeGet(`${origin}/redirect-metadata`, { allowedOrigins: [origin] }),
    ).rejects.toThrow(UnsafeUrlError);
  });

  it('stops after too many redirects', async () => {
    await expect(
      safeGet(`${origin}/loop`, { allowedOrigins: [origin], maxRedirects: 3 }),
    ).rejects.toThrow('Too many redirects.');
  });

  it('reports the HTTP status of a failed answer', async () => {
    const failure = await safeGet(`${origin}/missing`, { allowedOrigins: [origin] }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(FetchRefusedError);
    expect((failure as FetchRefusedError).status).toBe(404);
  });
});

describe('saveLimited', () => {
  it('saves a body within the limit byte for byte', async () => {
    const file = path.join(dir, 'ok.mp4');
    const response = await safeGet(`${origin}/video`, { allowedOrigins: [origin] });
    expect(await saveLimited(response, file, 4096)).toBe(2048);
    expect(await readFile(file)).toEqual(Buffer.alloc(2048, 7));
  });

  it('refuses an announced length over the limit', async () => {
    const file = path.join(dir, 'big.mp4');
    const response = await safeGet(`${origin}/video`, { allowedOrigins: [origin] });
    await expect(saveLimited(response, file, 1000)).rejects.toThrow('The file is too large.');
    await expect(stat(file)).rejects.toThrow();
  });

  it('stops an unannounced body once it passes the limit and leaves no partial file', async () => {
    const file = path.join(dir, 'chunked.mp4');
    const response = await safeGet(`${origin}/unannounced`, { allowedOrigins: [origin] });
    await expect(saveLimited(response, file, 3000)).rejects.toThrow('The file is too large.');
    await expect(stat(file)).rejects.toThrow();
  });
});
