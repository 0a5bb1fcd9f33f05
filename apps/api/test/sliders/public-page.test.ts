// The public slider page at /pages/{handle}/{slug}: server-rendered HTML a visitor and a search
// engine can read (canonical address, Open Graph, schema.org VideoObject per item, its own icon),
// sliders and items in the page's order, titles escaped everywhere, no player frame before a
// press, a 404 page for unknown addresses, cache headers like the public layout reads, and fresh
// right after the page is saved again. The products placed on its videos: public-products.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  UpsertSliderPageDocument,
  type SliderPageInput,
} from '../../../../packages/client/src/generated/graphql';
import { groups } from '../../src/db/schema';
import { dataOf } from '../groups/fixtures';
import { addVideo, shoppableVideo, startWorld, type World } from '../layouts/fixtures';

let world: World;
const ids: Record<string, string> = {};
let input: SliderPageInput;

const UPSERT = UpsertSliderPageDocument.toString();
/** The server's public address in tests (config.publicUrl). */
const ORIGIN = 'http://localhost:3000';
const XSS = '</script><script>alert(1)</script>';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, world.server.url), { headers });

/** The page's schema.org WebPage (the first node of its JSON-LD graph). */
function jsonLd(html: string): { hasPart: Array<Record<string, unknown>> } {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!) as { '@graph': Array<{ hasPart: [] }> };
  expect(data['@graph'][0]).toMatchObject({ '@type': 'WebPage' });
  return data['@graph'][0]!;
}

beforeAll(async () => {
  world = await startWorld();
  await world.db.update(groups).set({ handle: 'acme' }).where(eq(groups.id, world.cast.groupA));
  const video = await addVideo(world.db, world.cast.groupA, { duration: 65 });
  const owner = world.cast.as.owner;
  ids.first = await shoppableVideo(owner, video, 'First look');
  ids.second = await shoppableVideo(owner, video, XSS);
  ids.third = await shoppableVideo(owner, video, 'Third look');
  input = {
    id: randomUUID(),
    title: 'Summer <b>picks</b>',
    description: 'Looks & more',
    slug: 'summer',
    featuredSlider: {
      id: randomUUID(),
      title: 'Featured',
      rank: -1,
      sliderItems: [{ id: randomUUID(), rank: 0, virtualVideoId: ids.third! }],
    },
    sliders: [
      {
        id: randomUUID(),
        title: 'Later row',
        rank: 1,
        sliderItems: [{ id: randomUUID(), rank: 0, virtualVideoId: ids.first! }],
      },
      {
        id: randomUUID(),
        title: 'Early row',
        rank: 0,
        sliderItems: [
          { id: randomUUID(), rank: 1, virtualVideoId: ids.first! },
          { id: randomUUID(), rank: 0, virtualVideoId: ids.second! },
        ],
      },
    ],
  };
  dataOf(await world.cast.as.admin(UPSERT, { page: input }));
});

afterAll(() => world?.server.close());

describe('the public slider page', () => {
  it('is served as HTML a search engine and a link preview can read', async () => {
    const response = await get('/pages/acme/summer');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/pages/acme/summer">`);
    expect(html).toContain(
      '<meta property="og:title" content="Summer &#60;b&#62;picks&#60;/b&#62;">',
    );
    expect(html).toContain('<meta property="og:description" content="Looks &#38; more">');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/pages/acme/summer">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/i\.ytimg\.com\/[^"]+">/);
    expect(html).toContain('<h1>Summer &#60;b&#62;picks&#60;/b&#62;</h1>');
    // Its icon is in the page: a browser asks for no /favicon.ico (this server has none: a 404).
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+">/);
  });

  it('loads no player frame before a visitor presses a video', async () => {
    const html = await (await get('/pages/acme/summer')).text();
    expect(html).toContain('<dialog id="player" aria-label="Video player">');
    expect(html).not.toContain('<iframe');
  });

  it('shows the featured slider, then the sliders and their items in rank order', async () => {
    const html = await (await get('/pages/acme/summer')).text();
    const headings = [...html.matchAll(/<h2 id="[^"]+">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Featured', 'Early row', 'Later row']);
    const items = [...html.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]);
    const early = input.sliders[1]!.sliderItems;
    expect(items).toEqual([
      input.featuredSlider!.sliderItems[0]!.id,
      early[1]!.id,
      early[0]!.id,
      input.sliders[0]!.sliderItems[0]!.id,
    ]);
    // Each item is a button that plays it, with a poster of fixed size; only the first slider
    // loads its posters at once.
    expect(html.match(/<button type="button" class="item"/g)).toHaveLength(4);
    expect(html.match(/<img [^>]*width="180" height="320"/g)).toHaveLength(4);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
  });

  it('describes every item as a schema.org VideoObject', async () => {
    const html = await (await get('/pages/acme/summer')).text();
    const data = jsonLd(html);
    expect(data.hasPart).toHaveLength(4);
    // Nothing is placed on these videos: no product data.
    expect(html).not.toContain('"Product"');
    for (const video of data.hasPart) {
      expect(video['@type']).toBe('VideoObject');
      expect(video.duration).toBe('PT1M5S');
      expect(String(video.embedUrl)).toMatch(new RegExp(`^${ORIGIN}/embed/slider/[0-9a-f-]+$`));
      expect(video.thumbnailUrl).toEqual([expect.stringMatching(/^https:\/\//)]);
      expect(Number.isNaN(Date.parse(String(video.uploadDate)))).toBe(false);
    }
    expect(data.hasPart.map((v) => v.name)).toEqual([
      'Third look',
      XSS,
      'First look',
      'First look',
    ]);
  });

  it('escapes titles in the markup and in the structured data', async () => {
    const html = await (await get('/pages/acme/summer')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
    // Only the page's own two scripts: the data and the small player script.
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('is cacheable like the public layout reads, and fresh right after a save', async () => {
    const first = await get('/pages/acme/summer');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await get('/pages/acme/summer', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const policy = first.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'sha256-[^']+'/);
    expect(policy).not.toContain('unsafe-inline');

    dataOf(await world.cast.as.admin(UPSERT, { page: { ...input, title: 'Autumn picks' } }));
    const after = await get('/pages/acme/summer', { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('<h1>Autumn picks</h1>');
  });

  it('answers a 404 page for unknown handles and slugs', async () => {
    for (const path of [
      '/pages/acme/nothing',
      '/pages/nobody/summer',
      '/pages/acme',
      '/pages/a/b/c',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<h1>Page not found</h1>');
    }
  });
});
