// Fuzzing the server's doors: random and malformed GraphQL bodies (bad JSON, random bytes, wrong
// variable types, huge strings, deep nesting, every browser document with random variables), the
// public GraphQL GET reads, POST /events, the tus video upload endpoint, /storage/upload, /media,
// the embed app, connecting Instagram and its sandbox, and malformed HTTP (bad lengths and
// encodings, oversized and non-ASCII headers, junk cookies and addresses). Every request must get an answer below 500 — a clear refusal —
// within a few seconds (never a hang), GraphQL answers must never carry 'Unexpected error.', and
// the health check must still answer after each batch. Cases come from a seeded generator: a
// failure names its case and the seed, and FUZZ_SEED=<seed> replays the same run.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../../../packages/client/src/generated/graphql';
import { sessions } from '../../src/db/schema';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { appendEntry } from '../../src/modules/billing/history';
import { INVALID_PARAMS_MESSAGE } from '../../src/graphql/plugins/query-params';
import { mintAnalyticsToken } from '../../src/modules/analytics';
import { UNEXPECTED_ERROR_MESSAGE } from '../../src/graphql/plugins/unexpected-errors';
import { createWorld } from '../authorization/world';
import { givePlans } from '../authorization/library';
import { startOwnAddressServer } from '../harness/own-address';
import type { ShopifyTestServer } from '../stores/harness';
import { Random } from './random';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const CASES = 320;
const BATCH = 40;
/** Longer than any honest answer here takes, even on a busy machine. */
const HANG_MS = 8_000;

interface Case {
  label: string;
  method: string;
  path: string;
  headers: Array<[string, string]>;
  body: Buffer;
  /** Malformed HTTP: the server may also just close the connection. */
  malformed?: boolean;
  /** Raw header lines written as they are (may break the protocol on purpose). */
  rawHeaders?: string[];
  /** Leave out the Content-Length header (the raw headers give their own). */
  noLength?: boolean;
}

interface Answer {
  status: number | null;
  head: string;
  body: string;
}

/** Sends one request over a fresh socket, exactly as given; resolves when the server closes it. */
function send(port: number, c: Case): Promise<Answer> {
  const lines = [
    `${c.method} ${c.path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...c.headers.map(([name, value]) => `${name}: ${value}`),
    ...(c.rawHeaders ?? []),
    ...(c.noLength ? [] : [`Content-Length: ${c.body.length}`]),
  ];
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${HANG_MS} ms`));
    }, HANG_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const split = text.indexOf('\r\n\r\n');
      resolve({
        status: match ? Number(match[1]) : null,
        head: split >= 0 ? text.slice(0, split) : text,
        body: split >= 0 ? text.slice(split + 4) : '',
      });
    });
    socket.write(Buffer.concat([head, c.body]));
  });
}

/** Every browser document the client package ships. */
const DOCUMENTS = Object.entries(generated)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, doc]) => ({ name: name.replace(/Document$/, ''), query: String(doc) }));

/** Where a case sends the signed-in member's session (put in once the server runs). */
const SESSION = '{session}';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const CSRF: [string, string] = ['x-vendy-csrf', '1'];
const JSON_TYPE: [string, string] = ['content-type', 'application/json'];

function graphqlCase(r: Random, cookie: string): Case {
  const headers: Array<[string, string]> = [CSRF, JSON_TYPE];
  if (r.bool()) headers.push(['cookie', `vendy_session=${cookie}`]);
  const post = (label: string, body: Buffer, extra: Array<[string, string]> = []): Case => ({
    label: `POST /graphql ${label}`,
    method: 'POST',
    path: '/graphql',
    headers: [...headers, ...extra],
    body,
  });
  const doc = r.pick(DOCUMENTS);
  switch (r.int(0, 11)) {
    case 0:
      return post('random bytes', r.bytes(r.int(1, 4000)));
    case 1: {
      const whole = JSON.stringify({ query: doc.query, variables: r.json() });
      return post('truncated JSON', Buffer.from(whole.slice(0, r.int(0, whole.length - 1))));
    }
    case 2:
      return post('query of a wrong type', json({ query: r.json(), variables: r.json() }));
    case 3:
      return post('random query text', json({ query: r.text(400) }));
    case 4: {
      const depth = r.int(50, 3000);
      return post(
        `nesting ${depth} deep`,
        json({ query: `{ ${'getCurrentUser { '.repeat(depth)}id${' }'.repeat(depth)} }` }),
      );
    }
    case 5:
      return post(
        'huge string variable',
        json({ query: doc.query, variables: { title: 'x'.repeat(r.int(100_000, 3_000_000)) } }),
      );
    case 6:
      return post(
        'batched operations',
        json(Array.from({ length: r.int(2, 200) }, () => ({ query: doc.query }))),
      );
    case 7:
      return post(
        'many aliases',
        json({
          query: `{ ${Array.from({ length: r.int(100, 5000) }, (_, i) => `a${i}: __typename`).join(' ')} }`,
        }),
      );
    case 8:
      return post(
        `${doc.name}, operation name of another`,
        json({ query: doc.query, operationName: r.text(20) }),
      );
    case 9:
      return post(
        `${doc.name}, body as ${'text/plain'}`,
        json({ query: doc.query, variables: r.json() }),
        [
          [
            'content-type',
            r.pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/graphql-response+json',
            ]),
          ],
        ],
      );
    default: {
      // The browser's own document with variables of random values and types.
      const names = [...doc.query.matchAll(/\$(\w+)\s*:/g)].map((m) => m[1]!);
      const variables = Object.fromEntries(names.map((name) => [name, r.json()]));
      return post(`${doc.name} with random variables`, json({ query: doc.query, variables }));
    }
  }
}

function publicGetCase(r: Random): Case {
  const doc = r.pick(
    DOCUMENTS.filter((d) => /^Get(EmbeddedWidget|ExperimentData|BrandingSettings)$/.test(d.name)),
  );
  const params = new URLSearchParams({
    query: r.bool() ? doc.query : r.text(200),
    variables: r.bool() ? JSON.stringify(r.json()) : r.text(50),
  });
  if (r.bool()) params.set('extensions', r.text(40));
  return {
    label: `GET /graphql ${doc.name}`,
    method: 'GET',
    path: `/graphql?${params}`,
    headers: [],
    body: Buffer.alloc(0),
  };
}

function eventsCase(r: Random): Case {
  const event = () => ({
    type: r.pick(['view', 'impression', 'click', 'add_to_cart', r.text(10)]),
    widgetId: r.json(1),
    virtualVideoId: r.json(1),
    sessionId: r.json(1),
    at: r.json(1),
    ...(r.bool() ? { extra: r.json() } : {}),
  });
  const body = r.pick([
    () => r.bytes(r.int(0, 3000)),
    () => json({ events: Array.from({ length: r.int(0, 300) }, event) }),
    () => json(r.json()),
    () => Buffer.from(JSON.stringify({ events: [event()] }).slice(0, r.int(0, 40))),
    () => json({ events: 'x'.repeat(r.int(100_000, 2_000_000)) }),
  ])();
  return {
    label: 'POST /events',
    method: 'POST',
    path: '/events',
    headers: [
      ['content-type', r.pick(['application/json', 'text/plain', 'application/octet-stream'])],
      ['origin', r.pick(['https://shop.example.com', 'null', r.text(30).replace(/[\r\n]/g, '')])],
    ],
    body,
  };
}

function tusCase(r: Random): Case {
  const id = r.pick([
    '',
    r.text(20),
    '00000000-0000-4000-8000-000000000000',
    '..%2F..%2Fetc',
    'a'.repeat(2000),
  ]);
  const path = `/uploads/videos${r.bool() ? '' : `/${encodeURIComponent(id)}`}`;
  const method = r.pick(['POST', 'PATCH', 'HEAD', 'OPTIONS', 'DELETE', 'GET']);
  const headers: Array<[string, string]> = [
    // Signed in half of the time, so the upload's own checks are reached too.
    ...(r.bool() ? [['cookie', `vendy_session=${SESSION}`] as [string, string]] : []),
    ['tus-resumable', r.pick(['1.0.0', '0.2', r.text(5).replace(/[\r\n]/g, '')])],
    ['upload-length', r.pick(['-1', '0', '1e99', 'abc', String(r.int(0, 2 ** 31))])],
    ['upload-offset', r.pick(['-5', '0', 'NaN', String(r.int(0, 2 ** 31))])],
    [
      'upload-metadata',
      r.pick([
        'filename ' + Buffer.from(r.text(20)).toString('base64'),
        r.text(40).replace(/[\r\n]/g, ''),
        '',
      ]),
    ],
    ['content-type', r.pick(['application/offset+octet-stream', 'application/json', 'text/plain'])],
  ];
  return {
    label: `${method} tus ${path.slice(0, 60)}`,
    method,
    path,
    headers,
    body: method === 'HEAD' || method === 'GET' ? Buffer.alloc(0) : r.bytes(r.int(0, 5000)),
  };
}

function storageCase(r: Random): Case {
  const key = r.pick([
    'groups/x/images/a.png',
    '../../../etc/passwd',
    '%2e%2e/%2e%2e/secret',
    r.text(60),
    'a/'.repeat(500),
  ]);
  const query = r.pick([
    '',
    `?expires=${r.text(10)}&signature=${r.text(20)}`,
    `?expires=9999999999&signature=${'0'.repeat(64)}`,
    '?type=image%2Fpng&max=1',
  ]);
  const encoded = encodeURI(key).replace(/#/g, '%23').replace(/\?/g, '%3F');
  if (r.bool()) {
    return {
      label: `PUT /storage/upload ${key.slice(0, 40)}`,
      method: r.pick(['PUT', 'OPTIONS']),
      path: `/storage/upload/${encoded}${query}`,
      headers: [
        ['content-type', r.pick(['image/png', 'audio/mpeg', r.text(10).replace(/[\r\n]/g, '')])],
      ],
      body: r.bytes(r.int(0, 6000)),
    };
  }
  if (r.int(0, 3) === 0) {
    // The brand fonts: offered and made-up families, variants and file names.
    const family = r.pick(['roboto', 'work-sans', 'lato', encoded]);
    const variant = r.pick(['n4', 'i7', 'n2', 'x9', encoded]);
    const file = r.pick(['.css', '.woff2', `.${'0'.repeat(16)}.woff2`, '', `/${encoded}`]);
    return {
      label: `GET /media/fonts ${family.slice(0, 20)}/${variant.slice(0, 20)}${file.slice(0, 20)}`,
      method: r.pick(['GET', 'HEAD', 'POST']),
      path: `/media/fonts/${family}/${variant}${file}${query}`,
      headers: r.bool()
        ? [['if-none-match', r.pick(['"x"', '*', r.text(10).replace(/[\r\n]/g, '')])]]
        : [],
      body: Buffer.alloc(0),
    };
  }
  return {
    label: `GET /media ${key.slice(0, 40)}`,
    method: r.pick(['GET', 'HEAD']),
    path: `/media/${encoded}${query}`,
    headers: r.bool()
      ? [['range', r.pick(['bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=a-b', 'lines=1-2'])]]
      : [],
    body: Buffer.alloc(0),
  };
}

function embedCase(r: Random): Case {
  const rest = r.pick([
    '',
    'index.html',
    r.text(40),
    '../../../package.json',
    '%00',
    'assets/'.repeat(200),
  ]);
  return {
    label: `GET /embed/${rest.slice(0, 30)}`,
    method: 'GET',
    path: `/embed/${encodeURI(rest).replace(/#/g, '%23').replace(/\?/g, '%3F')}?widgetId=${encodeURIComponent(r.text(40))}`,
    headers: [],
    body: Buffer.alloc(0),
  };
}

/** Connecting Instagram (/auth/instagram/*) and the Instagram sandbox, with random parameters. */
function instagramCase(r: Random): Case {
  const q = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const junk = () => r.pick([r.text(60), '', '%', '../../etc', 'a'.repeat(r.int(1, 5000))]);
  const get = (label: string, url: string, headers: Array<[string, string]> = []): Case => ({
    label,
    method: 'GET',
    path: url,
    headers,
    body: Buffer.alloc(0),
  });
  const form = (label: string, url: string, fields: Record<string, string>): Case => ({
    label,
    method: 'POST',
    path: url,
    headers: [['content-type', 'application/x-www-form-urlencoded']],
    body: r.bool() ? Buffer.from(q(fields)) : r.bytes(r.int(1, 3000)),
  });
  switch (r.int(0, 6)) {
    case 0:
      return get('GET /auth/instagram/start', '/auth/instagram/start');
    case 1:
      return get(
        'GET /auth/instagram/callback',
        `/auth/instagram/callback?${q({ code: junk(), state: junk(), error: junk(), error_reason: junk() })}`,
        r.bool() ? [['cookie', `vendy_instagram_state=${encodeURIComponent(junk())}`]] : [],
      );
    case 2:
      return get(
        'GET /sandbox/instagram me/media',
        `/sandbox/instagram/v22.0/me/media?${q({ fields: r.pick([junk(), 'id,children{id,x}', 'id,{', 'children{']), limit: r.pick(['0', '-1', '1e9', junk(), '25']), after: junk(), access_token: junk() })}`,
      );
    case 3:
      return get(
        'GET /sandbox/instagram token exchanges',
        `/sandbox/instagram/${r.pick(['access_token', 'refresh_access_token', 'v22.0/me'])}?${q({ grant_type: r.pick(['ig_exchange_token', 'ig_refresh_token', junk()]), client_secret: junk(), access_token: junk(), fields: junk() })}`,
      );
    case 4:
      return form(
        'POST /sandbox/instagram/oauth/access_token',
        '/sandbox/instagram/oauth/access_token',
        {
          client_id: junk(),
          client_secret: junk(),
          grant_type: r.pick(['authorization_code', junk()]),
          redirect_uri: junk(),
          code: junk(),
        },
      );
    case 5:
      return form('POST /sandbox/instagram/oauth/authorize', '/sandbox/instagram/oauth/authorize', {
        client_id: r.pick(['1900000000000001', junk()]),
        redirect_uri: junk(),
        response_type: 'code',
        scope: r.pick(['instagram_business_basic', junk()]),
        account: junk(),
        decision: r.pick(['allow', 'deny', junk()]),
      });
    default:
      return get(
        'GET /sandbox/instagram/cdn',
        `/sandbox/instagram/cdn/${encodeURIComponent(r.pick([junk(), '18001000000000000.jpg', '1.mp4']))}?${q({ oe: r.pick([junk(), 'FFFFFFFFFF', '0']), oh: junk() })}`,
      );
  }
}

/** Broken HTTP at the doors above. */
function badHttpCase(r: Random): Case {
  const path = r.pick([
    '/graphql',
    '/events',
    '/uploads/videos',
    '/storage/upload/x',
    '/media/x',
    '/embed/',
  ]);
  const body = Buffer.from(JSON.stringify({ query: '{ __typename }' }));
  const kind = r.int(0, 7);
  const base = {
    method: 'POST',
    path,
    headers: [CSRF, JSON_TYPE] as Array<[string, string]>,
    body,
    malformed: true,
  };
  switch (kind) {
    case 0:
      return {
        ...base,
        label: `${path} bad Content-Length`,
        noLength: true,
        rawHeaders: [`Content-Length: ${r.pick(['abc', '-1', '1e3', '99999999999999999999'])}`],
      };
    case 1:
      return {
        ...base,
        label: `${path} two Content-Lengths`,
        noLength: true,
        rawHeaders: [`Content-Length: ${body.length}`, `Content-Length: ${body.length + 3}`],
      };
    case 2:
      return {
        ...base,
        label: `${path} broken chunked body`,
        noLength: true,
        rawHeaders: ['Transfer-Encoding: chunked'],
        body: Buffer.from(`zz\r\n${r.text(20)}\r\n0\r\n`),
      };
    case 3:
      return {
        ...base,
        label: `${path} header of 40 KB`,
        rawHeaders: [`X-Filler: ${'a'.repeat(40_000)}`],
      };
    case 4:
      return {
        ...base,
        label: `${path} non-ASCII header bytes`,
        rawHeaders: [
          `X-Junk: ${r
            .bytes(30)
            .toString('latin1')
            .replace(/[\r\n]/g, '')}`,
        ],
      };
    case 5:
      return {
        ...base,
        label: `${path} junk cookies and addresses`,
        malformed: false,
        headers: [
          ...base.headers,
          [
            'cookie',
            `vendy_session=${r.text(50).replace(/[\r\n;]/g, '')}; ${r.text(20).replace(/[\r\n]/g, '')}`,
          ],
          [
            'x-forwarded-for',
            r.pick([
              '::::',
              '999.1.1.1',
              r.text(30).replace(/[\r\n]/g, ''),
              '1.1.1.1, 2.2.2.2, junk',
            ]),
          ],
        ],
      };
    case 6:
      return {
        ...base,
        label: `${path} bad request line`,
        method: r.pick(['GE T', 'FOO', 'P\u00d6ST']),
        path: `/${r.text(10).replace(/[\s]/g, '')}`,
      };
    default:
      return {
        ...base,
        label: `${path} header without a colon`,
        rawHeaders: [r.text(30).replace(/[\r\n:]/g, '') || 'broken'],
      };
  }
}

const withSession = (c: Case, token: string): Case => ({
  ...c,
  headers: c.headers.map(([name, value]) => [name, value.replace(SESSION, token)]),
});

function caseOf(r: Random, cookie: string): Case {
  const door = r.int(0, 99);
  if (door < 40) return graphqlCase(r, cookie);
  if (door < 48) return publicGetCase(r);
  if (door < 60) return eventsCase(r);
  if (door < 70) return tusCase(r);
  if (door < 82) return storageCase(r);
  if (door < 88) return embedCase(r);
  if (door < 93) return instagramCase(r);
  return badHttpCase(r);
}

let server: ShopifyTestServer;
let dataDir: string;
let port: number;
let cookie: string;
/** A valid analytics token of the signed-in member's group (Standard: analytics). */
let analyticsToken: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-fuzz-'));
  // Small built sites of its own: the fuzzer must reach the static file server even where the
  // apps have not been built yet (tests run before the build).
  const site = async (name: string) => {
    const dir = path.join(dataDir, name);
    await mkdir(path.join(dir, 'assets'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(path.join(dir, 'assets', 'app.js'), 'export {};');
    return dir;
  };
  server = await startOwnAddressServer(
    { DATA_DIR: dataDir },
    { webDist: await site('web'), embedDist: await site('embed') },
  );
  port = Number(new URL(server.url).port);
  // A signed-in member on a paid plan, so that member operations get past authorization too.
  const world = await createWorld(server, 'fuzz');
  await givePlans(world);
  // Standard on top: white-label branding, so that a branding save gets past the plan gate.
  await appendEntry(server.database.db, {
    groupId: world.groupA,
    planId: 'standard',
    status: 'ACTIVE',
  });
  cookie = randomToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(cookie),
    userId: world.user.owner.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  analyticsToken = mintAnalyticsToken(server.app.services.config.sessionSecret, {
    groupId: world.groupA,
    userId: world.user.owner.id,
  }).token;
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function healthy(): Promise<void> {
  const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HANG_MS) });
  expect(response.status).toBe(200);
}

describe(`fuzzing the server's doors (FUZZ_SEED=${SEED})`, () => {
  const r = new Random(SEED);
  // The session exists only once the server runs: cases name it, and it is put in when sent.
  const cases = Array.from({ length: CASES }, () => caseOf(r, SESSION));

  for (let start = 0; start < CASES; start += BATCH) {
    it(`answers cases ${start + 1}-${Math.min(start + BATCH, CASES)} below 500, then is healthy`, async () => {
      const problems: string[] = [];
      for (let i = start; i < Math.min(start + BATCH, CASES); i++) {
        const c = withSession(cases[i]!, cookie);
        const where = `case ${i + 1} (FUZZ_SEED=${SEED}): ${c.label}`;
        let answer: Answer;
        try {
          answer = await send(port, c);
        } catch (error) {
          problems.push(`${where}: ${(error as Error).message}`);
          continue;
        }
        if (answer.status === null) {
          if (!c.malformed) problems.push(`${where}: the connection closed without an answer`);
          continue;
        }
        if (process.env.FUZZ_VERBOSE) console.log(`${answer.status} ${c.method} ${c.label}`);
        if (answer.status >= 500)
          problems.push(`${where}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`);
        if (c.path.startsWith('/graphql') && answer.body.includes(UNEXPECTED_ERROR_MESSAGE)) {
          problems.push(`${where}: ${answer.body.slice(0, 300)}`);
        }
      }
      await healthy();
      expect(problems).toEqual([]);
    }, 120_000);
  }

  it('answers the analytics data API below 500 with a valid, broken or missing token', async () => {
    const r = new Random(SEED + 1);
    const junk = () => r.text(30);
    const instant = () =>
      r.pick([
        '2026-03-01',
        '2026-03-01T10:00:00Z',
        '2026-03-01T10:30:00Z',
        '1970-01-01',
        '9999-12-31',
        '0000-01-01',
        '2026-02-30',
        '2026-13-01T00:00:00+14:00',
        String(r.int(-1e9, 1e9)),
        junk(),
      ]);
    const problems: string[] = [];
    for (let i = 0; i < 200; i++) {
      const params = new URLSearchParams();
      for (const name of ['from', 'to', 'bucket', 'dimension', 'limit', junk()]) {
        if (r.bool()) continue;
        params.append(
          name,
          name === 'from' || name === 'to'
            ? instant()
            : r.pick(['hour', 'day', 'layout', 'product', 'video', '10', '0', '-1', junk()]),
        );
      }
      const endpoint = r.pick([
        'summary',
        'series',
        'breakdown',
        'top-products',
        'orders',
        'experiments',
        `orders/${r.pick([junk(), '00000000-0000-4000-8000-000000000000'])}/path`,
        `orders/${junk()}/path`,
        junk(),
        '',
      ]);
      // Mostly a valid token, so that the parameters are what gets tested.
      const token = r.pick([
        analyticsToken,
        analyticsToken,
        analyticsToken,
        `${analyticsToken}x`,
        junk(),
      ]);
      const path = `/analytics/api/${encodeURIComponent(endpoint).replace(/%2F/g, '/')}?${params}`;
      const c: Case = {
        label: path,
        method: r.pick(['GET', 'GET', 'GET', 'GET', 'POST', 'OPTIONS']),
        path,
        headers: [
          [
            'authorization',
            `${r.pick(['Bearer ', 'Bearer ', 'bearer ', 'Basic '])}${token}`.trim(),
          ],
          ...(r.bool()
            ? ([['origin', r.pick(['https://attacker.example', junk()])]] as const)
            : []),
        ].map(([name, value]) => [name, value.replace(/[\r\n]/g, '')] as [string, string]),
        body: Buffer.alloc(0),
      };
      const answer = await send(port, c);
      if (answer.status === null || answer.status >= 500) {
        problems.push(
          `case ${i + 1} (FUZZ_SEED=${SEED}): ${c.method} ${c.label}: ${answer.status}`,
        );
      }
    }
    await healthy();
    expect(problems).toEqual([]);
  });

  it('refuses every attribution window but 1, 7 or 30 clearly, and the data API keeps a valid one', async () => {
    const r = new Random(SEED + 2);
    const problems: string[] = [];
    const save = async (days: unknown) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vendy-csrf': '1',
          cookie: `vendy_session=${cookie}`,
        },
        body: JSON.stringify({
          query: String(generated.UpdateAnalyticsSettingsDocument),
          variables: { attributionWindowDays: days },
        }),
      });
      return { status: response.status, body: await response.text() };
    };
    for (let i = 0; i < 40; i++) {
      const days = r.pick<unknown>([
        1,
        7,
        30,
        0,
        -7,
        2,
        31,
        365,
        2 ** 31 - 1,
        -(2 ** 31),
        2 ** 31,
        7.5,
        '7',
        null,
        r.int(-1e6, 1e6),
        r.text(8),
        [7],
        { days: 7 },
      ]);
      const answer = await save(days);
      const where = `case ${i + 1} (FUZZ_SEED=${SEED}): ${JSON.stringify(days)}`;
      if (answer.status >= 500 || answer.body.includes(UNEXPECTED_ERROR_MESSAGE)) {
        problems.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
      } else if (days === 1 || days === 7 || days === 30) {
        if (!answer.body.includes(`"attributionWindowDays":${days}`))
          problems.push(`${where}: not saved: ${answer.body.slice(0, 200)}`);
      } else if (answer.body.includes('"data":{')) {
        problems.push(`${where}: accepted: ${answer.body.slice(0, 200)}`);
      } else if (Number.isInteger(days) && Math.abs(days as number) < 2 ** 31) {
        // A well-typed Int that is no choice gets the clear message.
        if (!answer.body.includes('Choose an attribution window of 1, 7 or 30 days.'))
          problems.push(`${where}: unclear refusal: ${answer.body.slice(0, 200)}`);
      }
    }
    const summary = await fetch(
      `${server.url}/analytics/api/summary?from=2026-03-01&to=2026-03-02`,
      { headers: { authorization: `Bearer ${analyticsToken}` } },
    );
    expect(summary.status).toBe(200);
    const { attributionWindowDays } = (await summary.json()) as { attributionWindowDays: number };
    expect([1, 7, 30]).toContain(attributionWindowDays);
    await healthy();
    expect(problems).toEqual([]);
  });

  it('answers oversized bodies 413: anonymous GraphQL (declared or chunked) and webhooks', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 'a');
    const graphql = (extra: Partial<Case>): Case => ({
      label: 'POST /graphql 12 MB anonymous',
      method: 'POST',
      path: '/graphql',
      headers: [CSRF, JSON_TYPE],
      body: Buffer.concat([
        Buffer.from('{"query":"{ __typename }","pad":"'),
        big,
        Buffer.from('"}'),
      ]),
      ...extra,
    });
    expect((await send(port, graphql({}))).status).toBe(413);
    // Chunked: one chunk past the cap is enough to be refused.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const chunked = await send(
      port,
      graphql({
        noLength: true,
        rawHeaders: ['Transfer-Encoding: chunked'],
        body: Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from('\r\n0\r\n\r\n'),
        ]),
      }),
    );
    expect(chunked.status).toBe(413);
    const webhook = await send(port, {
      label: 'POST /webhooks/shopify/orders/create 6 MB',
      method: 'POST',
      path: '/webhooks/shopify/orders/create',
      headers: [JSON_TYPE, ['x-shopify-hmac-sha256', 'AAAA']],
      body: big.subarray(0, 6 * 1024 * 1024),
    });
    expect(webhook.status).toBe(413);
    await healthy();
  });

  it('answers a replayed signed upload URL 409 and keeps the first file', async () => {
    const key = 'groups/fuzz/images/once.png';
    const { url } = await server.app.services.storage.createUploadUrl({
      key,
      kind: 'image',
      contentType: 'image/png',
      maxBytes: 10_000,
    });
    const { pathname, search } = new URL(url);
    const put = (body: Buffer): Case => ({
      label: 'PUT /storage/upload replay',
      method: 'PUT',
      path: `${pathname}${search}`,
      headers: [['content-type', 'image/png']],
      body,
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await send(port, put(png))).status).toBe(200);
    const replay = await send(port, put(Buffer.concat([png, Buffer.from('overwritten')])));
    expect(replay.status).toBe(409);
    const stored = await fetch(`${server.url}/media/${key}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers public GET reads whose variables or extensions are no JSON with 400', async () => {
    const widget = DOCUMENTS.find((d) => d.name === 'GetEmbeddedWidget')!.query;
    for (const [name, value] of [
      ['variables', '{"widgetId":'],
      ['extensions', 'junk'],
    ] as const) {
      const params = new URLSearchParams({ query: widget, [name]: value });
      const response = await fetch(`${server.url}/graphql?${params}`);
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as { errors: Array<{ message: string }> };
      expect(body.errors.map((e) => e.message)).toEqual([INVALID_PARAMS_MESSAGE]);
    }
  });
});
