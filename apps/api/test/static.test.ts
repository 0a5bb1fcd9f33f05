// Serving the built web and embed apps, on temporary dist folders.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness/server';

let dir: string;
let server: TestServer;
let missing: TestServer;

const WEB_INDEX = '<!doctype html><title>web</title>';
const EMBED_INDEX = '<!doctype html><title>embed</title>';

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-static-'));
  await put('web/index.html', WEB_INDEX);
  await put('web/assets/index-4f2a9c.js', 'console.log("app")');
  await put('web/terms.md', '# Terms');
  await put('web/favicon.svg', '<svg/>');
  await put('embed/index.html', EMBED_INDEX);
  await put('embed/assets/embed-77aa.js', 'console.log("embed")');
  await put('secret.txt', 'TOP SECRET');
  server = await startTestServer({
    webDist: path.join(dir, 'web'),
    embedDist: path.join(dir, 'embed'),
  });
  missing = await startTestServer({
    database: server.database,
    webDist: path.join(dir, 'nope-web'),
    embedDist: path.join(dir, 'nope-embed'),
  });
});

afterAll(async () => {
  await missing.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A request whose path is sent exactly as written (fetch would normalise `..`). */
function raw(base: string, rawPath: string, method = 'GET') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${base}/`, { method, path: rawPath, headers: html }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('merchant app', () => {
  it.each(['/', '/login', '/layouts/42/edit?tab=1'])(
    'answers the page address %s with index.html, never cached',
    async (page) => {
      const response = await fetch(`${server.url}${page}`, { headers: html });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(WEB_INDEX);
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await fetch(`${server.url}/assets/index-4f2a9c.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('serves other files with their content type, revalidated', async () => {
    const terms = await fetch(`${server.url}/terms.md`);
    expect(terms.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(terms.headers.get('cache-control')).toBe('no-cache');
    expect(await terms.text()).toBe('# Terms');
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 when the browser already has the file', async () => {
    const first = await fetch(`${server.url}/login`, { headers: html });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/login`, {
      headers: { ...html, 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await fetch(`${server.url}/assets/index-000000.js`, { headers: html });
    expect(response.status).toBe(404);
  });

  it('answers a missing file with 404 when the client does not want a page', async () => {
    const response = await fetch(`${server.url}/logo.png`, { headers: { accept: 'image/*' } });
    expect(response.status).toBe(404);
  });

  it('supports HEAD: same headers, no body', async () => {
    const response = await raw(server.url, '/assets/index-4f2a9c.js', 'HEAD');
    expect(response).toEqual({ status: 200, body: '' });
    const head = await fetch(`${server.url}/assets/index-4f2a9c.js`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String('console.log("app")'.length));
  });
});

describe('embed app', () => {
  it('serves the embed index for its client routes', async () => {
    for (const page of ['/embed/', '/embed/w_123', '/embed/ig/feed_9']) {
      const response = await fetch(`${server.url}${page}`, { headers: html });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(EMBED_INDEX);
    }
  });

  it('serves its assets', async () => {
    const response = await fetch(`${server.url}/embed/assets/embed-77aa.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("embed")');
  });

  it('redirects /embed to /embed/', async () => {
    const response = await fetch(`${server.url}/embed`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/embed/');
  });
});

describe('path traversal', () => {
  it.each([
    '/../secret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/embed/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%00index.html',
    '/%E0%A4%A',
  ])('refuses %s', async (rawPath) => {
    const response = await raw(server.url, rawPath);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('TOP SECRET');
  });
});

describe('apps not built', () => {
  it('says how to build the web app', async () => {
    const response = await fetch(`${missing.url}/login`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('The web app has not been built: run npm run build');
  });

  it('says how to build the embed app', async () => {
    const response = await fetch(`${missing.url}/embed/w_1`, { headers: html });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('The embed app has not been built: run npm run build');
  });

  it('keeps the API working', async () => {
    const res = await missing.gql('{ getCurrentUser { groups { id } } }');
    expect(res.body.data).toEqual({ getCurrentUser: { groups: [] } });
  });
});
