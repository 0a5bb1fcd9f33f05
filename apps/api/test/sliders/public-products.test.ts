// The products placed on a slider page's shoppable videos, in the page's schema.org data: a
// Product (name, image, description trimmed, an Offer with price, currency, availability and the
// product's address on the store) for each product placed on a video of the page, directly or
// through a collection, in an ItemList the videos name in `mentions`; nothing for a video without
// placements; names that could close the script stay inside it; the same few queries however many
// videos have products.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  UpsertSliderPageDocument,
  type SliderPageInput,
} from '../../../../packages/client/src/generated/graphql';
import { groups, products } from '../../src/db/schema';
import { dataOf } from '../groups/fixtures';
import {
  addAffiliateLink,
  addProduct,
  addProductCollection,
  addVideo,
  connectStore,
  shoppableVideo,
  startWorld,
  UPSERT_EXPERIMENT,
  UPSERT_STRATEGY,
  type World,
} from '../layouts/fixtures';

let world: World;
const ids: Record<string, string> = {};
let input: SliderPageInput;

const UPSERT = UpsertSliderPageDocument.toString();
const ORIGIN = 'http://localhost:3000';
const PAGE_URL = `${ORIGIN}/pages/acme/looks`;
/** A product name that would end the data's script and open a comment, were it not escaped. */
const TRICKY = 'Tee </script><!-- & "more"';
const LONG_DESCRIPTION = `  Soft   cotton.\n\n${'Made to last. '.repeat(40)}  `;

type Node = Record<string, unknown>;
interface Graph {
  '@graph': Node[];
}

function jsonLd(html: string): Graph {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as Graph;
}

const page = async () => (await fetch(new URL('/pages/acme/looks', world.server.url))).text();

/** The videos' order on the page: featured (third), then first, second. */
const videosOf = (data: Graph) => (data['@graph'][0]!.hasPart as Node[]) ?? [];
const productsOf = (data: Graph) =>
  ((data['@graph'].find((n) => n['@type'] === 'ItemList')?.itemListElement as Node[]) ?? []).map(
    (entry) => entry.item as Node,
  );

async function placeOn(virtualVideoId: string, assignments: Record<string, unknown[]>) {
  const owner = world.cast.as.owner;
  const strategyId = dataOf<{ upsertStrategy: string }>(
    await owner(UPSERT_STRATEGY, {
      title: `On ${virtualVideoId}`,
      assignments: { individualAssignments: [], multipleAssignments: [], ...assignments },
    }),
  ).upsertStrategy;
  dataOf(
    await owner(UPSERT_EXPERIMENT, {
      title: 'Placement',
      virtualVideoId,
      items: [{ strategyId, rangePercentage: 100, ranges: [] }],
    }),
  );
}

beforeAll(async () => {
  world = await startWorld();
  const { db } = world;
  const groupA = world.cast.groupA;
  await db.update(groups).set({ handle: 'acme' }).where(eq(groups.id, groupA));
  await connectStore(db, groupA, 'acme-shop.myshopify.com');
  const video = await addVideo(db, groupA, { duration: 30 });
  const owner = world.cast.as.owner;
  ids.first = await shoppableVideo(owner, video, 'First look');
  ids.second = await shoppableVideo(owner, video, 'Second look');
  ids.third = await shoppableVideo(owner, video, 'Third look');
  ids.tee = await addProduct(db, groupA, 'Riviera Tee');
  await db
    .update(products)
    .set({ title: TRICKY, description: LONG_DESCRIPTION, price: '33.9500' })
    .where(eq(products.id, ids.tee));
  ids.boot = await addProduct(db, groupA, 'Boot');
  await db
    .update(products)
    .set({ availableForSale: false, description: '' })
    .where(eq(products.id, ids.boot));
  ids.retired = await addProduct(db, groupA, 'Retired', { archived: true });
  ids.collection = await addProductCollection(db, groupA, [ids.boot, ids.retired]);
  ids.link = await addAffiliateLink(db, groupA);
  // The first look places the tee, an affiliate link and a collection (the boot; the retired
  // product is archived); the second look and the third nothing.
  await placeOn(ids.first, {
    individualAssignments: [
      { productId: ids.tee, adType: 'banner', rank: 0, startTimeIndex: 2 },
      { affiliateLinkId: ids.link, adType: 'banner', rank: 1, startTimeIndex: 5 },
    ],
    multipleAssignments: [{ productCollectionId: ids.collection, adType: 'banner', rank: 0 }],
  });
  input = {
    id: randomUUID(),
    title: 'Looks',
    description: null,
    slug: 'looks',
    featuredSlider: {
      id: randomUUID(),
      title: 'Featured',
      rank: -1,
      sliderItems: [{ id: randomUUID(), rank: 0, virtualVideoId: ids.third }],
    },
    sliders: [
      {
        id: randomUUID(),
        title: 'More',
        rank: 0,
        sliderItems: [
          { id: randomUUID(), rank: 0, virtualVideoId: ids.first },
          { id: randomUUID(), rank: 1, virtualVideoId: ids.second },
        ],
      },
    ],
  };
  dataOf(await world.cast.as.admin(UPSERT, { page: input }));
}, 60_000);

afterAll(() => world?.server.close());

describe('the products on a slider page', () => {
  it('are schema.org Products with an offer on the store, named by the video they are placed on', async () => {
    const data = jsonLd(await page());
    expect(data['@graph'].map((n) => n['@type'])).toEqual(['WebPage', 'ItemList']);
    const placed = productsOf(data);
    // The tee then the collection's boot; the archived product and the affiliate link are not.
    expect(placed.map((p) => p.name)).toEqual([TRICKY, 'Boot']);
    const [tee, boot] = placed;
    expect(tee).toEqual({
      '@type': 'Product',
      '@id': `${PAGE_URL}#product-${ids.tee}`,
      name: TRICKY,
      description: expect.stringMatching(/^Soft cotton\. Made to last\. Made to last\./),
      image: 'https://cdn.example.com/p.png',
      url: 'https://acme-shop.myshopify.com/products/riviera-tee',
      offers: {
        '@type': 'Offer',
        price: 33.95,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://acme-shop.myshopify.com/products/riviera-tee',
      },
    });
    // Trimmed: whitespace folded, cut at a word with an ellipsis.
    const description = String(tee!.description);
    expect(description.length).toBeLessThanOrEqual(300);
    const folded = LONG_DESCRIPTION.replace(/\s+/g, ' ').trim();
    const kept = description.slice(0, -1);
    expect(description.endsWith('…')).toBe(true);
    expect(folded.startsWith(kept)).toBe(true);
    expect(folded[kept.length]).toMatch(/[ .]/); // cut between words
    expect(boot).not.toHaveProperty('description');
    expect(boot!.offers).toMatchObject({
      price: 19.99,
      availability: 'https://schema.org/OutOfStock',
      url: 'https://acme-shop.myshopify.com/products/boot',
    });

    const videos = videosOf(data);
    expect(videos.map((v) => v.name)).toEqual(['Third look', 'First look', 'Second look']);
    expect(videos[1]!.mentions).toEqual([
      { '@id': `${PAGE_URL}#product-${ids.tee}` },
      { '@id': `${PAGE_URL}#product-${ids.boot}` },
    ]);
    // Nothing placed on the featured video nor the second: no products named.
    expect(videos[0]).not.toHaveProperty('mentions');
    expect(videos[2]).not.toHaveProperty('mentions');
  });

  it('keeps a product name that could close the script inside the data', async () => {
    const html = await page();
    expect(html).not.toContain('</script><!--');
    expect(html).toContain('Tee \\u003c/script\\u003e\\u003c!-- \\u0026 \\"more\\"');
    // The data's script and the player's: no third one opened by the name.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(productsOf(jsonLd(html))[0]!.name).toBe(TRICKY);
  });

  it('reads them in the same few queries however many videos have products', async () => {
    const connection = world.server.database as { client?: PGlite };
    if (!connection.client) return; // PGlite only: a PostgreSQL run has no client to count on
    const count = async () => {
      world.server.app.services.publicCache.invalidateGroup(world.cast.groupA);
      const spy = vi.spyOn(connection.client!, 'query');
      try {
        const data = jsonLd(await page());
        // The job queue polls the same database in the background; its queries are not ours.
        const queries = spy.mock.calls.filter(([text]) => !/pgboss/i.test(String(text))).length;
        return { queries, data };
      } finally {
        spy.mockRestore();
      }
    };
    const before = await count();
    await placeOn(ids.second!, {
      individualAssignments: [{ productId: ids.boot, adType: 'banner', rank: 0 }],
    });
    await placeOn(ids.third!, {
      multipleAssignments: [{ productCollectionId: ids.collection, adType: 'banner', rank: 0 }],
    });
    const after = await count();
    expect(videosOf(after.data).map((v) => (v.mentions as Node[] | undefined)?.length)).toEqual([
      1, 2, 1,
    ]);
    expect(after.queries).toBe(before.queries);
  });
});
