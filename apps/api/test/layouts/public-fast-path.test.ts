// The stored answers of the storefront's public reads (modules/layouts/public-fast-path.ts), on the real app:
// the same bytes and headers as the GraphQL path gives (hit or miss, found or not, 304), drafts
// never stored nor shown to anyone outside the group, the merchant's edits visible at once (to
// their preview and to everyone), and compressed copies each with their own ETag.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppRequestHandler } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import { dataOf } from '../groups/fixtures';
import { signInAs } from '../harness/accounts';
import {
  addVideo,
  ATTACH_VIRTUAL_VIDEO,
  publishedLayout,
  shoppableVideo,
  startWorld,
  UPSERT_WIDGET,
  type World,
} from './fixtures';
import { EMBEDDED_WIDGET, EXPERIMENT_DATA } from './public-path';

const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60';
const NO_STORE = 'private, no-store';

let world: World;
let videoId: string;
/** The same app and database without the fast path: what the GraphQL path answers. */
let slow: Server;
let slowUrl: string;

beforeAll(async () => {
  world = await startWorld();
  videoId = await addVideo(world.db, world.cast.groupA, { duration: 12 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = createLogger(config);
  // The same services (the public cache included): only the fast paths are left out.
  slow = createServer(
    createAppRequestHandler({
      services: { ...world.server.app.services, config },
      database: world.server.database,
      logger,
      webDist: '/nonexistent',
      embedDist: '/nonexistent',
      fastPaths: false,
    }),
  );
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => slow?.close(resolve));
  await world?.server.close();
});

const as = () => world.cast.as;

function pathOf(query: string, variables: Record<string, unknown>): string {
  return `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`;
}

interface RawAnswer {
  /** Status line and headers, with the values that differ per request (Date, request id) masked. */
  head: string;
  status: number;
  headers: Map<string, string>;
  body: Buffer;
}

/** One HTTP/1.1 request over a fresh socket; the answer's exact bytes. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}) {
  const { port } = new URL(base);
  const lines = [
    `GET ${path} HTTP/1.1`,
    'Host: vendy.test',
    'Connection: close',
    ...Object.entries({ accept: 'application/json', ...headers }).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all
        .subarray(0, split)
        .toString('latin1')
        .replace(/^(date|x-request-id): .*$/gim, '$1: *');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const map = new Map<string, string>();
      for (const line of headerLines) {
        const at = line.indexOf(':');
        map.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
      }
      resolve({
        head,
        status: Number(statusLine!.split(' ')[1]),
        headers: map,
        body: all.subarray(split + 4),
      });
    });
  });
}

const fast = (path: string, headers?: Record<string, string>) =>
  rawGet(world.server.url, path, headers);
const graphqlPath = (path: string, headers?: Record<string, string>) =>
  rawGet(slowUrl, path, headers);

const titleOf = (answer: RawAnswer) =>
  (JSON.parse(answer.body.toString()) as { data: { getEmbeddedWidget: { title: string } } }).data
    .getEmbeddedWidget.title;

describe('stored public answers', () => {
  it('are byte for byte what the GraphQL path answers, on the first request and after', async () => {
    const { widgetId, virtualVideoId } = await publishedLayout(as().owner, videoId, 'Bytes');
    for (const path of [
      pathOf(EMBEDDED_WIDGET, { widgetId }),
      pathOf(EXPERIMENT_DATA, { virtualVideoId }),
    ]) {
      const miss = await fast(path);
      const hit = await fast(path);
      const reference = await graphqlPath(path);
      expect(reference.status).toBe(200);
      expect(reference.headers.get('cache-control')).toBe(PUBLIC_CACHE);
      expect(reference.headers.get('vary')).toBe('Accept, Accept-Encoding');
      for (const answer of [miss, hit]) {
        expect(answer.head).toBe(reference.head);
        expect(answer.body.equals(reference.body)).toBe(true);
      }
    }
  });

  it('answer a matching If-None-Match with the same 304 as the GraphQL path', async () => {
    const { widgetId } = await publishedLayout(as().owner, videoId, 'Conditional');
    const path = pathOf(EMBEDDED_WIDGET, { widgetId });
    const first = await fast(path);
    const etag = first.headers.get('etag')!;
    const stored = await fast(path, { 'if-none-match': etag });
    const reference = await graphqlPath(path, { 'if-none-match': etag });
    expect(stored.status).toBe(304);
    expect(stored.body.length).toBe(0);
    expect(stored.head).toBe(reference.head);
    // Another validator: the full answer.
    const changed = await fast(path, { 'if-none-match': '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first.body)).toBe(true);
  });

  it('refuse unknown layouts and drafts exactly as the GraphQL path does, and never keep a draft', async () => {
    const virtualVideoId = await shoppableVideo(as().owner, videoId, 'Unfinished');
    const widgetId = dataOf<{ upsertWidgetBase: string }>(
      await as().owner(UPSERT_WIDGET, { title: 'Secret draft', type: 'PORTRAIT' }),
    ).upsertWidgetBase;
    dataOf(await as().owner(ATTACH_VIRTUAL_VIDEO, { widgetId, virtualVideoId }));

    for (const path of [
      pathOf(EMBEDDED_WIDGET, { widgetId }),
      pathOf(EMBEDDED_WIDGET, { widgetId: '00000000-0000-4000-8000-000000000000' }),
      pathOf(EXPERIMENT_DATA, { virtualVideoId }),
    ]) {
      const reference = await graphqlPath(path);
      expect(reference.headers.get('cache-control')).toBe(NO_STORE);
      for (const answer of [await fast(path), await fast(path)]) {
        expect(answer.head).toBe(reference.head);
        expect(answer.body.equals(reference.body)).toBe(true);
      }
    }

    // The group's preview (session cookie) sees the draft, privately...
    const { cookie } = await signInAs(world.server, world.cast.olivia.email);
    const path = pathOf(EMBEDDED_WIDGET, { widgetId });
    const preview = await fast(path, {
      cookie: `vendy_session=${cookie}`,
      'cache-control': 'max-age=0',
    });
    expect(preview.headers.get('cache-control')).toBe(NO_STORE);
    expect(titleOf(preview)).toBe('Secret draft');
    // ...and that answer is not handed to anyone else afterwards.
    const anonymous = await fast(path);
    expect(anonymous.body.toString()).not.toContain('Secret draft');
    expect(JSON.parse(anonymous.body.toString()).errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("show the merchant's edit at once, to their preview and to every shopper", async () => {
    const { widgetId } = await publishedLayout(as().owner, videoId, 'Before');
    const path = pathOf(EMBEDDED_WIDGET, { widgetId });
    expect(titleOf(await fast(path))).toBe('Before');
    expect(titleOf(await fast(path))).toBe('Before');

    dataOf(await as().owner(UPSERT_WIDGET, { id: widgetId, title: 'After', type: 'PORTRAIT' }));

    const { cookie } = await signInAs(world.server, world.cast.olivia.email);
    const preview = await fast(path, {
      cookie: `vendy_session=${cookie}`,
      'cache-control': 'max-age=0',
    });
    expect(titleOf(preview)).toBe('After');
    const shopper = await fast(path);
    expect(titleOf(shopper)).toBe('After');
    expect(shopper.head).toBe((await graphqlPath(path)).head);
  });

  it('go out gzip- or brotli-compressed when accepted, each encoding with its own ETag', async () => {
    const { widgetId } = await publishedLayout(as().owner, videoId, 'Compressed');
    const path = pathOf(EMBEDDED_WIDGET, { widgetId });
    const plain = await fast(path);
    expect(plain.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(plain.body.length).toBeGreaterThan(1000);
    const gzip = await fast(path, { 'accept-encoding': 'gzip, deflate' });
    const br = await fast(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers.get('content-encoding')).toBeUndefined();
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    for (const answer of [gzip, br]) {
      expect(answer.headers.get('vary')).toBe('Accept, Accept-Encoding');
      expect(answer.headers.get('cache-control')).toBe(PUBLIC_CACHE);
      expect(Number(answer.headers.get('content-length'))).toBe(answer.body.length);
    }
    const etags = new Set([plain, gzip, br].map((a) => a.headers.get('etag')));
    expect(etags.size).toBe(3);

    // The validator of the encoding a client holds answers 304 only for that encoding.
    const gzipEtag = gzip.headers.get('etag')!;
    expect(
      (await fast(path, { 'accept-encoding': 'gzip', 'if-none-match': gzipEtag })).status,
    ).toBe(304);
    const other = await fast(path, { 'accept-encoding': 'br', 'if-none-match': gzipEtag });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('br');
  });
});
