// Fixtures of the photo collections screen: fixed dates (screenshots never move) and pictures drawn
// as inline SVG, so stories show photos without any network.
import type { ImageFieldsFragment } from '@vendy/client/generated';
import { pictureUrl } from '../videos/fixtures';
import type { ImageCollection } from './photoActions';
import { captionTitle, type InstagramPicture } from './instagramPictures';

export const image = (
  id: string,
  title: string,
  colour: string,
  extra: Partial<ImageFieldsFragment> = {},
): ImageFieldsFragment => ({
  id,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  title,
  description: null,
  aspectRatio: 1,
  imageUrl: pictureUrl(title, colour, 320, 320),
  source: 'UPLOAD',
  sourceId: null,
  ...extra,
});

export const collection = (
  id: string,
  title: string,
  createdAt: string,
  images: readonly ImageFieldsFragment[],
  extra: Partial<ImageCollection> = {},
): ImageCollection => ({
  id,
  createdAt,
  updatedAt: createdAt,
  title,
  thumbnailUrl: images[0]?.imageUrl ?? null,
  source:
    images.length > 0 && images.every((i) => i.source === 'INSTAGRAM') ? 'INSTAGRAM' : 'UPLOAD',
  items: images.map((img, rank) => ({ rank, imageId: img.id, image: img })),
  ...extra,
});

export const beach = image('img-beach', 'Beach', '#0277bd');
export const forest = image('img-forest', 'Forest', '#2e7d32');
export const sunset = image('img-sunset', 'Sunset', '#ef6c00');
export const studio = image('img-studio', 'Studio', '#6a1b9a');
export const postA = image('img-post-a', 'Post A', '#ad1457', {
  source: 'INSTAGRAM',
  sourceId: 'ig-1',
});
export const postB = image('img-post-b', 'Post B', '#00838f', {
  source: 'INSTAGRAM',
  sourceId: 'ig-2',
});

export const summer = collection('col-summer', 'Summer lookbook', '2026-11-05T10:00:00.000Z', [
  beach,
  sunset,
  forest,
]);
export const feedPicks = collection('col-feed', 'Feed favourites', '2026-10-20T09:00:00.000Z', [
  postA,
  postB,
]);
export const studioShots = collection(
  'col-studio',
  'Autumn studio shots',
  '2026-11-12T08:00:00.000Z',
  [studio, beach],
  { updatedAt: '2026-11-18T08:00:00.000Z' },
);

export const collections: ImageCollection[] = [summer, feedPicks, studioShots];

/** Twelve collections: more than the first page of ten. */
export const manyCollections: ImageCollection[] = Array.from({ length: 12 }, (_, i) =>
  collection(
    `col-${i + 1}`,
    `Collection ${i + 1}`,
    `2026-10-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
    [i % 2 ? forest : beach],
  ),
);

/** A small PNG-typed file (its bytes are never decoded in tests and stories). */
export const photoFile = (name: string, type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type });

/** A chosen photo that a browser can show (an SVG picture), for stories. */
export const pictureFile = (label: string, colour: string) =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="100%" height="100%" fill="${colour}"/>` +
        `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#fff">${label}</text></svg>`,
    ],
    `${label}.svg`,
    { type: 'image/svg+xml' },
  );

export const chosenPictures = (): File[] => [
  pictureFile('One', '#5d4037'),
  pictureFile('Two', '#1565c0'),
  pictureFile('Three', '#2e7d32'),
];

/** A synced Instagram picture as the picker gets it (its id is the InstagramMedia id). */
export const instagramPicture = (
  n: number,
  caption: string | null,
  colour: string,
): InstagramPicture => ({
  id: `media-${n}`,
  externalId: `ig-${n}`,
  title: captionTitle(caption),
  caption,
  imageUrl: pictureUrl(`Post ${n}`, colour, 320, 320),
  createdAt: `2026-11-${String(20 - n).padStart(2, '0')}T12:00:00.000Z`,
  updatedAt: `2026-11-${String(20 - n).padStart(2, '0')}T12:00:00.000Z`,
});

/** The feed's pictures, newest first; ig-1 and ig-2 are already in `feedPicks`. */
export const instagramFeed: InstagramPicture[] = [
  instagramPicture(1, 'New drop: the Riviera Tee in three colours', '#ad1457'),
  instagramPicture(2, 'Behind the scenes at our studio shoot', '#00838f'),
  instagramPicture(3, 'Layer up: the Summit Zip Hoodie is back in stock', '#4527a0'),
  instagramPicture(4, 'Weekend market stall\nCome say hi!', '#2e7d32'),
  instagramPicture(5, null, '#ef6c00'),
];
