// The feed editor's view: loads what the editor shows (an existing feed's experiment, the products
// and collections to place), saves in the order of the save plan (upsertInstagramFeed, then
// upsertStrategy per placement, then upsertExperiment) and wires 'Import Products' to the store
// import dialog, whose success reloads the products and collections.
import { useCallback, useMemo, useState } from 'react';
import { toasts } from '@vendy/ui-kit';
import { request } from '../../lib/api';
import type { Loadable } from '../../lib/loadable';
import { useRemote } from '../../lib/useRemote';
import { useSession } from '../../session';
import { ImportPickerDialog, useShopifyImport } from '../products';
import {
  FEED_SAVED,
  feedSaveApi,
  loadBranding,
  loadCollections,
  loadFeedExperiment,
  loadProducts,
  type Experiment,
  type InstagramFeed,
  type Product,
  type ProductCollection,
} from './feedActions';
import { feedDraftOf, newFeedDraft, saveFeed, type FeedDraft } from './feedModel';
import { FeedEditor } from './FeedEditor';
import type { FeedPreviewContext } from './feedPreviewDraft';
import type { InstagramMedia } from './instagramActions';

export interface FeedEditorDialogProps {
  /** The feed to edit; null creates one. */
  feed: InstagramFeed | null;
  /** The account's posts, as the page loaded them. */
  media: Loadable<readonly InstagramMedia[]>;
  /** A save went through: the feed as the server answered it (for the list). */
  onSaved: (feed: InstagramFeed) => void;
  onClose: () => void;
}

export function FeedEditorDialog({ feed, media, onSaved, onClose }: FeedEditorDialogProps) {
  const { currentUser } = useSession();
  const group = currentUser.currentGroup;
  const canImport = Boolean(group?.shopifyStore);
  // The preview shows the group's branding; until it is read (or if it cannot be), the defaults.
  const branding = useRemote('feed-branding', loadBranding).state;
  const preview = useMemo(
    (): FeedPreviewContext => ({
      groupId: group?.id ?? '',
      handle: group?.instagramAccount?.accountName ?? null,
      store: group?.shopifyStore
        ? { id: group.shopifyStore.id, storeName: group.shopifyStore.storeName }
        : null,
      branding: branding.status === 'ready' ? branding.data : null,
    }),
    [group, branding],
  );
  const [created] = useState(() => newFeedDraft());
  const experiment = useRemote<Experiment | null>(
    `feed-experiment:${feed?.id ?? ''}`,
    (signal) => loadFeedExperiment(feed!.id, signal),
    { enabled: feed !== null },
  ).state;
  const products = useRemote<readonly Product[]>('feed-products', loadProducts, {
    keepDataOnError: true,
  });
  const collections = useRemote<readonly ProductCollection[]>('feed-collections', loadCollections, {
    keepDataOnError: true,
  });

  const draft = useMemo((): Loadable<FeedDraft> => {
    if (feed === null) return { status: 'ready', data: created };
    return experiment.status === 'ready'
      ? { status: 'ready', data: feedDraftOf(feed, experiment.data) }
      : experiment;
  }, [feed, created, experiment]);

  const reloadProducts = products.reload;
  const reloadCollections = collections.reload;
  const onChanged = useCallback(() => {
    void reloadProducts();
    void reloadCollections();
  }, [reloadProducts, reloadCollections]);
  const shopify = useShopifyImport({ request, onChanged });

  const onSave = async (toSave: FeedDraft, postOrder: readonly string[]) => {
    const saved = await saveFeed(toSave, postOrder, feedSaveApi);
    onSaved(saved.feed);
    toasts.success(FEED_SAVED);
    return saved;
  };

  return (
    <>
      <FeedEditor
        feed={feed}
        draft={draft}
        media={media}
        products={products.state}
        collections={collections.state}
        onSave={onSave}
        onClose={onClose}
        onImport={canImport ? shopify.open : undefined}
        preview={preview}
      />
      <ImportPickerDialog {...shopify.dialogProps} />
    </>
  );
}
