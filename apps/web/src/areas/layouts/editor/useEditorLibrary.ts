// The editor's media library: six lists loaded side by side, each with its own loading and error
// state. PROCESSING videos are re-checked every 15 s and replaced once they are not (doc 3 §4).
import { useMemo } from 'react';
import {
  CheckAndUpdateVideoStatusDocument,
  GetAffiliateLinksDocument,
  GetAudiosDocument,
  GetImageCollectionsDocument,
  GetProductCollectionsDocument,
  GetProductsDocument,
  GetVideosDocument,
  type VideoFieldsFragment,
} from '@vendy/client/generated';
import type { LibraryTab } from '@vendy/timeline';
import type { LibraryData } from '@vendy/timeline/react';
import { request } from '../../../lib/api';
import type { Loadable } from '../../../lib/loadable';
import { useRemote } from '../../../lib/useRemote';
import { usePolledVideos } from '../../../pickers';
import {
  toLibraryAffiliateLink,
  toLibraryAudio,
  toLibraryCollection,
  toLibraryImageCollection,
  toLibraryProduct,
  toLibraryVideo,
  type PreviewLists,
} from './editorData';

const loaders = {
  products: async () => (await request(GetProductsDocument)).getProducts,
  collections: async () => (await request(GetProductCollectionsDocument)).getProductCollections,
  affiliateLinks: async () => (await request(GetAffiliateLinksDocument)).getAffiliateLinks,
  audios: async () => (await request(GetAudiosDocument)).getAudios,
  videos: async () => (await request(GetVideosDocument)).getVideos,
  imageCollections: async () => (await request(GetImageCollectionsDocument)).getImageCollections,
};

const checkStatus = async (videoId: string): Promise<VideoFieldsFragment> =>
  (await request(CheckAndUpdateVideoStatusDocument, { videoId })).checkAndUpdateVideoStatus;

const NONE: readonly never[] = [];
const dataOf = <T>(list: Loadable<readonly T[]>): readonly T[] =>
  list.status === 'ready' ? list.data : NONE;

export interface EditorLibrary {
  /** The media library panel's lists. */
  library: LibraryData;
  /** The same lists as loaded, where the preview player finds media addresses and products. */
  lists: PreviewLists;
}

export function useEditorLibrary(pollIntervalMs?: number): EditorLibrary {
  const products = useRemote('products', loaders.products).state;
  const collections = useRemote('collections', loaders.collections).state;
  const affiliateLinks = useRemote('affiliateLinks', loaders.affiliateLinks).state;
  const audios = useRemote('audios', loaders.audios).state;
  const videos = useRemote('videos', loaders.videos).state;
  const imageCollections = useRemote('imageCollections', loaders.imageCollections).state;
  const polledVideos = usePolledVideos(dataOf(videos), checkStatus, { intervalMs: pollIntervalMs });

  return useMemo(() => {
    const tabs: Record<LibraryTab, Loadable<readonly unknown[]>> = {
      products,
      collections,
      affiliateLinks,
      audios,
      videos,
      imageCollections,
    };
    const loading: Partial<Record<LibraryTab, boolean>> = {};
    const error: Partial<Record<LibraryTab, string | null>> = {};
    for (const [tab, list] of Object.entries(tabs) as [LibraryTab, Loadable<unknown>][]) {
      loading[tab] = list.status === 'loading';
      error[tab] = list.status === 'error' ? list.message : null;
    }
    const library: LibraryData = {
      products: dataOf(products).map(toLibraryProduct),
      productCollections: dataOf(collections).map(toLibraryCollection),
      affiliateLinks: dataOf(affiliateLinks).map(toLibraryAffiliateLink),
      audios: dataOf(audios).map(toLibraryAudio),
      videos: polledVideos.map(toLibraryVideo),
      imageCollections: dataOf(imageCollections).map(toLibraryImageCollection),
      loading,
      error,
    };
    const lists: PreviewLists = {
      videos: polledVideos,
      audios: dataOf(audios),
      imageCollections: dataOf(imageCollections),
      products: dataOf(products),
      productCollections: dataOf(collections),
      affiliateLinks: dataOf(affiliateLinks),
    };
    return { library, lists };
  }, [products, collections, affiliateLinks, audios, videos, imageCollections, polledVideos]);
}
