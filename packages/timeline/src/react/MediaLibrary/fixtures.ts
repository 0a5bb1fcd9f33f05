/**
 * Library data for stories and tests (not part of the package's API): local pictures only, drawn
 * as inline SVG so that no story or test touches the network.
 */
import type { ImageCollectionMedia, VideoMedia } from '../../model';
import type { LibraryData } from './library-data';

const PALETTE = ['#1f618d', '#7d3c98', '#117864', '#9c640c', '#922b21', '#2e4053'];

/** A flat picture with a caption, as a data URL. */
export function picture(label: string, index = 0): string {
  const background = PALETTE[index % PALETTE.length]!;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">' +
    `<rect width="320" height="180" fill="${background}"/>` +
    '<text x="160" y="98" font-family="sans-serif" font-size="24" fill="#ffffff" ' +
    `text-anchor="middle">${label.replace(/[<&>]/g, '')}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function libraryVideo(n: number, extra: Partial<VideoMedia> = {}): VideoMedia {
  return {
    kind: 'video',
    id: `video-${n}`,
    title: `Video ${n}`,
    duration: 20 + n * 7,
    status: 'READY',
    thumbnailUrl: picture(`Video ${n}`, n),
    source: 'UPLOAD',
    ...extra,
  };
}

export function libraryPhotos(n: number, imageCount = 3): ImageCollectionMedia {
  return {
    kind: 'imageCollection',
    id: `photos-${n}`,
    title: `Photos ${n}`,
    thumbnailUrl: picture(`Photos ${n}`, n + 2),
    imageCount,
  };
}

/** Every tab filled, with more entries than one page holds. */
export function fullLibrary(): LibraryData {
  return {
    products: range(20).map((n) => ({
      id: `product-${n}`,
      title: n % 2 ? `Linen shirt ${n}` : `Tote bag ${n}`,
      price: 10 + n * 2.5,
      thumbnailUrl: n === 3 ? null : picture(`Product ${n}`, n),
    })),
    productCollections: range(6).map((n) => ({
      id: `collection-${n}`,
      title: `Collection ${n}`,
      productCount: n + 1,
      thumbnailUrl: picture(`Collection ${n}`, n),
      productImageUrls: range(n + 1).map((i) => picture(`Product ${i}`, i)),
    })),
    affiliateLinks: range(11).map((n) => ({
      id: `link-${n}`,
      title: `Partner link ${n}`,
      price: n % 3 ? 5 * n : null,
      thumbnailUrl: picture(`Link ${n}`, n + 1),
    })),
    audios: range(8).map((n) => ({
      id: `audio-${n}`,
      title: `Track ${n}`,
      duration: 30 + n * 11,
      loop: n % 2 === 0,
    })),
    videos: [
      libraryVideo(1),
      libraryVideo(2, { status: 'PROCESSING', title: 'Video 2 (new upload)' }),
      libraryVideo(3, { status: 'ERROR', title: 'Video 3 (broken)' }),
      ...range(5).map((n) => libraryVideo(n + 3)),
    ],
    imageCollections: range(7).map((n) => libraryPhotos(n, n + 1)),
  };
}

export function emptyLibrary(): LibraryData {
  return {
    products: [],
    productCollections: [],
    affiliateLinks: [],
    audios: [],
    videos: [],
    imageCollections: [],
  };
}
