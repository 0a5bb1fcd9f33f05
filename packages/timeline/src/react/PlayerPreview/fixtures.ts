/** A media resolver and shop data for the preview's tests and stories (not part of the API). */
import { simpleProduct } from '@vendy/player/testing';
import type { PreviewMediaResolver, PreviewShopData } from './preview-data';

export const previewMedia: PreviewMediaResolver = {
  video: (media) => ({
    id: media.id,
    url: `https://media.vendy.test/${media.id}/manifest/video.m3u8`,
    duration: media.duration,
    source: media.source ?? 'UPLOAD',
    sourceId: null,
    loop: false,
    title: media.title,
    thumbnailUrl: media.thumbnailUrl,
  }),
  imageCollection: (media) => ({
    id: media.id,
    title: media.title,
    thumbnailUrl: media.thumbnailUrl,
    items: Array.from({ length: media.imageCount }, (_, rank) => ({
      rank,
      image: { imageUrl: media.thumbnailUrl ?? '', title: `${media.title} ${rank + 1}` },
    })),
  }),
  audio: (audio) => ({
    id: audio.id,
    url: `https://media.vendy.test/${audio.id}.mp3`,
    duration: audio.duration,
    loop: audio.loop,
  }),
};

/** Products for the library's product ids, so that timed banners show. */
export function previewShopData(productIds: readonly string[]): PreviewShopData {
  return {
    products: productIds.map((id, i) => simpleProduct({ id, title: `Product ${i + 1}` })),
    productCollections: [],
    affiliateLinks: [],
    shopifyStore: { storeName: 'vendy-test.myshopify.com' },
  };
}
