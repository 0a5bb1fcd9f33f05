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
import type { LibraryData } from '@vendy/timeline/react';
import type { request as appRequest } from '../../../app/api';

type Request = typeof appRequest;
type LibraryProduct = LibraryData['products'][number];
type LibraryProductCollection = LibraryData['productCollections'][number];
type LibraryAffiliateLink = LibraryData['affiliateLinks'][number];

export const VIRTUAL_VIDEO_NOT_FOUND = 'Unable to get virtual videos.';

/** The shoppable video with its placements: what `fromServer` builds the editor state from. */
export async function loadTimeline(
  request: Request,
  virtualVideoId: string,
): Promise<LoadedTimeline> {
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
