// What the feed editor sends its live preview (the real feed viewer, framed at FEED_PREVIEW_PATH):
// the feed as a store page would read it (getEmbeddedInstagramFeed) and the placement being edited
// as the viewer reads a saved one (getExperimentData), built from the editor's unsaved draft. Pure.
import type { FeedPreviewDraft, PreviewExperimentData, PreviewFeed } from '@vendy/client/domain';
import { DEFAULT_BANNER_INTERVAL } from '@vendy/client/domain';
import type { BrandingSettingsFieldsFragment } from '@vendy/client/generated';
import type { Product, ProductCollection } from './feedActions';
import { strategyInput, type FeedDraft, type FeedPlacement } from './feedModel';
import type { InstagramMedia } from './instagramActions';

export interface FeedPreviewContext {
  groupId: string;
  /** The connected account's username (the viewer's profile link). */
  handle: string | null;
  store: { id: string; storeName: string } | null;
  /** The group's branding; null shows the defaults. */
  branding: BrandingSettingsFieldsFragment | null;
}

export interface FeedPreviewInput extends FeedPreviewContext {
  draft: FeedDraft;
  /** The placement shown (the tab being edited). */
  placement: FeedPlacement;
  media: readonly InstagramMedia[];
  products: readonly Product[];
  collections: readonly ProductCollection[];
  /** The post selected in the editor, shown opened. */
  postId: string | null;
}

/**
 * A post as store pages get it (see the server's embeddedFeed): only our own copies. An address
 * that still carries an expiry is Instagram's, which a store page never asks for, so the preview
 * shows what the shopper would see until the copy is made.
 */
function asStoreSees(media: InstagramMedia): InstagramMedia {
  return {
    ...media,
    mediaUrl: media.mediaExpires ? null : media.mediaUrl,
    mediaExpires: null,
    thumbnailUrl: media.thumbnailExpires ? null : media.thumbnailUrl,
    thumbnailExpires: null,
  };
}

const NOW = '1970-01-01T00:00:00.000Z';

/** The placement as the viewer reads a saved experiment: one strategy for every viewer. */
function previewExperiment(input: FeedPreviewInput): PreviewExperimentData {
  const { draft, placement } = input;
  const strategy = strategyInput(
    placement,
    input.media.map((m) => m.id),
  );
  const { individualAssignments, multipleAssignments } = strategy.assignments;
  const id = (value: string | number | null | undefined) =>
    value === null || value === undefined ? null : String(value);
  const individual = individualAssignments.map((a, i) => ({
    id: id(a.id) ?? `draft-individual-${i}`,
    productId: id(a.productId),
    affiliateLinkId: id(a.affiliateLinkId),
    adType: a.adType,
    name: a.name ?? null,
    rank: a.rank,
    startTimeIndex: a.startTimeIndex ?? 0,
    instagramMediaId: id(a.instagramMediaId),
  }));
  const multiple = multipleAssignments.map((a, i) => ({
    id: id(a.id) ?? `draft-multiple-${i}`,
    productCollectionId: String(a.productCollectionId),
    adType: a.adType,
    name: a.name ?? null,
    rank: a.rank,
    startTimeIndex: a.startTimeIndex ?? 0,
    bannerInterval: a.bannerInterval ?? DEFAULT_BANNER_INTERVAL,
  }));

  const collections = placement.collections
    .map((id) => input.collections.find((c) => c.id === id))
    .filter((c): c is ProductCollection => c !== undefined);
  const productIds = new Set([
    ...individual.flatMap((a) => (a.productId ? [a.productId] : [])),
    ...collections.flatMap((c) => c.items.map((item) => item.productId)),
  ]);
  const strategyId = placement.strategyId ?? `draft-${placement.key}`;
  return {
    experiment: {
      id: draft.experimentId ?? 'draft-experiment',
      createdAt: NOW,
      updatedAt: NOW,
      title: draft.title,
      virtualVideoId: null,
      instagramFeedId: draft.feedId,
      items: [
        {
          id: placement.itemId ?? `draft-item-${placement.key}`,
          strategyId,
          rangePercentage: 100,
          ranges: [{ id: 'draft-range', start: 0, end: 100 }],
          strategy: {
            id: strategyId,
            createdAt: NOW,
            updatedAt: NOW,
            title: placement.title,
            individualAssignments: individual,
            multipleAssignments: multiple,
          },
        },
      ],
    },
    products: input.products.filter((p) => productIds.has(p.id)),
    productCollections: collections.map((c) => ({
      id: c.id,
      title: c.title,
      items: c.items.map((item) => ({ productId: item.productId })),
    })),
    // Affiliate links placed elsewhere are kept by the editor but not loaded by it.
    affiliateLinks: [],
    shopifyStore: input.store,
  };
}

export function feedPreviewDraft(input: FeedPreviewInput): FeedPreviewDraft {
  const feed: PreviewFeed = {
    feed: {
      id: input.draft.feedId,
      createdAt: NOW,
      updatedAt: NOW,
      title: input.draft.title,
      groupId: input.groupId,
    },
    media: input.media.map(asStoreSees),
    handle: input.handle,
    brandingSettings: input.branding,
  };
  return {
    type: 'feed-preview-draft',
    feed,
    experiment: previewExperiment(input),
    postId: input.postId,
  };
}
