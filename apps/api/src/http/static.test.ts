// Compressed static files: gzip / brotli chosen by Accept-Encoding, each with its own ETag and
// `Vary: Accept-Encoding`; media, small files and range requests go out as they are; a rebuilt
// file gets new compressed copies.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa, type SpaSite } from './static';

let dir: string;
let server: Server;
let base: string;

/** Serves `site` on a free loopback port; returns the server and its address. */
async function listen(site: SpaSite): Promise<{ server: Server; base: string }> {
  const started = createServer((req, res) => {
    void serveSpa(req, res, site, new URL(req.url ?? '/', 'http://x').pathname);
  });
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { server: started, base: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

async function stop(running: Server): Promise<void> {
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

const SCRIPT = `export const items = [${Array.from({ length: 400 }, (_, i) => `"item-${i}"`).join(', ')}];\n`;
const PICTURE = Buffer.alloc(4096, 7);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-static-compress-'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>embed</title>');
  await writeFile(path.join(dir, 'loader.js'), SCRIPT);
  await writeFile(path.join(dir, 'tiny.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'poster.png'), PICTURE);
  await writeFile(path.join(dir, 'changing.js'), SCRIPT);
  await mkdir(path.join(dir, 'prerendered'));
  await writeFile(path.join(dir, 'prerendered', 'login.html'), '<!doctype html><h1>Log In</h1>');
  const site: SpaSite = { root: dir, prefix: '/', name: 'embed app' };
  ({ server, base } = await listen(site));
});

afterAll(async () => {
  await stop(server);
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Over node:http, which (unlike fetch) neither asks for nor undoes compression by itself. */
function get(file: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(`${base}/${file}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Brotli copies are made in the background: asks until one comes (or gives up). */
async function untilBrotli(file: string): Promise<Answer> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await get(file, { 'accept-encoding': 'gzip, deflate, br' });
    if (answer.headers['content-encoding'] === 'br') return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no brotli copy');
}

describe('compressed static files', () => {
  it('sends gzip or brotli when accepted, the plain file otherwise, each with its own ETag', async () => {
    const plain = await get('loader.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const gzip = await get('loader.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gzip.body.length).toBeLessThan(SCRIPT.length / 2);
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const br = await untilBrotli('loader.js');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const etags = new Set([plain, gzip, br].map((answer) => answer.headers.etag));
    expect(etags.size).toBe(3);
    expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('answers 304 only to the validator of the encoding it would send', async () => {
    const gzip = await get('loader.js', { 'accept-encoding': 'gzip' });
    const same = await get('loader.js', {
      'accept-encoding': 'gzip',
      'if-none-match': gzip.headers.etag!,
    });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    expect(same.headers.vary).toBe('Accept-Encoding');
    const plain = await get('loader.js', { 'if-none-match': gzip.headers.etag! });
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends media, small files and range requests as they are', async () => {
    const picture = await get('poster.png', { 'accept-encoding': 'gzip, br' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.body.equals(PICTURE)).toBe(true);

    const tiny = await get('tiny.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('console.log(1)');

    const ranged = await get('loader.js', { 'accept-encoding': 'gzip, br', range: 'bytes=0-9' });
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const gzip = await get('loader.js', { 'accept-encoding': 'gzip' });
    const head = await get('loader.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(gzip.body.length));
    expect(head.body.length).toBe(0);
  });

  it('compresses a rebuilt file anew', async () => {
    const before = await get('changing.js', { 'accept-encoding': 'gzip' });
    const rebuilt = SCRIPT.replace('item-0', 'item-X');
    await writeFile(path.join(dir, 'changing.js'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dir, 'changing.js'), later, later);
    const after = await get('changing.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(after.body).toString()).toBe(rebuilt);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('pages rendered ahead', () => {
  const page = (file: string) => get(file, { accept: 'text/html' });

  it('sends a page the build rendered ahead for its address, index.html for the others', async () => {
    const login = await page('login');
    expect(login.status).toBe(200);
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body.toString()).toBe('<!doctype html><h1>Log In</h1>');

    for (const other of ['', 'dashboard', 'login/', 'prerendered', 'x/../login.html']) {
      expect((await page(other)).body.toString(), other).toBe(
        '<!doctype html><title>embed</title>',
      );
    }
  });

  it('never answers a script or data request with a page', async () => {
    expect((await get('login', { accept: 'application/json' })).status).toBe(404);
    expect((await page('..%2Fprerendered%2Flogin')).status).toBe(400);
  });
});

describe('the signed-in frame', () => {
  let framedServer: http.Server;
  let framedBase: string;
  const asked: Array<string | undefined> = [];

  beforeAll(async () => {
    await mkdir(path.join(dir, 'prerendered', 'signed-in'), { recursive: true });
    await writeFile(
      path.join(dir, 'prerendered', 'signed-in', 'dashboard.html'),
      '<!doctype html><nav>Dashboard</nav>',
    );
    await mkdir(path.join(dir, 'prerendered', 'signed-in-tour'), { recursive: true });
    await writeFile(
      path.join(dir, 'prerendered', 'signed-in-tour', 'dashboard.html'),
      '<!doctype html><nav>Dashboard</nav><section>Welcome to Vendy</section>',
    );
    const site: SpaSite = {
      root: dir,
      prefix: '/',
      name: 'web app',
      signedInFrame: async (cookie) => {
        asked.push(cookie);
        if (cookie === 'vendy_session=live') return { guidedTour: false };
        if (cookie === 'vendy_session=new') return { guidedTour: true };
        return null;
      },
    };
    ({ server: framedServer, base: framedBase } = await listen(site));
  });

  afterAll(async () => {
    await stop(framedServer);
  });

  const page = (file: string, cookie?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string> = { accept: 'text/html' };
      if (cookie) headers.cookie = cookie;
      http
        .get(`${framedBase}/${file}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });

  it('goes to a visitor with a live session only, kept by nobody else', async () => {
    const signedIn = await page('dashboard', 'vendy_session=live');
    expect(signedIn.body.toString()).toBe('<!doctype html><nav>Dashboard</nav>');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toContain('Cookie');

    for (const cookie of [undefined, 'vendy_session=expired']) {
      const other = await page('dashboard', cookie);
      expect(other.body.toString(), cookie).toBe('<!doctype html><title>embed</title>');
      expect(other.headers['cache-control']).toBe('private, no-cache');
      expect(other.headers.vary).toContain('Cookie');
    }
  });

  it('goes with the guided tour’s welcome card to a user the tour opens for', async () => {
    const first = await page('dashboard', 'vendy_session=new');
    expect(first.body.toString()).toBe(
      '<!doctype html><nav>Dashboard</nav><section>Welcome to Vendy</section>',
    );
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toContain('Cookie');
    const plain = await page('dashboard', 'vendy_session=live');
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });

  it('asks about the session only for an address that has a frame', async () => {
    asked.length = 0;
    const login = await page('login', 'vendy_session=live');
    expect(login.body.toString()).toBe('<!doctype html><h1>Log In</h1>');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(asked).toEqual([]);
  });
});
