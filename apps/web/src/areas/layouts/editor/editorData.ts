// What the timeline editor loads (doc 3 §2 'Timeline editor', §7): the shoppable video, its
// experiment and the group's strategies, and the media library's six lists, turned into the
// shapes of @vendy/timeline.
import type {
  AffiliateLinkFieldsFragment,
  AudioFieldsFragment,
  ImageCollectionFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  VideoFieldsFragment,
  VirtualVideoFieldsFragment,
} from '@vendy/client/generated';
import {
  GetExperimentForVirtualVideoDocument,
  GetStrategiesDocument,
  GetVirtualVideosDocument,
  UpsertExperimentDocument,
  UpsertStrategyDocument,
  UpsertVirtualVideoDocument,
} from '@vendy/client/generated';
import {
  toAudioMedia,
  toImageCollectionMedia,
  toVideoMedia,
  type LoadedTimeline,
  type TimelineSaveApi,
} from '@vendy/timeline';
import type { LibraryData, PreviewMediaResolver, PreviewShopData } from '@vendy/timeline/react';
import type { request as appRequest } from '../../../lib/api';

type Request = typeof appRequest;
type LibraryProduct = LibraryData['products'][number];
type LibraryProductCollection = LibraryData['productCollections'][number];
type LibraryAffiliateLink = LibraryData['affiliateLinks'][number];

export const VIRTUAL_VIDEO_NOT_FOUND = 'Unable to get virtual videos.';

/** What the editor loads: the timeline, with the shoppable video's media as the player needs it. */
export type EditorTimeline = LoadedTimeline & { virtualVideo: VirtualVideoFieldsFragment };

/** The shoppable video with its placements: what `fromServer` builds the editor state from. */
export async function loadTimeline(
  request: Request,
  virtualVideoId: string,
): Promise<EditorTimeline> {
  const [videos, experiment, strategies] = await Promise.all([
    request(GetVirtualVideosDocument),
    request(GetExperimentForVirtualVideoDocument, { id: virtualVideoId }),
    request(GetStrategiesDocument),
  ]);
  const virtualVideo = videos.getVirtualVideos.find((v) => v.id === virtualVideoId);
  if (!virtualVideo) throw new Error(VIRTUAL_VIDEO_NOT_FOUND);
  return {
    virtualVideo,
    experiment: experiment.getExperimentForVirtualVideo,
    // The group's other placements, which the experiment form may offer as competitors.
    strategies: strategies.getStrategies,
  };
}

/** The save plan's three requests (upsertVirtualVideo, then upsertStrategy, then upsertExperiment). */
export function saveApi(request: Request): TimelineSaveApi {
  return {
    upsertVirtualVideo: async (variables) =>
      (await request(UpsertVirtualVideoDocument, variables)).upsertVirtualVideo,
    upsertStrategy: async (variables) =>
      (await request(UpsertStrategyDocument, variables)).upsertStrategy,
    upsertExperiment: async (variables) =>
      (await request(UpsertExperimentDocument, variables)).upsertExperiment,
  };
}

export const toLibraryProduct = (p: ProductFieldsFragment): LibraryProduct => ({
  id: p.id,
  title: p.title,
  price: p.price,
  thumbnailUrl: p.thumbnailUrl ?? p.imageUrl ?? null,
});

export const toLibraryCollection = (
  c: ProductCollectionFieldsFragment,
): LibraryProductCollection => {
  const pictures = c.items.flatMap((i) => {
    const url = i.product?.thumbnailUrl ?? i.product?.imageUrl;
    return url ? [url] : [];
  });
  return {
    id: c.id,
    title: c.title,
    productCount: c.items.length,
    thumbnailUrl: pictures[0] ?? null,
    productImageUrls: pictures,
  };
};

export const toLibraryAffiliateLink = (l: AffiliateLinkFieldsFragment): LibraryAffiliateLink => ({
  id: l.id,
  title: l.title,
  price: l.price,
  thumbnailUrl: [...l.images].sort((a, b) => a.rank - b.rank)[0]?.thumbnailUrl ?? null,
});

export const toLibraryAudio = (a: AudioFieldsFragment) => toAudioMedia(a);
export const toLibraryVideo = (v: VideoFieldsFragment) => toVideoMedia(v);
export const toLibraryImageCollection = (c: ImageCollectionFieldsFragment) =>
  toImageCollectionMedia(c);

/** The lists the preview looks media and products up in (the media library's, as loaded). */
export interface PreviewLists {
  videos: readonly VideoFieldsFragment[];
  audios: readonly AudioFieldsFragment[];
  imageCollections: readonly ImageCollectionFieldsFragment[];
  products: readonly ProductFieldsFragment[];
  productCollections: readonly ProductCollectionFieldsFragment[];
  affiliateLinks: readonly AffiliateLinkFieldsFragment[];
}

type PreviewVideo = NonNullable<ReturnType<PreviewMediaResolver['video']>>;
type PreviewAudio = NonNullable<ReturnType<PreviewMediaResolver['audio']>>;
type PreviewImages = NonNullable<ReturnType<PreviewMediaResolver['imageCollection']>>;

/**
 * What the editor's preview player needs besides the timeline: media addresses and photos (from
 * the shoppable video as loaded and the library's lists, by id) and the products, links and
 * collections its banners show. Media found nowhere is left out of the preview.
 */
export function previewSources(
  virtualVideo: VirtualVideoFieldsFragment | null,
  lists: PreviewLists,
): { media: PreviewMediaResolver; shopData: PreviewShopData } {
  const videos = new Map<string, PreviewVideo>();
  const audios = new Map<string, PreviewAudio>();
  const collections = new Map<string, PreviewImages>();
  for (const segment of virtualVideo?.segments ?? []) {
    if (segment.video) videos.set(segment.video.id, segment.video);
    if (segment.audio) audios.set(segment.audio.id, segment.audio);
    if (segment.imageCollection)
      collections.set(segment.imageCollection.id, segment.imageCollection);
    if (segment.overlay) collections.set(segment.overlay.id, segment.overlay);
  }
  for (const video of lists.videos) videos.set(video.id, video);
  for (const audio of lists.audios) audios.set(audio.id, audio);
  for (const collection of lists.imageCollections) collections.set(collection.id, collection);
  return {
    media: {
      video: (media) => videos.get(media.id) ?? null,
      audio: (audio) => audios.get(audio.id) ?? null,
      imageCollection: (media) => collections.get(media.id) ?? null,
    },
    shopData: {
      products: lists.products,
      productCollections: lists.productCollections,
      affiliateLinks: lists.affiliateLinks,
      shopifyStore: null,
    },
  };
}
