// The sandbox store's pages: home, collections, product pages with a working add-to-cart form, the
// theme's assets, and the demo store's Vendy layout, rendered by the theme app extension's own
// Liquid (shown only when the setting names a finished layout and the app wrote vendy.host).
import { eq } from 'drizzle-orm';
import { FEED_RESERVED_HEIGHT } from '@vendy/client/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../src/db/schema';
import { DEMO_STORE_NAME } from '../../src/modules/demo/seed';
import { createGroup } from '../../src/modules/groups/service';
import { setSetting } from '../../src/modules/settings/service';
import { sandboxCatalogue } from '../../src/sandbox/shopify/catalogue/generate';
import {
  DEMO_CAROUSEL_LAYOUT_SETTING,
  DEMO_LAYOUT_SETTING,
} from '../../src/sandbox/shopify/storefront';
import { INSTAGRAM_PAGE_PATH } from '../../src/sandbox/shopify/storefront/theme-editor';
import { blockSettings } from '../../src/sandbox/shopify/storefront/theme-extension';
import { createUser } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { draft, inStock, ROOT, Shopper, SHOP, soldOut } from './storefront-harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shopper = () => new Shopper(server.url);
const cardCount = (html: string) => (html.match(/class="card__link"/g) ?? []).length;

describe('store pages', () => {
  it('serves the home page with the header, a featured collection and collections', async () => {
    const page = await shopper().html('');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.html).toContain('<title>Home – Storefront Test</title>');
    expect(page.html).toContain(`href="${ROOT}cart"`);
    expect(page.html).toContain('aria-label="Collections"');
    expect(cardCount(page.html)).toBeGreaterThan(8);
    expect(page.html).not.toContain('data-vendy-layout');
  });

  it('redirects the store address without its trailing slash', async () => {
    const response = await new Shopper(server.url, `/sandbox/shopify/${SHOP}`).request('');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(ROOT);
  });

  it('lists every product for sale in /collections/all, 24 a page', async () => {
    const forSale = sandboxCatalogue(SHOP).products.filter((p) => p.status === 'ACTIVE');
    const first = await shopper().html('collections/all');
    expect(first.html).toContain(`${forSale.length} products`);
    expect(cardCount(first.html)).toBe(24);
    expect(first.html).toContain('aria-label="Pagination"');
    const pages = Math.ceil(forSale.length / 24);
    const last = await shopper().html(`collections/all?page=${pages}`);
    expect(cardCount(last.html)).toBe(forSale.length - (pages - 1) * 24);
    expect(last.html).toContain('aria-current="page"');
    expect(first.html).not.toContain(draft().product.title);
  });

  it('shows a collection and the collection list; unknown ones are a 404 page', async () => {
    const collection = sandboxCatalogue(SHOP).collections.find((c) => c.productIds.length > 0)!;
    const page = await shopper().html(`collections/${collection.handle}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1>${collection.title}</h1>`);
    expect((await shopper().html('collections')).html).toContain(collection.title);

    const missing = await shopper().html('collections/no-such-collection');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
  });

  it('shows a product with its variant picker, quantity and Add to cart form', async () => {
    const { product, variant } = inStock();
    const page = await shopper().html(`products/${product.handle}?variant=${variant.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<h1 class="product__title">${product.title}</h1>`);
    expect(page.html).toContain(`action="${ROOT}cart/add"`);
    expect(page.html).toContain(`<option value="${variant.id}"`);
    expect(page.html).toMatch(new RegExp(`<option value="${variant.id}"[^>]* selected`));
    expect(page.html).toContain('name="quantity"');
    expect(page.html).toContain('>Add to cart</button>');
  });

  it('marks sold-out variants and hides unpublished products', async () => {
    const { product, variant } = soldOut();
    const page = await shopper().html(`products/${product.handle}`);
    expect(page.html).toMatch(
      new RegExp(`<option value="${variant.id}"[^>]* disabled>[^<]*\\(Sold out\\)`),
    );
    expect((await shopper().html(`products/${draft().product.handle}`)).status).toBe(404);
  });

  it('shows the header cart count of the visitor’s cart', async () => {
    const visitor = shopper();
    expect((await visitor.html('')).html).toMatch(/class="cart-count-bubble" hidden/);
    await visitor.json('cart/add.js', { items: [{ id: inStock().variant.id, quantity: 3 }] });
    const page = await visitor.html('');
    expect(page.html).toContain('<span aria-hidden="true" data-cart-count>3</span>');
    expect(page.html).toContain('3 items</span>');
  });

  it('serves the theme’s stylesheet and script', async () => {
    const css = await shopper().request('assets/theme.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const js = await shopper().request('assets/theme.js');
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(await js.text()).toContain('cart/add.js');
    expect((await shopper().request('assets/other.js')).status).toBe(404);
  });

  it('leaves other sandbox paths to the sandbox (JSON 404)', async () => {
    const response = await shopper().request('admin/nothing', {
      headers: { accept: 'application/json' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found.' });
  });
});

describe('the demo store’s Vendy layout, through the theme app extension', () => {
  const demo = () => new Shopper(server.url, `/sandbox/shopify/${DEMO_STORE_NAME}/`);
  /** The layout section's content. */
  const sectionOf = (html: string) =>
    /<section class="section page-width vendy-section" aria-label="Shoppable video">\s*([\s\S]*?)\s*<\/section>/.exec(
      html,
    )?.[1];

  /** What the app does at install: vendy.host on its installation, through the Admin API. */
  async function setHost(host: string): Promise<unknown[]> {
    const call = async (query: string, variables: Record<string, unknown> = {}) => {
      const response = await fetch(
        `${server.url}/sandbox/shopify/${DEMO_STORE_NAME}/admin/api/2025-01/graphql.json`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-access-token': 'shpat_storefronttest',
          },
          body: JSON.stringify({ query, variables }),
        },
      );
      return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data;
    };
    const ownerId = (await call('{ currentAppInstallation { id } }')).currentAppInstallation?.id;
    const set = await call(
      `mutation set($metafields: [MetafieldsSetInput!]!) {
        metafieldsSet(metafields: $metafields) { userErrors { field message } }
      }`,
      {
        metafields: [
          { ownerId, namespace: 'vendy', key: 'host', type: 'single_line_text_field', value: host },
        ],
      },
    );
    return set.metafieldsSet?.userErrors as unknown[];
  }
  const demoProduct = () =>
    sandboxCatalogue(DEMO_STORE_NAME).products.find((p) => p.status === 'ACTIVE')!;
  let layoutId: string;

  beforeAll(async () => {
    const db = server.database.db;
    const owner = await createUser(db, { email: 'storefront-owner@example.com' });
    const group = await createGroup(db, owner.id, 'Demo Store');
    const [row] = await db
      .insert(widgets)
      .values({
        groupId: group.id,
        title: 'Summer looks',
        type: 'PORTRAIT_CAROUSEL',
        status: 'READY',
      })
      .returning({ id: widgets.id });
    layoutId = row!.id;
  });

  it('shows nothing while the setting is unset', async () => {
    const page = await demo().html(`products/${demoProduct().handle}`);
    expect(page.html).not.toContain('data-vendy-layout');
    expect(page.html).not.toContain('/embed/loader.js');
  });

  it('renders no widget while the app has not written vendy.host', async () => {
    await setSetting(server.database.db, DEMO_LAYOUT_SETTING, layoutId);
    await setSetting(server.database.db, DEMO_CAROUSEL_LAYOUT_SETTING, layoutId);
    for (const path of [`products/${demoProduct().handle}`, '']) {
      const page = await demo().html(path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('data-vendy-layout');
      expect(page.html).not.toContain('/embed/loader.js');
      expect(page.html).not.toContain('aria-label="Shoppable video"');
    }
    // The custom section's placeholder stays an empty box: nothing loads it.
    const collection = await demo().html('collections/all');
    expect(collection.html).toContain(`data-vendy-layout="${layoutId}"`);
    expect(collection.html).not.toContain('/embed/loader.js');
  });

  it('renders the extension’s app block and app embed with the host from vendy.host', async () => {
    const host = 'https://vendy-host.example';
    expect(await setHost(host)).toEqual([]);
    for (const path of [`products/${demoProduct().handle}`, '']) {
      const page = await demo().html(path);
      const section = sectionOf(page.html);
      expect(section).toMatch(
        new RegExp(
          `<div id="shopify-block-vendy-layout-${layoutId}" class="shopify-block shopify-app-block">\\s*` +
            `<div\\s+class="vendy-layout"\\s+data-vendy-layout="${layoutId}"\\s+` +
            `style="display:block;width:100%;height:685px"\\s*></div>\\s*` +
            `<script src="${host}/embed/loader.js" async></script>\\s*</div>`,
        ),
      );
      // The app embed loads the loader on every page, at the end of the body.
      expect(page.html).toMatch(
        new RegExp(
          `<div id="shopify-block-vendy-app-embed" class="shopify-block shopify-app-block">` +
            `<link rel="preconnect" href="${host}">\\s*` +
            `<script src="${host}/embed/loader.js" async></script></div>\\s*</body>`,
        ),
      );
      expect(page.html).not.toContain('translation missing');
    }
    const collection = await demo().html('collections/all');
    expect(sectionOf(collection.html)).toBe(
      `<div data-vendy-layout="${layoutId}" style="display:block;width:100%;height:685px"></div>`,
    );
    expect(collection.html).toContain(`<script src="${host}/embed/loader.js" async></script>`);
    // Only the demo store shows a layout; the other shop has no vendy.host either.
    const other = (await shopper().html(`products/${inStock().product.handle}`)).html;
    expect(other).not.toContain('data-vendy-layout');
    expect(other).not.toContain('/embed/loader.js');
  });

  it('follows the layout’s shape and a changed host, escaped', async () => {
    const db = server.database.db;
    await db.update(widgets).set({ type: 'LANDSCAPE_CAROUSEL' }).where(eq(widgets.id, layoutId));
    expect(await setHost('https://moved.example/v?a="b"&c')).toEqual([]);
    const section = sectionOf((await demo().html('')).html);
    expect(section).toContain('style="display:block;width:100%;aspect-ratio:16/9"');
    expect(section).toContain(
      '<script src="https://moved.example/v?a=&quot;b&quot;&amp;c/embed/loader.js" async></script>',
    );
    await db.update(widgets).set({ type: 'PORTRAIT_CAROUSEL' }).where(eq(widgets.id, layoutId));
  });

  it('uses the block schema’s default for a setting the theme editor would not accept', () => {
    expect(blockSettings('vendy-layout', { layout_id: 'x', layout_format: 'square' })).toEqual({
      layout_id: 'x',
      layout_format: 'landscape',
    });
    expect(blockSettings('vendy-layout', { layout_format: 'portrait' })).toEqual({
      layout_id: null,
      layout_format: 'portrait',
    });
  });

  it('shows nothing for a draft layout or a setting that names no layout', async () => {
    const db = server.database.db;
    await db.update(widgets).set({ status: 'DRAFT' }).where(eq(widgets.id, layoutId));
    expect((await demo().html('')).html).not.toContain('data-vendy-layout');
    await setSetting(db, DEMO_LAYOUT_SETTING, 'not-a-layout-id');
    expect((await demo().html('')).html).not.toContain('data-vendy-layout');
  });

  describe('the theme editor and the Instagram page', () => {
    const editor = `admin/themes/current/editor`;
    const feedId = '6f0c1a52-9d3e-4c6b-8a27-1d5e0b7c4f10';
    const feedSection = (html: string) =>
      /<section class="section page-width vendy-section" aria-label="Instagram feed">\s*([\s\S]*?)\s*<\/section>/.exec(
        html,
      )?.[1];

    it('starts with no blocks on the Instagram page', async () => {
      const page = await demo().html(INSTAGRAM_PAGE_PATH);
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1>Shop our Instagram</h1>');
      expect(page.html).toContain('Nothing here yet.');
      expect((await demo().html(editor)).html).toContain('This page has no app blocks yet.');
    });

    it('adds a feed block that renders the extension’s feed block, and removes it', async () => {
      const host = 'https://vendy-host.example';
      expect(await setHost(host)).toEqual([]);
      // Pasted with the ig/ prefix the embed code carries: the block takes the bare id.
      const added = await demo().form(editor, {
        action: 'add',
        block: 'vendy-feed',
        id: ` ig/${feedId} `,
      });
      expect(added.status).toBe(303);
      expect(added.headers.get('location')).toContain('done=added');
      expect((await demo().html(`${editor}?done=added`)).html).toContain(
        'Saved. The block shows on the Instagram page.',
      );
      // Twice is once.
      await demo().form(editor, { action: 'add', block: 'vendy-feed', id: feedId });

      const page = await demo().html(INSTAGRAM_PAGE_PATH);
      const section = feedSection(page.html);
      expect(section).toMatch(
        new RegExp(
          `<div\\s+class="vendy-layout vendy-feed"\\s+data-vendy-layout="ig/${feedId}"\\s+` +
            `style="display:block;width:100%;height:${FEED_RESERVED_HEIGHT}px"\\s*></div>\\s*` +
            `<script src="${host}/embed/loader.js" async></script>`,
        ),
      );
      expect(page.html.match(/data-vendy-layout=/g)).toHaveLength(1);
      expect(page.html).not.toContain('translation missing');

      const listed = (await demo().html(editor)).html;
      const blockId = /name="block-id" value="([^"]+)"/.exec(listed)?.[1];
      expect(listed).toContain(`aria-label="Remove Vendy Instagram feed ${feedId}"`);
      const removed = await demo().form(editor, { action: 'remove', 'block-id': blockId! });
      expect(removed.status).toBe(303);
      expect((await demo().html(INSTAGRAM_PAGE_PATH)).html).not.toContain('data-vendy-layout');
    });

    it('refuses an id the block could not name, and keeps the page as it was', async () => {
      for (const id of ['', 'ig/', '<script>', 'a/b', 'x'.repeat(80)]) {
        const answer = await demo().form(editor, { action: 'add', block: 'vendy-feed', id });
        expect(answer.status).toBe(400);
        expect(await answer.text()).toContain('Enter the feed ID copied from Vendy.');
      }
      const layout = await demo().form(editor, { action: 'add', block: 'vendy-layout', id: '"' });
      expect(layout.status).toBe(400);
      expect((await demo().form(editor, { action: 'add', block: 'other', id: 'x' })).status).toBe(
        400,
      );
      expect((await demo().html(INSTAGRAM_PAGE_PATH)).html).not.toContain('data-vendy-layout');
    });

    it('places a layout block with its shape too', async () => {
      await demo().form(editor, {
        action: 'add',
        block: 'vendy-layout',
        id: layoutId,
        shape: 'portrait',
      });
      const html = (await demo().html(INSTAGRAM_PAGE_PATH)).html;
      expect(html).toContain('aria-label="Shoppable video"');
      expect(html).toContain(`data-vendy-layout="${layoutId}"`);
      expect(html).toContain('height:685px');
    });
  });
});
