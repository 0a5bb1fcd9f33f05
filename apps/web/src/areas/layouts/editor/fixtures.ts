// Fixtures of the timeline editor dialog: a shoppable video of one clip with two competing
// placements at 50/50, and a small library. Fixed dates and inline pictures.
import type {
  AffiliateLinkFieldsFragment,
  ExperimentFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  StrategyFieldsFragment,
  VirtualVideoFieldsFragment,
} from '@vendy/client/generated';
import {
  audios,
  imageCollections,
  libraryVideos,
  pictureUrl,
  readyUpload,
} from '../../videos/fixtures';

const AT = '2026-11-01T10:00:00.000Z';

export const product = (id: string, title: string, colour: string): ProductFieldsFragment => ({
  id,
  alternateId: `gid://shopify/Product/${id}`,
  title,
  description: '',
  descriptionHtml: '',
  price: 49,
  availableForSale: true,
  productType: 'Apparel',
  vendor: 'Acme',
  handle: id,
  imageOriginalSrc: null,
  imageUrl: pictureUrl(title, colour, 200, 200),
  thumbnailUrl: pictureUrl(title, colour, 200, 200),
  variants: [],
  images: [],
});

export const products = [
  product('product-jacket', 'Rain jacket', '#37474f'),
  product('product-boots', 'Hiking boots', '#5d4037'),
  product('product-scarf', 'Wool scarf', '#1565c0'),
];

export const productCollections: ProductCollectionFieldsFragment[] = [
  {
    id: 'collection-outdoor',
    alternateId: 'gid://shopify/Collection/1',
    title: 'Outdoor',
    description: '',
    handle: 'outdoor',
    items: products.map((p) => ({
      productId: p.id,
      product: {
        id: p.id,
        alternateId: p.alternateId,
        title: p.title,
        price: p.price,
        imageUrl: p.imageUrl,
        thumbnailUrl: p.thumbnailUrl,
      },
    })),
  },
];

export const affiliateLinks: AffiliateLinkFieldsFragment[] = [];

export const editedVideo: VirtualVideoFieldsFragment = {
  id: 'vv-jacket',
  createdAt: AT,
  updatedAt: AT,
  groupId: 'group-acme',
  title: 'Rain jacket close-up',
  segments: [
    {
      id: 'segment-1',
      title: readyUpload.title,
      rank: 0,
      startTime: 0,
      endTime: readyUpload.duration,
      videoId: readyUpload.id,
      audioId: null,
      imageCollectionId: null,
      video: {
        id: readyUpload.id,
        title: readyUpload.title,
        url: readyUpload.url,
        duration: readyUpload.duration,
        aspectRatio: readyUpload.aspectRatio,
        status: readyUpload.status,
        thumbnailUrl: readyUpload.thumbnailUrl,
        source: readyUpload.source,
        sourceId: readyUpload.sourceId,
        loop: readyUpload.loop,
      },
      audio: null,
      imageCollection: null,
      audioSrc: 'Video',
      overlayId: null,
      overlay: null,
      overlayStart: 0,
      overlayEnd: 100,
      overlayX: 0,
      overlayY: 0,
      overlayWidth: 100,
      overlayHeight: 100,
    },
  ],
};

const strategy = (
  id: string,
  title: string,
  productId: string,
  time: number,
): StrategyFieldsFragment => ({
  id,
  createdAt: AT,
  updatedAt: AT,
  title,
  individualAssignments: [
    {
      id: `${id}-a1`,
      productId,
      affiliateLinkId: null,
      adType: 'banner',
      name: null,
      rank: 0,
      startTimeIndex: time,
      instagramMediaId: null,
    },
  ],
  multipleAssignments: [],
});

export const placementA = strategy('strategy-a', 'Placement 1', 'product-jacket', 3);
export const placementB = strategy('strategy-b', 'Placement 2', 'product-boots', 10);

export const experiment: ExperimentFieldsFragment = {
  id: 'experiment-1',
  createdAt: AT,
  updatedAt: AT,
  title: 'Rain jacket close-up',
  virtualVideoId: 'vv-jacket',
  instagramFeedId: null,
  items: [
    {
      id: 'item-a',
      strategyId: placementA.id,
      rangePercentage: 50,
      ranges: [{ id: 'range-a', start: 0, end: 50 }],
      strategy: placementA,
    },
    {
      id: 'item-b',
      strategyId: placementB.id,
      rangePercentage: 50,
      ranges: [{ id: 'range-b', start: 50, end: 100 }],
      strategy: placementB,
    },
  ],
};

/** Every answer the editor dialog loads, for msw's gqlData. */
export const editorAnswers = {
  getVirtualVideos: [editedVideo],
  getExperimentForVirtualVideo: experiment,
  getStrategies: [placementA, placementB],
  getProducts: products,
  getProductCollections: productCollections,
  getAffiliateLinks: affiliateLinks,
  getAudios: audios,
  getVideos: libraryVideos,
  getImageCollections: imageCollections,
};
