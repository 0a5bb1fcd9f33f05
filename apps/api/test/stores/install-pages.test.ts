// What the merchant sees of the install outside the app: the sandbox store offered in development
// (and only there), and error pages dressed like the app.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStylesheet } from '../../src/modules/stores/install-pages';
import { createUser, type TestUser } from '../harness/accounts';
import {
  Browser,
  installThroughSandbox,
  locationOf,
  seedInstalledStore,
  sessionOf,
  startShopifyTestServer,
  type ShopifyTestServer,
} from './harness';

let server: ShopifyTestServer;
let ava: TestUser;

beforeAll(async () => {
  server = await startShopifyTestServer();
  ava = await createUser(server.database.db, { email: 'ava@example.com' });
});
afterAll(() => server.close());

async function avasBrowser(): Promise<Browser> {
  return new Browser(server.url, (await sessionOf(server, ava.id)).token);
}

async function offeredShop(browser: Browser, name: string): Promise<string> {
  const response = await browser.get(`/shopify/sandbox-store?name=${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const { shop } = (await response.json()) as { shop: string };
  return shop;
}

describe('the sandbox store offered in development', () => {
  it('names a fresh sandbox shop after the group, which the install accepts as it is', async () => {
    const browser = await avasBrowser();
    const shop = await offeredShop(browser, "Ava's Café & Co");
    expect(shop).toMatch(/^ava-s-cafe-co-[0-9a-f]{6}\.myshopify\.com$/);
    const done = await installThroughSandbox(browser, shop);
    expect(locationOf(done)).toBe(`/shopify-connect?store=${encodeURIComponent(shop)}`);
  });

  it('never offers a shop that is already installed or connected', async () => {
    const browser = await avasBrowser();
    const first = await offeredShop(browser, 'Twice');
    const second = await offeredShop(browser, 'Twice');
    expect(second).not.toBe(first);
    await seedInstalledStore(server, 'taken-by-someone.myshopify.com', ava.id);
    for (let i = 0; i < 5; i += 1) {
      expect(await offeredShop(browser, 'Taken By Someone')).not.toBe(
        'taken-by-someone.myshopify.com',
      );
    }
  });

  it('falls back to a plain name when the group name has no usable letters', async () => {
    expect(await offeredShop(await avasBrowser(), '★★★')).toMatch(
      /^my-shop-[0-9a-f]{6}\.myshopify\.com$/,
    );
  });

  it('is for signed-in merchants only', async () => {
    const response = await new Browser(server.url).get('/shopify/sandbox-store?name=x');
    expect(response.status).toBe(401);
  });

  it('is not offered when the server speaks to real Shopify', async () => {
    const real = await startShopifyTestServer({
      SHOPIFY_API_KEY: 'real-key',
      SHOPIFY_API_SECRET: 'real-secret',
    });
    try {
      const user = await createUser(real.database.db, { email: 'real@example.com' });
      const browser = new Browser(real.url, (await sessionOf(real, user.id)).token);
      expect((await browser.get('/shopify/sandbox-store?name=x')).status).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('install pages', () => {
  it('show an error on a page styled like the app, with a way back', async () => {
    const response = await (await avasBrowser()).get('/shopify/install?shop=a%20b');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<link rel="stylesheet" href="/shopify/install.css">');
    expect(html).toContain('<p role="alert" class="alert">Requires valid store parameter.</p>');
    expect(html).toContain('<a class="button" href="/shopify-prompt">Back to Vendy</a>');

    const css = await new Browser(server.url).get('/shopify/install.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const text = await css.text();
    // The ui-kit theme's font stack and primary colour.
    expect(text).toContain("font-family: Roboto, 'Helvetica Neue', Arial, 'Liberation Sans'");
    expect(text).toContain('background: #0265b0');
  });

  it("use the app's own Roboto files when the app is built, and the theme's fallbacks otherwise", async () => {
    const assets = await mkdtemp(path.join(tmpdir(), 'vendy-assets-'));
    try {
      for (const file of [
        'roboto-latin-400-normal-BqEyEoaF.woff2',
        'roboto-latin-700-normal-x1.woff2',
        'roboto-cyrillic-400-normal-CBPI_iaY.woff2',
        'roboto-latin-400-normal-D27F5sTu.woff',
      ]) {
        await writeFile(path.join(assets, file), '');
      }
      const css = await installStylesheet(assets);
      expect(css.match(/@font-face/g)).toHaveLength(2);
      expect(css).toContain(
        "font-weight: 400; font-display: swap; src: url(/assets/roboto-latin-400-normal-BqEyEoaF.woff2) format('woff2');",
      );
      expect(css).toContain('url(/assets/roboto-latin-700-normal-x1.woff2)');
      expect(css).not.toContain('cyrillic');
      const unbuilt = await installStylesheet(path.join(assets, 'missing'));
      expect(unbuilt).not.toContain('@font-face');
      expect(unbuilt).toContain("font-family: Roboto, 'Helvetica Neue', Arial");
    } finally {
      await rm(assets, { recursive: true, force: true });
    }
  });
});
