// The fast path's keeping rules, against a stand-in GraphQL server that builds its answers from a
// PublicCache with a hand-driven clock: kept while the entries it read are current, dropped on a
// write of the group or when they expire, one run for concurrent misses, never kept for private
// answers, and never used for requests with a session.
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GraphQLServer } from '../../graphql/yoga';
import { chooseEncoding } from '../../http/encoding';
import type { ServerContext } from '../../http/routes';
import { PublicCache } from './public-cache';
import { loadPublicDocuments, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-reads';
import { addressFingerprint, createPublicFastPath, type PublicFastPath } from './public-fast-path';

// An accepted public document (the stand-in answers it with a cached layout title).
const BRANDING = [...loadPublicDocuments()].find(([, name]) => name === 'getBrandingSettings')![0];

let now = 0;
let cache: PublicCache;
let runs = 0;
let scope: 'public' | 'private' = 'public';
let title = 'First';
/** While set, GraphQL runs wait for it (to hold concurrent misses together). */
let gate: Promise<void> | null = null;
let openGate = () => {};
function closeGate() {
  gate = new Promise<void>((resolve) => (openGate = resolve));
}
let fastPath: PublicFastPath;
let server: Server;
let base: string;

/** Reads the group's layout through the cache, as the public resolvers do. */
async function fakeFetch(url: string): Promise<Response> {
  runs += 1;
  await (gate ?? Promise.resolve());
  // An answer read straight from the database, outside the cache (as an Instagram feed's is).
  const uncached = url.includes('uncached');
  let value = uncached ? 'Uncached' : cache.get<string>('widget:1')?.value;
  if (value === undefined) {
    const generation = cache.generation('group-a');
    value = title;
    cache.set('widget:1', 'group-a', generation, value);
  }
  const body = JSON.stringify({ data: { getBrandingSettings: { title: value } } });
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': scope === 'public' ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
  };
  if (scope === 'public') headers.etag = `"${value}"`;
  return new Response(body, { status: 200, headers });
}

beforeEach(async () => {
  now = 1_000;
  cache = new PublicCache(10_000, 100, () => now);
  runs = 0;
  scope = 'public';
  title = 'First';
  gate = null;
  fastPath = createPublicFastPath({
    graphql: { fetch: fakeFetch } as unknown as GraphQLServer,
  });
  const context = { requestId: 'r', reply: { headers: [] } } as unknown as ServerContext;
  server = createServer((req, res) => {
    void Promise.resolve(fastPath.handle(req, res, () => context)).then((handled) => {
      if (!handled) {
        res.writeHead(299, { 'content-type': 'text/plain' });
        res.end('GraphQL path');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const URL_PATH = `/graphql?${new URLSearchParams({ query: BRANDING, variables: '{}' })}`;

/** Over node:http: fetch() would add `Cache-Control: no-cache` to a conditional request. */
function get(headers: Record<string, string> = {}, path = URL_PATH) {
  return new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { headers: { accept: 'application/json', ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') answer.set(name, value);
          }
          resolve({ status: response.statusCode ?? 0, text, headers: answer });
        });
      },
    );
    request.on('error', reject);
  });
}

const titleOf = (text: string) =>
  (JSON.parse(text) as { data: { getBrandingSettings: { title: string } } }).data
    .getBrandingSettings.title;

describe('the public fast path', () => {
  it('answers repeated public reads from the stored bytes until the group writes', async () => {
    expect(titleOf((await get()).text)).toBe('First');
    expect(titleOf((await get()).text)).toBe('First');
    expect(runs).toBe(1);
    expect(fastPath.size).toBe(1);

    title = 'Second';
    cache.invalidateGroup('group-a');
    expect(titleOf((await get()).text)).toBe('Second');
    expect(runs).toBe(2);
  });

  it('keeps the bytes no longer than the cache entries they were made from', async () => {
    await get();
    title = 'Later';
    now += 9_999;
    expect(titleOf((await get()).text)).toBe('First');
    now += 1;
    expect(titleOf((await get()).text)).toBe('Later');
    expect(runs).toBe(2);
  });

  it('runs GraphQL once for concurrent misses of one address', async () => {
    closeGate();
    const answers = Promise.all([get(), get(), get(), get()]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    openGate();
    const texts = (await answers).map((answer) => answer.text);
    expect(new Set(texts).size).toBe(1);
    expect(runs).toBe(1);
  });

  it('never keeps an answer that read nothing through the cache, even beside one that did', async () => {
    const uncached = `/graphql?${new URLSearchParams({ query: BRANDING, variables: '{"id":"uncached"}' })}`;
    closeGate();
    const both = Promise.all([get(), get({}, uncached)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    openGate();
    await both;
    expect(runs).toBe(2);
    gate = null;
    expect(titleOf((await get({}, uncached)).text)).toBe('Uncached');
    expect(titleOf((await get()).text)).toBe('First');
    expect(runs).toBe(3);
  });

  it('never keeps a private answer (a draft previewed by its group)', async () => {
    scope = 'private';
    const first = await get();
    expect(first.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    await get();
    expect(runs).toBe(2);
    expect(fastPath.size).toBe(0);
  });

  it('leaves requests with a session or another document to GraphQL', async () => {
    const sessions: Array<Record<string, string>> = [
      { cookie: 'vendy_session=abc' },
      { authorization: 'Bearer abc' },
    ];
    for (const headers of sessions) {
      expect((await get(headers)).status).toBe(299);
    }
    const other = `/graphql?${new URLSearchParams({ query: '{ getWidgets { id } }' })}`;
    expect((await get({}, other)).status).toBe(299);
    expect((await get({}, '/graphql')).status).toBe(299);
    expect(runs).toBe(0);
  });

  it('gives a revalidating request the stored answer only while it is current', async () => {
    await get();
    const revalidated = await get({ 'cache-control': 'max-age=0', pragma: 'no-cache' });
    expect(titleOf(revalidated.text)).toBe('First');
    expect(runs).toBe(1);
    title = 'Edited';
    cache.invalidateGroup('group-a');
    expect(titleOf((await get({ 'cache-control': 'no-cache' })).text)).toBe('Edited');
  });

  it('answers If-None-Match with 304 for the stored answer', async () => {
    const first = await get();
    const etag = first.headers.get('etag')!;
    const again = await get({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('addressFingerprint', () => {
  const query = `query=${'q'.repeat(3000)}`;
  it('tells apart addresses whose variables differ, at the end or at the start', () => {
    const end = (id: string) => `/graphql?${query}&variables=${id}`;
    const start = (id: string) => `/graphql?variables=${id}&${query}`;
    expect(addressFingerprint(end('a1'))).not.toBe(addressFingerprint(end('b2')));
    expect(addressFingerprint(start('a1'))).not.toBe(addressFingerprint(start('b2')));
    expect(addressFingerprint(end('a1'))).toBe(addressFingerprint(end('a1')));
  });
  it('reads short addresses and addresses without a query', () => {
    expect(addressFingerprint('/graphql')).toBe(addressFingerprint('/graphql'));
    expect(addressFingerprint('/graphql?a=1')).not.toBe(addressFingerprint('/graphql?a=2'));
  });
});
