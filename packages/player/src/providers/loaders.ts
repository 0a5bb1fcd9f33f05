/**
 * The default provider loaders. Each decides from the source alone whether it can play it and
 * imports its provider (a separate chunk, with hls.js behind it for HLS) only when asked to.
 */
import { lazyLoader, type ProviderLoader } from '../core/provider';

export const hlsLoader = lazyLoader(
  'hls',
  (source) => source.type === 'hls',
  () => import('./hls').then((module) => module.createHlsProvider),
);

export const youTubeLoader = lazyLoader(
  'youtube',
  (source) => source.type === 'youtube',
  () => import('./youtube').then((module) => module.createYouTubeProvider),
);

export const tikTokLoader = lazyLoader(
  'tiktok',
  (source) => source.type === 'tiktok',
  () => import('./tiktok').then((module) => module.createTikTokProvider),
);

export const imagesLoader = lazyLoader(
  'images',
  (source) => source.type === 'images',
  () => import('./images').then((module) => module.createImagesProvider),
);

export const defaultLoaders: readonly ProviderLoader[] = [
  hlsLoader,
  youTubeLoader,
  tikTokLoader,
  imagesLoader,
];
