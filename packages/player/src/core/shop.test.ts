import { describe, expect, it, vi } from 'vitest';
import {
  FakeClock,
  createMemorySink,
  fakeLoader,
  flushPromises,
  sampleAffiliateLink,
  samplePlacementData,
  sampleProduct,
  sampleShoppableVideo,
  simpleProduct,
} from '../testing';
import { createAnalytics } from './analytics';
import { AFFILIATE_NO_STORE_ERROR } from './messages';
import { resolvePlacement, type Placement } from './placement';
import { createPlayer } from './player';
import {
  cardAction,
  clampQuantity,
  createShop,
  variantOptionGroups,
  type ShopOptions,
} from './shop';
import { buildTimeline } from './timeline';

const placement = (): Placement => resolvePlacement(samplePlacementData(), { viewerRange: 10 });
const shirt = { kind: 'product', product: sampleProduct() } as const;
const hat = { kind: 'affiliate', link: sampleAffiliateLink() } as const;

function setup(options: Partial<ShopOptions> = {}) {
  const sink = createMemorySink();
  const analytics = createAnalytics({
    sink: sink.sink,
    context: { videoId: 'vv-1', widgetId: 'widget-1', groupId: 'group-1' },
  });
  const shop = createShop({ placement: placement(), analytics, ...options });
  return { shop, sink };
}

describe('overlay states', () => {
  it("goes from 'Click to Shop' to the list to the product card; closing clears the selection", () => {
    const { shop } = setup();
    expect(shop.get()).toMatchObject({ mode: 'collapsed', selected: null });
    shop.open();
    expect(shop.get().mode).toBe('open');
    shop.select(shirt);
    expect(shop.get()).toMatchObject({ mode: 'selected', selected: shirt });
    shop.closeCard();
    expect(shop.get()).toMatchObject({ mode: 'open', selected: null });
    shop.select(shirt);
    shop.collapse();
    expect(shop.get()).toMatchObject({ mode: 'collapsed', selected: null });
  });
});

describe('product card', () => {
  it('offers the variant options from selectedOptions, hiding the store placeholder', () => {
    expect(variantOptionGroups(sampleProduct())).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Blue', 'Black'] },
    ]);
    expect(variantOptionGroups(simpleProduct())).toEqual([]);
  });

  it('starts on the first variant and follows the chosen options', () => {
    const { shop } = setup();
    shop.select(shirt);
    expect(shop.get().options).toEqual({ Size: 'S', Colour: 'Blue' });
    shop.setOption('Size', 'L');
    expect(shop.get().options).toEqual({ Size: 'L', Colour: 'Blue' });
    // L / Black does not exist: the card moves to the variant that has Black.
    shop.setOption('Colour', 'Black');
    expect(shop.get().options).toEqual({ Size: 'M', Colour: 'Black' });
  });

  it('never lets the quantity go below 1', () => {
    const { shop } = setup();
    shop.select(shirt);
    shop.decrement();
    expect(shop.get().quantity).toBe(1);
    shop.increment();
    shop.increment();
    expect(shop.get().quantity).toBe(3);
    shop.setQuantity(-4);
    expect(shop.get().quantity).toBe(1);
    expect([clampQuantity(2.7), clampQuantity(Number.NaN), clampQuantity(0)]).toEqual([2, 1, 1]);
  });

  it('adds the chosen variant to the cart and sends add-to-cart with its fields', async () => {
    const onAddToCart = vi.fn(async () => undefined);
    const { shop, sink } = setup({ onAddToCart });
    shop.select(shirt);
    shop.setOption('Size', 'M');
    shop.increment();
    await shop.addToCart();
    expect(onAddToCart).toHaveBeenCalledWith({
      product: shirt.product,
      variant: shirt.product.variants[1],
      quantity: 2,
      strategyId: 'strategy-a',
    });
    expect(sink.product('add-to-cart')).toEqual([
      expect.objectContaining({
        productId: 'product-1',
        productTitle: 'Linen shirt',
        variantId: shirt.product.variants[1]!.id,
        variantTitle: 'M / Blue',
        price: 49,
        vendor: 'Vendy Apparel',
        productType: 'Shirts',
        quantity: 2,
        strategyId: 'strategy-a',
        experimentId: 'experiment-1',
        widgetId: 'widget-1',
        groupId: 'group-1',
        videoId: 'vv-1',
      }),
    ]);
    expect(shop.get().adding).toBe(false);
  });

  it('records shop-now when an item is opened', () => {
    const { shop, sink } = setup();
    shop.select(hat);
    expect(sink.product('shop-now')[0]).toMatchObject({
      affiliateLinkId: 'link-1',
      productTitle: 'Straw sun hat',
    });
  });
});

describe('Buy Now', () => {
  const options = {
    affiliateMode: false,
    storeDomain: 'vendy-demo.myshopify.com',
    variant: null,
    quantity: 1,
  };

  it("opens an affiliate link's own address, with its button text", () => {
    expect(cardAction(hat, options)).toEqual({
      kind: 'buy-now',
      url: 'https://partner.example.test/products/straw-hat',
      label: 'Buy Now',
    });
    const custom = {
      kind: 'affiliate',
      link: sampleAffiliateLink({ ctaText: 'Shop the hat' }),
    } as const;
    expect(cardAction(custom, options)).toMatchObject({ label: 'Shop the hat' });
  });

  it('offers Add to Cart for products, and the store cart link in affiliate mode', () => {
    const variant = shirt.product.variants[2]!;
    expect(cardAction(shirt, { ...options, variant })).toEqual({ kind: 'add-to-cart' });
    expect(cardAction(shirt, { ...options, variant, quantity: 3, affiliateMode: true })).toEqual({
      kind: 'buy-now',
      url: 'https://vendy-demo.myshopify.com/cart/103:3',
      label: 'Buy Now',
    });
    expect(
      cardAction(shirt, { ...options, variant, affiliateMode: true, storeDomain: null }),
    ).toEqual({
      kind: 'error',
      message: AFFILIATE_NO_STORE_ERROR,
    });
  });

  it('sends buy-now with the link and the ids that place it', () => {
    const { shop, sink } = setup();
    shop.select(hat);
    shop.recordBuyNow();
    expect(sink.product('buy-now')).toEqual([
      expect.objectContaining({
        affiliateLinkId: 'link-1',
        url: 'https://partner.example.test/products/straw-hat',
        videoId: 'vv-1',
        strategyId: 'strategy-a',
        experimentId: 'experiment-1',
        widgetId: 'widget-1',
        groupId: 'group-1',
        feedId: null,
      }),
    ]);
  });
});

describe('banners over a playing video', () => {
  it('lists the banners whose time has come and sends view-in-video once each', async () => {
    const clock = new FakeClock();
    const sink = createMemorySink();
    const loader = fakeLoader();
    const player = createPlayer({
      timeline: buildTimeline(sampleShoppableVideo()),
      loaders: [loader],
      clock,
      analytics: createAnalytics({ sink: sink.sink }),
    });
    const shop = createShop({ placement: placement(), player });
    expect(shop.get().banners.map((b) => b.label)).toEqual(['Linen shirt']);
    expect(sink.product('view-in-video')).toEqual([]);

    await player.play();
    expect(sink.product('view-in-video').map((e) => e.productTitle)).toEqual(['Linen shirt']);
    loader.last!.advance(13);
    await flushPromises();
    expect(shop.get().banners.map((b) => b.label)).toEqual(['Linen shirt', 'Hat of the season']);
    await player.seek(2);
    await player.seek(14);
    expect(sink.product('view-in-video')).toHaveLength(2);
    expect(sink.product('view-in-video')[1]).toMatchObject({ strategyId: 'strategy-a' });
  });
});
