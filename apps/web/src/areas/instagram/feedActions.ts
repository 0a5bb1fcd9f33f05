// The feeds' server calls (doc 2 §2 'Feed list', 'Feed editor'; doc 3 §7): the group's feeds,
// deleting one, what the editor loads (the feed's experiment, the products and collections to
// place) and the save plan's three requests. Failures carry the server's message or the
// operation's fallback (the transport's error catalogue).
import {
  DeleteInstagramFeedDocument,
  GetBrandingSettingsDocument,
  GetExperimentForInstagramFeedDocument,
  GetInstagramFeedsDocument,
  GetProductCollectionsDocument,
  GetProductsDocument,
  UpsertExperimentDocument,
  UpsertInstagramFeedDocument,
  UpsertStrategyDocument,
  type BrandingSettingsFieldsFragment,
  type ExperimentFieldsFragment,
  type InstagramFeedFieldsFragment,
  type ProductCollectionFieldsFragment,
  type ProductFieldsFragment,
} from '@vendy/client/generated';
import { embedUrl, feedEmbedId } from '@vendy/client/domain';
import { request } from '../../lib/api';
import type { FeedSaveApi } from './feedModel';

export type InstagramFeed = InstagramFeedFieldsFragment;
export type Product = ProductFieldsFragment;
export type ProductCollection = ProductCollectionFieldsFragment;
export type Experiment = ExperimentFieldsFragment;

export const DELETE_FEED_FALLBACK = 'Unable to delete Instagram feed.';
export const FEED_SAVED = 'Feed saved successfully.';
export const FEED_DELETED = 'Feed deleted successfully.';

/** Where the public feed viewer shows a feed (/embed/ig/{feedId}). */
export const feedViewerUrl = (host: string, feedId: string) => embedUrl(host, feedEmbedId(feedId));

/**
 * The manual embed code: the placeholder naming the feed as ig/{feedId} with the feed viewer's
 * fixed height reserved (no layout shift), and the loader; the same markup as the app block.
 */
export { feedEmbedCode } from '@vendy/client/domain';

export async function loadFeeds(signal?: AbortSignal): Promise<readonly InstagramFeed[]> {
  return (await request(GetInstagramFeedsDocument, {}, { signal })).getInstagramFeeds;
}

export async function deleteFeed(feedId: string): Promise<void> {
  const { success, message } = (await request(DeleteInstagramFeedDocument, { feedId }))
    .deleteInstagramFeed;
  if (!success) throw new Error(message?.trim() || DELETE_FEED_FALLBACK);
}

/** The placements on a feed: its experiment with the competing strategies, or null. */
export async function loadFeedExperiment(
  feedId: string,
  signal?: AbortSignal,
): Promise<Experiment | null> {
  return (await request(GetExperimentForInstagramFeedDocument, { id: feedId }, { signal }))
    .getExperimentForInstagramFeed;
}

export async function loadProducts(signal?: AbortSignal): Promise<readonly Product[]> {
  return (await request(GetProductsDocument, {}, { signal })).getProducts;
}

export async function loadCollections(signal?: AbortSignal): Promise<readonly ProductCollection[]> {
  return (await request(GetProductCollectionsDocument, {}, { signal })).getProductCollections;
}

/** The group's branding, for the editor's preview. */
export async function loadBranding(signal?: AbortSignal): Promise<BrandingSettingsFieldsFragment> {
  return (await request(GetBrandingSettingsDocument, {}, { signal })).getBrandingSettings;
}

export const feedSaveApi: FeedSaveApi<InstagramFeed> = {
  upsertInstagramFeed: async (variables) =>
    (await request(UpsertInstagramFeedDocument, variables)).upsertInstagramFeed,
  upsertStrategy: async (variables) =>
    (await request(UpsertStrategyDocument, variables)).upsertStrategy,
  upsertExperiment: async (variables) =>
    (await request(UpsertExperimentDocument, variables)).upsertExperiment,
};
