// Fixtures of the feed list and the feed editor: feeds, the products and collections to place,
// and the experiments a feed may have (one placement, or two competing ones). Fixed dates and
// inline pictures, so screenshots never move and stories need no network.
import { DEFAULT_BRANDING, FEED_PREVIEW_PATH } from '@vendy/client/domain';
import type { ExperimentFieldsFragment } from '@vendy/client/generated';
import type { FeedPreviewContext } from './feedPreviewDraft';
import type { InstagramFeed, Product, ProductCollection } from './feedActions';
import { picture, picturePost, videoPost } from './fixtures';

export const summerFeed: InstagramFeed = {
  id: '4f6b1c2e-8a1d-4c39-9a57-0c1f2e3d4b5a',
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-18T15:30:00.000Z',
  title: 'Summer Looks',
  groupId: 'group-acme',
};

export const autumnFeed: InstagramFeed = {
  id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  createdAt: '2026-10-20T10:00:00.000Z',
  updatedAt: '2026-11-05T09:00:00.000Z',
  title: 'Autumn Shoot',
  groupId: 'group-acme',
};

export const feeds: InstagramFeed[] = [summerFeed, autumnFeed];

function product(n: number, title: string, price: number, colour: string): Product {
  const src = picture(title.slice(0, 2), colour);
  return {
    id: `product-${n}`,
    alternateId: `gid://shopify/Product/${1000 + n}`,
    title,
    description: '',
    descriptionHtml: '',
    price,
    availableForSale: true,
    productType: 'Apparel',
    vendor: 'Acme Outfitters',
    handle: title.toLowerCase().replace(/\s+/g, '-'),
    imageOriginalSrc: null,
    imageUrl: src,
    thumbnailUrl: src,
    variants: [],
    images: [],
  };
}

export const linenShirt = product(1, 'Linen Shirt', 59, '#00838f');
export const fieldJacket = product(2, 'Field Jacket', 149, '#6d4c41');
export const canvasTote = product(3, 'Canvas Tote', 29, '#5e35b1');
export const products: Product[] = [linenShirt, fieldJacket, canvasTote];

const summary = (p: Product) => ({
  productId: p.id,
  product: {
    id: p.id,
    alternateId: p.alternateId,
    title: p.title,
    price: p.price,
    imageUrl: p.imageUrl,
    thumbnailUrl: p.thumbnailUrl,
  },
});

export const essentials: ProductCollection = {
  id: 'collection-essentials',
  alternateId: 'gid://shopify/Collection/501',
  title: 'Summer Essentials',
  description: '',
  handle: 'summer-essentials',
  items: [summary(linenShirt), summary(canvasTote)],
};

export const outerwear: ProductCollection = {
  id: 'collection-outerwear',
  alternateId: 'gid://shopify/Collection/502',
  title: 'Outerwear',
  description: '',
  handle: 'outerwear',
  items: [summary(fieldJacket)],
};

export const collections: ProductCollection[] = [essentials, outerwear];

type Strategy = ExperimentFieldsFragment['items'][number]['strategy'];

const strategy = (
  id: string,
  title: string,
  individual: Array<[mediaId: string, productId: string]>,
  collectionIds: string[],
): Strategy => ({
  id,
  createdAt: '2026-11-18T15:30:00.000Z',
  updatedAt: '2026-11-18T15:30:00.000Z',
  title,
  individualAssignments: individual.map(([instagramMediaId, productId], rank) => ({
    id: `${id}-individual-${rank}`,
    productId,
    affiliateLinkId: null,
    adType: 'banner_static' as const,
    name: null,
    rank,
    startTimeIndex: 0,
    instagramMediaId,
  })),
  multipleAssignments: collectionIds.map((productCollectionId, rank) => ({
    id: `${id}-multiple-${rank}`,
    productCollectionId,
    adType: 'banner_static' as const,
    name: null,
    rank,
    startTimeIndex: 0,
    bannerInterval: 15,
  })),
});

/** The summer feed's placement: a shirt on the first post, a jacket on the video, essentials on all. */
export const summerStrategy = strategy(
  'strategy-summer-1',
  'Placement 1',
  [
    [picturePost.id, linenShirt.id],
    [videoPost.id, fieldJacket.id],
  ],
  [essentials.id],
);

export const competingStrategy = strategy(
  'strategy-summer-2',
  'Placement 2',
  [[picturePost.id, canvasTote.id]],
  [outerwear.id],
);

function experiment(items: Array<[Strategy, number]>): ExperimentFieldsFragment {
  let start = 0;
  return {
    id: 'experiment-summer',
    createdAt: '2026-11-18T15:30:00.000Z',
    updatedAt: '2026-11-18T15:30:00.000Z',
    title: summerFeed.title,
    virtualVideoId: null,
    instagramFeedId: summerFeed.id,
    items: items.map(([s, rangePercentage], i) => {
      const range = { id: `range-${i}`, start, end: start + rangePercentage };
      start += rangePercentage;
      return {
        id: `item-${i}`,
        strategyId: s.id,
        rangePercentage,
        ranges: [range],
        strategy: s,
      };
    }),
  };
}

export const summerExperiment = experiment([[summerStrategy, 100]]);
export const competingExperiment = experiment([
  [summerStrategy, 50],
  [competingStrategy, 50],
]);

/** What the editor's live preview is given besides the draft (see feedPreviewDraft). */
export const previewContext: FeedPreviewContext = {
  groupId: 'group-acme',
  handle: 'acme.outfitters',
  store: { id: 'store-acme', storeName: 'acme-outfitters.myshopify.com' },
  branding: DEFAULT_BRANDING,
};

/**
 * The preview frame in stories: a document of its own, since a story has no embed server behind
 * it (the real viewer in the frame is checked by the embed's tests and the feed journey).
 */
export const storyFeedPreviewFrame = () => ({
  src: FEED_PREVIEW_PATH,
  srcDoc:
    '<!doctype html><html lang="en"><title>Feed</title><body style="margin:0;display:grid;place-items:center;height:100vh;font:16px sans-serif;color:#333;background:#f4f6f8">Instagram feed</body></html>',
});
