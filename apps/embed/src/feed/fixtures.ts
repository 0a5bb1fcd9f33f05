// Sample answers of the feed viewer's reads, for tests and stories: a feed of four posts (an
// image, a carousel album of three, a video and an image whose copy failed), and what is placed
// on it (a shirt on post 1, a hat on post 2, a tote bag collection on every post).
import {
  sampleAffiliateLink,
  samplePlacementData,
  sampleProduct,
  simpleProduct,
  svgPicture,
} from '@vendy/player/testing';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import type { EmbeddedFeed, ExperimentData } from '../runtime/data';
import type { FeedMedia } from './posts';

export const FEED_ID = '7a1b2c3d-4e5f-4a6b-8c7d-222222222222';
export const FEED_GROUP_ID = '0a1b2c3d-4e5f-4a6b-8c7d-111111111111';
export const POST_IDS = [
  '30000000-0000-4000-8000-000000000001',
  '30000000-0000-4000-8000-000000000002',
  '30000000-0000-4000-8000-000000000003',
  '30000000-0000-4000-8000-000000000004',
] as const;
/** Where a picture whose copy failed still points, and where videos play from. */
export const INSTAGRAM_CDN = 'https://scontent.cdninstagram.com';

/** A picture of ours: inline SVG by default (no network), or an address under `origin`. */
export type PictureOf = (label: string, colour: string) => string;
export const inlinePictures: PictureOf = (label, background) =>
  svgPicture(label, { background, width: 640, height: 800 });
export const picturesAt =
  (origin: string): PictureOf =>
  (label) =>
    `${origin}/media/groups/${FEED_GROUP_ID}/instagram/${encodeURIComponent(label)}.jpg`;

function media(overrides: Partial<FeedMedia> & Pick<FeedMedia, 'id' | 'externalId'>): FeedMedia {
  return {
    createdAt: '2026-01-01T00:00:00.000Z',
    mediaType: 'IMAGE',
    mediaUrl: null,
    postedAt: '2026-01-01T00:00:00.000Z',
    thumbnailUrl: null,
    caption: null,
    mediaExpires: null,
    thumbnailExpires: null,
    parentMediaExternalId: null,
    rank: 0,
    ...overrides,
  };
}

export const LONG_CAPTION =
  'Weekend market finds: the straw sun hat is back in stock, and it pairs with everything. ' +
  'Linen, canvas, sandals, a good book. Tap the products to shop the look before they are gone ' +
  'again, and tag us in your photos! #summer #market #style';

/** getEmbeddedInstagramFeed's answer (carousel children listed after the posts, as the server). */
export function sampleFeed({
  handle = 'vendy.shop' as string | null,
  picture = inlinePictures,
  posts = 4,
}: { handle?: string | null; picture?: PictureOf; posts?: number } = {}): EmbeddedFeed {
  const all: FeedMedia[] = [
    media({
      id: POST_IDS[0],
      externalId: 'ig-1',
      rank: 0,
      caption: 'New linen shirts, made for the heat.',
      mediaUrl: picture('Post 1', '#1f4e79'),
      thumbnailUrl: picture('Post 1', '#1f4e79'),
    }),
    media({
      id: POST_IDS[1],
      externalId: 'ig-2',
      rank: 1,
      mediaType: 'CAROUSEL_ALBUM',
      caption: LONG_CAPTION,
    }),
    media({
      id: POST_IDS[2],
      externalId: 'ig-3',
      rank: 2,
      mediaType: 'VIDEO',
      caption: 'Behind the scenes at the shoot.',
      mediaUrl: `${INSTAGRAM_CDN}/v/ig-3.mp4`,
      thumbnailUrl: picture('Video cover', '#145a32'),
    }),
    media({
      id: POST_IDS[3],
      externalId: 'ig-4',
      rank: 3,
      caption: 'Sunday.',
      // Its copy failed: Instagram's address, kept until the next sync.
      mediaUrl: `${INSTAGRAM_CDN}/p/ig-4.jpg`,
      thumbnailUrl: `${INSTAGRAM_CDN}/p/ig-4.jpg`,
    }),
    ...[1, 2, 3].map((n) =>
      media({
        id: `31000000-0000-4000-8000-00000000000${n}`,
        externalId: `ig-2-${n}`,
        rank: n - 1,
        parentMediaExternalId: 'ig-2',
        mediaUrl: picture(`Album ${n}`, ['#7d3c98', '#a04000', '#117864'][n - 1]!),
        thumbnailUrl: picture(`Album ${n}`, ['#7d3c98', '#a04000', '#117864'][n - 1]!),
      }),
    ),
  ];
  const kept = new Set(
    all
      .filter((m) => !m.parentMediaExternalId)
      .slice(0, posts)
      .map((m) => m.externalId),
  );
  return {
    feed: {
      id: FEED_ID,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      title: 'Summer feed',
      groupId: FEED_GROUP_ID,
    },
    media: all.filter((m) => kept.has(m.parentMediaExternalId ?? m.externalId)),
    handle,
    brandingSettings: { ...DEFAULT_BRANDING },
  };
}

/** getExperimentData(instagramFeedId): a shirt on post 1, a hat on post 2, totes on every post. */
export function sampleFeedExperimentData(): ExperimentData {
  const shirt = sampleProduct();
  const tote = simpleProduct();
  const hat = sampleAffiliateLink();
  return samplePlacementData({
    experiment: {
      id: 'experiment-feed',
      items: [
        {
          ranges: [{ start: 0, end: 100 }],
          strategy: {
            id: 'strategy-feed',
            individualAssignments: [
              {
                id: 'a-shirt',
                productId: shirt.id,
                affiliateLinkId: null,
                adType: 'banner_static',
                name: null,
                rank: 0,
                startTimeIndex: 0,
                instagramMediaId: POST_IDS[0],
              },
              {
                id: 'a-hat',
                productId: null,
                affiliateLinkId: hat.id,
                adType: 'banner_static',
                name: null,
                rank: 1,
                startTimeIndex: 0,
                instagramMediaId: POST_IDS[1],
              },
            ],
            multipleAssignments: [
              {
                id: 'a-totes',
                productCollectionId: 'collection-totes',
                adType: 'banner_static',
                name: null,
                rank: 0,
                bannerInterval: 0,
              },
            ],
          },
        },
      ],
    },
    products: [shirt, tote],
    productCollections: [{ id: 'collection-totes', items: [{ productId: tote.id }] }],
    affiliateLinks: [hat],
  }) as unknown as ExperimentData;
}
