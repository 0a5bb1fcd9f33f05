// The shopper's side of the demo: after the demo store is connected, a demo clip goes through the
// real videos pipeline and two finished layouts appear, public to any storefront, shown by the
// sandbox store's pages; starting again changes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, virtualVideos, videos, widgets } from '../../src/db/schema';
import { DEMO_LAYOUT_SETTING } from '../../src/sandbox/shopify/storefront';
import {
  DEMO_BANNER_SECONDS,
  DEMO_CAROUSEL_LAYOUT_SETTING,
  DEMO_PLACEMENTS,
  seedDemoLayout,
  type DemoLayoutOutcome,
} from '../../src/modules/demo/layout-seed';
import { DEMO_PRODUCT_HANDLES } from '../../src/modules/demo/demo-products';
import {
  DEMO_ADMIN,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from '../../src/modules/demo/seed';
import { signIn } from '../harness/accounts';
import { dataOf } from '../groups/fixtures';
import { getSetting } from '../../src/modules/settings/service';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';
import { EMBEDDED_WIDGET, EXPERIMENT_DATA, graphqlGet } from '../layouts/public-path';

let server: ShopifyTestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-demo-layout-'));
  server = await startShopifyTestServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const development = () => ({
  ...server.app.services,
  config: { ...server.config, nodeEnv: 'development' as const, demoData: true },
  logger: server.app.logger,
});
const options = { videoSeconds: 12, pollMs: 250, readyTimeoutMs: 170_000 };

interface Segment {
  video: { status: string; url: string; thumbnailUrl: string | null; duration: number };
}
interface EmbeddedWidget {
  getEmbeddedWidget: {
    id: string;
    type: string;
    status: string;
    virtualVideo: { id: string; segments: Segment[] } | null;
    mediaCollection: { items: Array<{ virtualVideo: { id: string; title: string } }> } | null;
  };
}
interface ExperimentData {
  getExperimentData: {
    experiment: {
      items: Array<{
        ranges: Array<{ start: number; end: number }>;
        strategy: {
          title: string;
          individualAssignments: Array<{
            productId: string;
            adType: string;
            startTimeIndex: number;
          }>;
          multipleAssignments: Array<{
            adType: string;
            productCollectionId: string;
            bannerInterval: number;
          }>;
        };
      }>;
    };
    products: Array<{
      id: string;
      title: string;
      handle: string;
      variants: Array<{ id: string; selectedOptions: Array<{ name: string; value: string }> }>;
    }>;
    productCollections: Array<{ id: string; title: string }>;
    shopifyStore: { storeName: string };
  };
}

describe('seedDemoLayout', () => {
  it('does nothing without DEMO_DATA, in production, or before the demo store is connected', async () => {
    const test = { ...development(), config: server.config };
    expect(await seedDemoLayout(test)).toEqual({ status: 'skipped' });
    const production = {
      ...development(),
      config: { ...server.config, nodeEnv: 'production' as const, demoData: true },
    };
    expect(await seedDemoLayout(production)).toEqual({ status: 'skipped' });
    // Development, but no demo group or store yet.
    expect(await seedDemoLayout(development(), options)).toEqual({ status: 'skipped' });
    expect(await server.database.db.select().from(widgets)).toEqual([]);
  });

  let outcome: DemoLayoutOutcome;

  it('makes a finished PORTRAIT layout whose video is a READY HLS video, public to anyone', async () => {
    await seedDemoData(development());
    await seedDemoStore(development());
    outcome = await seedDemoLayout(development(), options);
    expect(outcome.status).toBe('created');
    if (outcome.status !== 'created') return;
    expect(await getSetting(server.database.db, DEMO_LAYOUT_SETTING)).toBe(outcome.layoutId);
    expect(await getSetting(server.database.db, DEMO_CAROUSEL_LAYOUT_SETTING)).toBe(
      outcome.carouselLayoutId,
    );

    // No session: what a shopper's browser gets.
    const answer = await graphqlGet<EmbeddedWidget>(server, EMBEDDED_WIDGET, {
      widgetId: outcome.layoutId,
    });
    expect(answer.body.errors).toBeUndefined();
    const widget = answer.body.data!.getEmbeddedWidget;
    expect(widget).toMatchObject({ type: 'PORTRAIT', status: 'READY' });
    const [segment] = widget.virtualVideo!.segments;
    expect(segment!.video.status).toBe('READY');
    expect(segment!.video.duration).toBeGreaterThan(11);
    const manifest = await fetch(segment!.video.url);
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toContain('#EXT-X-STREAM-INF');
    const poster = await fetch(segment!.video.thumbnailUrl!);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  }, 200_000);

  it('publishes a slider page of the demo videos at /pages/demo-store/spring-looks', async () => {
    if (outcome.status !== 'created') throw new Error('no layout');
    const response = await fetch(`${server.url}/pages/demo-store/spring-looks`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Spring looks</h1>');
    expect(html.match(/<button type="button" class="item"/g)).toHaveLength(4);
  });

  it('gives the demo admin the demo group to build slider pages on, as one of its users', async () => {
    if (outcome.status !== 'created') throw new Error('no layout');
    const admin = await signIn(server, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { getCurrentUser } = dataOf(
      await admin<{ getCurrentUser: { currentGroup: { handle: string | null } | null } }>(
        '{ getCurrentUser { currentGroup { handle } } }',
      ),
    );
    // The app's editor takes its catalogue and page addresses from this group.
    expect(getCurrentUser.currentGroup?.handle).toBe('demo-store');
    const { getSliderPages } = dataOf(
      await admin<{ getSliderPages: { slug: string }[] }>('{ getSliderPages { slug } }'),
    );
    expect(getSliderPages.map((page) => page.slug)).toContain('spring-looks');
  });

  it('places products with variants at 2, 6 and 10 s in two placements split 50/50', async () => {
    if (outcome.status !== 'created') throw new Error('no layout');
    const widget = (
      await graphqlGet<EmbeddedWidget>(server, EMBEDDED_WIDGET, { widgetId: outcome.layoutId })
    ).body.data!.getEmbeddedWidget;
    const data = (
      await graphqlGet<ExperimentData>(server, EXPERIMENT_DATA, {
        virtualVideoId: widget.virtualVideo!.id,
      })
    ).body.data!.getExperimentData;
    expect(data.shopifyStore.storeName).toBe(DEMO_STORE_NAME);
    const handleOf = new Map(data.products.map((p) => [p.id, p.handle]));
    expect(
      data.experiment.items.map((item) => ({
        title: item.strategy.title,
        ranges: item.ranges.map(({ start, end }) => ({ start, end })),
        timed: item.strategy.individualAssignments.map((a) => [
          handleOf.get(a.productId),
          a.adType,
          a.startTimeIndex,
        ]),
        collections: item.strategy.multipleAssignments.map((a) => [a.adType, a.bannerInterval]),
      })),
    ).toEqual(
      DEMO_PLACEMENTS.map((placement, index) => ({
        title: placement.title,
        ranges: [placement.ranges],
        timed: placement.productIndexes.map((p, rank) => [
          DEMO_PRODUCT_HANDLES[p],
          'banner',
          DEMO_BANNER_SECONDS[rank],
        ]),
        // The collection's banners follow the timed ones within the clip: 13, 16, 19 s.
        collections: index === 0 ? [['banner_static', 3]] : [],
      })),
    );
    // The product card has sizes and colours to choose from.
    const tee = data.products.find((p) => p.handle === 'riviera-tee')!;
    expect(tee.variants.length).toBeGreaterThan(1);
    expect(tee.variants[0]!.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect(tee.variants[0]!.selectedOptions.map((o) => o.name)).toEqual(['Size', 'Color']);
    expect(data.productCollections.map((c) => c.title)).toEqual(['Demo picks']);
  });

  it('makes a finished carousel of three shoppable videos', async () => {
    if (outcome.status !== 'created') throw new Error('no layout');
    const carousel = (
      await graphqlGet<EmbeddedWidget>(server, EMBEDDED_WIDGET, {
        widgetId: outcome.carouselLayoutId,
      })
    ).body.data!.getEmbeddedWidget;
    expect(carousel).toMatchObject({ type: 'PORTRAIT_CAROUSEL', status: 'READY' });
    expect(carousel.mediaCollection!.items.map((i) => i.virtualVideo.title)).toEqual([
      'Weekend edit',
      'Spring looks',
      'Studio session',
    ]);
  });

  it('is shown by the sandbox store: the layout on product pages, the carousel on collections', async () => {
    if (outcome.status !== 'created') throw new Error('no layout');
    const store = `${server.url}/sandbox/shopify/${DEMO_STORE_NAME}/`;
    const product = await (await fetch(`${store}products/riviera-tee`)).text();
    expect(product).toContain(`data-vendy-layout="${outcome.layoutId}"`);
    const collection = await (await fetch(`${store}collections/all`)).text();
    expect(collection).toContain(`data-vendy-layout="${outcome.carouselLayoutId}"`);
    expect(collection).not.toContain(`data-vendy-layout="${outcome.layoutId}"`);
  });

  it('changes nothing when the server starts again', async () => {
    const count = async () => ({
      widgets: (await server.database.db.select().from(widgets)).length,
      virtualVideos: (await server.database.db.select().from(virtualVideos)).length,
      videos: (await server.database.db.select().from(videos)).length,
      products: (await server.database.db.select().from(products)).length,
    });
    const before = await count();
    expect(before).toEqual({ widgets: 2, virtualVideos: 3, videos: 1, products: 6 });
    const again = await seedDemoLayout(development(), options);
    expect(again).toEqual({ ...outcome, status: 'exists' });
    expect(await count()).toEqual(before);
  });
});
