/**
 * Deterministic sample data for tests and stories: pictures are inline SVG (no network), ids and
 * times are fixed.
 */
import type { PlayerVideo, PlayerShoppableVideo } from '../core/media';
import type { PlacementData, PlayerAffiliateLink, PlayerProduct } from '../core/placement';

/** An inline SVG picture with a label, as a data URI. */
export function svgPicture(
  label: string,
  { background = '#1f4e79', foreground = '#ffffff', width = 640, height = 360 } = {},
): string {
  const size = Math.round(Math.min(width, height) / 8);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.25}" r="${size * 1.5}" fill="${foreground}" opacity="0.15"/>` +
    `<text x="50%" y="50%" fill="${foreground}" font-family="sans-serif" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function sampleVideo(overrides: Partial<PlayerVideo> = {}): PlayerVideo {
  return {
    id: 'video-1',
    title: 'Summer lookbook',
    url: 'https://media.example.test/video-1/manifest/video.m3u8',
    duration: 20,
    source: 'UPLOAD',
    sourceId: null,
    loop: false,
    aspectRatio: 16 / 9,
    thumbnailUrl: svgPicture('Summer lookbook'),
    ...overrides,
  };
}

/**
 * Three segments in rank order (given shuffled): an uploaded video (20 s), a photo collection of
 * two slides (10 s) with its own audio, and a YouTube video (30 s). 60 s in all.
 */
export function sampleShoppableVideo(): PlayerShoppableVideo {
  return {
    id: 'vv-1',
    title: 'Summer lookbook',
    segments: [
      {
        id: 'seg-youtube',
        rank: 2,
        video: sampleVideo({
          id: 'video-yt',
          title: 'Behind the scenes',
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          duration: 30,
          source: 'YOUTUBE',
          sourceId: 'dQw4w9WgXcQ',
          thumbnailUrl: svgPicture('Behind the scenes', { background: '#5b2c6f' }),
        }),
      },
      { id: 'seg-upload', rank: 0, video: sampleVideo() },
      {
        id: 'seg-photos',
        rank: 1,
        audio: {
          id: 'audio-1',
          url: 'https://media.example.test/audio-1.mp3',
          duration: 8,
          loop: true,
        },
        imageCollection: {
          id: 'photos-1',
          title: 'Studio photos',
          thumbnailUrl: svgPicture('Photo 1', { background: '#145a32' }),
          items: [
            {
              rank: 1,
              image: {
                imageUrl: svgPicture('Photo 2', { background: '#7e5109' }),
                title: 'Photo 2',
              },
            },
            {
              rank: 0,
              image: {
                imageUrl: svgPicture('Photo 1', { background: '#145a32' }),
                title: 'Photo 1',
              },
            },
          ],
        },
      },
    ],
  };
}

/**
 * One uploaded video (20 s) with a two-photo overlay in the top right corner (x 65, y 5, 30 × 30
 * percent) from 10 % to 90 % of the video (2 s to 18 s: the first photo until 10 s, the second
 * after), and an audio track combined with the video's sound.
 */
export function sampleOverlayShoppableVideo(): PlayerShoppableVideo {
  const badge = (label: string, background: string) => ({
    imageUrl: svgPicture(label, { background, width: 400, height: 400 }),
    title: label,
  });
  return {
    id: 'vv-overlay',
    title: 'Summer lookbook',
    segments: [
      {
        id: 'seg-overlay',
        rank: 0,
        video: sampleVideo(),
        audio: {
          id: 'audio-2',
          url: 'https://media.example.test/audio-2.mp3',
          duration: 20,
          loop: false,
        },
        audioSrc: 'Combined',
        overlay: {
          id: 'photos-overlay',
          title: 'Sale badges',
          items: [
            { rank: 0, image: badge('Sale', '#b03a2e') },
            { rank: 1, image: badge('New', '#7e5109') },
          ],
        },
        overlayStart: 10,
        overlayEnd: 90,
        overlayX: 65,
        overlayY: 5,
        overlayWidth: 30,
        overlayHeight: 30,
      },
    ],
  };
}

const productImage = (label: string, background: string) =>
  svgPicture(label, { background, width: 400, height: 400 });

export function sampleProduct(overrides: Partial<PlayerProduct> = {}): PlayerProduct {
  const variant = (number: number, size: string, colour: string, price: number) => ({
    id: `gid://shopify/ProductVariant/${number}`,
    title: `${size} / ${colour}`,
    price,
    imageUrl: null,
    thumbnailUrl: null,
    selectedOptions: [
      { name: 'Size', value: size },
      { name: 'Colour', value: colour },
    ],
  });
  return {
    id: 'product-1',
    title: 'Linen shirt',
    vendor: 'Vendy Apparel',
    productType: 'Shirts',
    price: 59,
    imageUrl: productImage('Linen shirt', '#2e86c1'),
    thumbnailUrl: productImage('Linen shirt', '#2e86c1'),
    images: [],
    variants: [
      variant(101, 'S', 'Blue', 49),
      variant(102, 'M', 'Blue', 49),
      variant(103, 'L', 'Blue', 59),
      variant(104, 'M', 'Black', 55),
    ],
    ...overrides,
  };
}

/** A product without options (the store's single 'Default Title' variant). */
export function simpleProduct(overrides: Partial<PlayerProduct> = {}): PlayerProduct {
  return {
    id: 'product-2',
    title: 'Canvas tote bag',
    vendor: 'Vendy Apparel',
    productType: 'Bags',
    price: 25,
    imageUrl: productImage('Tote bag', '#a04000'),
    thumbnailUrl: productImage('Tote bag', '#a04000'),
    images: [],
    variants: [
      {
        id: 'gid://shopify/ProductVariant/900',
        title: 'Default Title',
        price: 25,
        imageUrl: null,
        thumbnailUrl: null,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      },
    ],
    ...overrides,
  };
}

export function sampleAffiliateLink(
  overrides: Partial<PlayerAffiliateLink> = {},
): PlayerAffiliateLink {
  return {
    id: 'link-1',
    title: 'Straw sun hat',
    price: 32.5,
    ctaText: null,
    url: 'https://partner.example.test/products/straw-hat',
    images: [
      {
        id: 'link-1-image',
        imageUrl: productImage('Sun hat', '#b7950b'),
        thumbnailUrl: productImage('Sun hat', '#b7950b'),
        rank: 0,
      },
    ],
    ...overrides,
  };
}

/**
 * An experiment with two strategies: viewers 0-49 see strategy A (a static product, a timed
 * affiliate link at 12 s and a collection of two products every 15 s), viewers 50-99 strategy B
 * (one timed product at 3 s).
 */
export function samplePlacementData(overrides: Partial<PlacementData> = {}): PlacementData {
  const shirt = sampleProduct();
  const tote = simpleProduct();
  return {
    experiment: {
      id: 'experiment-1',
      items: [
        {
          ranges: [{ start: 0, end: 50 }],
          strategy: {
            id: 'strategy-a',
            individualAssignments: [
              {
                id: 'a-static',
                productId: shirt.id,
                affiliateLinkId: null,
                adType: 'banner_static',
                name: null,
                rank: 0,
                startTimeIndex: 40,
              },
              {
                id: 'a-link',
                productId: null,
                affiliateLinkId: 'link-1',
                adType: 'banner',
                name: 'Hat of the season',
                rank: 1,
                startTimeIndex: 12,
              },
            ],
            multipleAssignments: [
              {
                id: 'a-collection',
                productCollectionId: 'collection-1',
                adType: 'banner',
                name: null,
                rank: 0,
                bannerInterval: 15,
              },
            ],
          },
        },
        {
          ranges: [{ start: 50, end: 100 }],
          strategy: {
            id: 'strategy-b',
            individualAssignments: [
              {
                id: 'b-tote',
                productId: tote.id,
                affiliateLinkId: null,
                adType: 'banner',
                name: null,
                rank: 0,
                startTimeIndex: 3,
              },
            ],
            multipleAssignments: [],
          },
        },
      ],
    },
    products: [shirt, tote],
    productCollections: [
      { id: 'collection-1', items: [{ productId: tote.id }, { productId: shirt.id }] },
    ],
    affiliateLinks: [sampleAffiliateLink()],
    shopifyStore: { storeName: 'vendy-demo.myshopify.com' },
    ...overrides,
  };
}
