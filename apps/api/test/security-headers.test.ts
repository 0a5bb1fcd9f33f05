// Security headers on real answers: the merchant app may not be framed and runs under a strict
// CSP; a layout's embed may be framed by its own store (and Vendy) only; every answer carries
// Referrer-Policy and nosniff.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyStores, widgets } from '../src/db/schema';
import { loadConfig } from '../src/config';
import { embedContentSecurityPolicy, REACT_ARIA_STYLE_TEXTS } from '../src/http/security-headers';
import { createGroup } from '../src/modules/groups/service';
import { createUser } from './harness/accounts';
import { startTestServer, type TestServer } from './harness/server';

/** Store pages served from this machine (theme development), outside production only. */
const LOCAL = ['http://localhost:*', 'http://127.0.0.1:*'];

let server: TestServer;
let dir: string;
let acmeLayout: string;
let twoStoresLayout: string;
let noStoreLayout: string;

async function site(name: string) {
  await mkdir(path.join(dir, name, 'assets'), { recursive: true });
  await writeFile(path.join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
  await writeFile(path.join(dir, name, 'assets', 'main-abc123.js'), 'console.log(1);\n');
}

async function layoutOf(storeNames: string[], uninstalled = false): Promise<string> {
  const db = server.database.db;
  const owner = await createUser(db, { email: `owner-${Math.random()}@shop.test` });
  const group = await createGroup(db, owner.id, 'Shop');
  for (const storeName of storeNames) {
    await db.insert(shopifyStores).values({
      storeName,
      groupId: group.id,
      // Never read here.
      accessTokenEncrypted: 'unused',
      ...(uninstalled ? { uninstalledAt: new Date() } : {}),
    });
  }
  const [row] = await db
    .insert(widgets)
    .values({ groupId: group.id, title: 'Looks', type: 'LANDSCAPE', status: 'READY' })
    .returning({ id: widgets.id });
  return row!.id;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-headers-'));
  await site('web');
  await site('embed');
  server = await startTestServer({
    webDist: path.join(dir, 'web'),
    embedDist: path.join(dir, 'embed'),
  });
  acmeLayout = await layoutOf(['acme.myshopify.com']);
  twoStoresLayout = await layoutOf(['bravo.myshopify.com']);
  noStoreLayout = await layoutOf([]);
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, accept = 'text/html') =>
  fetch(`${server.url}${pathname}`, { headers: { accept } });

/** The CSP as directive → sources. */
function csp(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  expect(header, 'content-security-policy').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectCommonHeaders(response: { headers: Headers }) {
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('the merchant app', () => {
  it.each(['/', '/dashboard', '/layouts/123/edit'])(
    '%s may not be framed and gets a strict CSP',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>web</title>');
      expectCommonHeaders(response);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      const policy = csp(response);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://www.tiktok.com',
      ]);
      // No inline script and no inline style sheet beyond react-aria's two, by hash.
      expect(policy.get('style-src')?.[0]).toBe("'self'");
      expect(policy.get('style-src')?.slice(1)).toHaveLength(2);
      expect(policy.get('style-src')?.join(' ')).not.toContain('unsafe-inline');
    },
  );

  it('sends the headers with its static assets too', async () => {
    const response = await get('/assets/main-abc123.js', '*/*');
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
    expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows exactly react-aria's run-time style sheets", () => {
    // The texts as the installed react-aria writes them (usePress, usePreventScroll).
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('react-aria/package.json'));
    return Promise.all([
      readFile(path.join(root, 'dist/private/interactions/usePress.mjs'), 'utf8'),
      readFile(path.join(root, 'dist/private/overlays/usePreventScroll.mjs'), 'utf8'),
    ]).then(async ([press, scroll]) => {
      const written = (source: string) =>
        /style\.textContent = `([\s\S]*?)`(?:\.trim\(\))?;/
          .exec(source)?.[1]
          ?.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable')
          .trim();
      expect([written(press), written(scroll)]).toEqual([...REACT_ARIA_STYLE_TEXTS]);
      const hashes = REACT_ARIA_STYLE_TEXTS.map(
        (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      );
      expect(csp(await get('/')).get('style-src')).toEqual(["'self'", ...hashes]);
    });
  });
});

describe('the analytics frame', () => {
  it.each(['/analytics/frame', '/analytics/frame/', '/analytics/frame?x=1'])(
    '%s may be framed by the app itself only',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>web</title>');
      expectCommonHeaders(response);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const policy = csp(response);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    },
  );

  it.each(['/analytics', '/analytics/frames', '/analytics/frame/x', '/x/analytics/frame'])(
    '%s is not framed at all',
    async (url) => {
      const response = await get(url);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
    },
  );
});

describe('the embed', () => {
  it("may be framed by the layout's own store, Shopify's theme editor and Vendy", async () => {
    const response = await get(`/embed/${acmeLayout}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>embed</title>');
    expectCommonHeaders(response);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const policy = csp(response);
    expect(policy.get('frame-ancestors')).toEqual([
      "'self'",
      'https://acme.myshopify.com',
      'https://admin.shopify.com',
      ...LOCAL,
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it("does not let another store frame a layout: each layout names its own group's store", async () => {
    const policy = csp(await get(`/embed/${twoStoresLayout}/`));
    expect(policy.get('frame-ancestors')).toEqual([
      "'self'",
      'https://bravo.myshopify.com',
      'https://admin.shopify.com',
      ...LOCAL,
    ]);
    expect(policy.get('frame-ancestors')).not.toContain('https://acme.myshopify.com');
  });

  it('is framed by Vendy only (preview, sandbox storefront) without a connected store', async () => {
    for (const url of [`/embed/${noStoreLayout}`, '/embed/not-a-layout', '/embed/ig/feed1']) {
      expect(csp(await get(url)).get('frame-ancestors'), url).toEqual(["'self'", ...LOCAL]);
    }
    const uninstalled = await layoutOf(['gone.myshopify.com'], true);
    expect(csp(await get(`/embed/${uninstalled}`)).get('frame-ancestors')).toEqual([
      "'self'",
      ...LOCAL,
    ]);
  });

  it('leaves local theme development out in production', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://app.vendy.example',
      DATABASE_URL: 'postgres://vendy@db.example/vendy',
    });
    const policy = embedContentSecurityPolicy(production, ['https://acme.myshopify.com']);
    expect(policy).toContain("frame-ancestors 'self' https://acme.myshopify.com");
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain('localhost');
  });

  it('sends the headers with its static assets', async () => {
    const response = await get('/embed/assets/main-abc123.js', '*/*');
    expect(response.status).toBe(200);
    expectCommonHeaders(response);
  });
});

describe('other answers', () => {
  it('/graphql (POST and the public GET reads)', async () => {
    expectCommonHeaders(
      await server.gql('query getCurrentUser { getCurrentUser { auth { email } } }'),
    );
    const read = await fetch(
      `${server.url}/graphql?query=${encodeURIComponent('query getCurrentUser { getCurrentUser { auth { email } } }')}`,
      { headers: { 'x-vendy-csrf': '1' } },
    );
    expectCommonHeaders(read);
  });

  it('/media, /healthz and 404s', async () => {
    for (const url of ['/media/groups/none/x.png', '/healthz', '/api/nothing']) {
      expectCommonHeaders(await get(url, '*/*'));
    }
  });
});
