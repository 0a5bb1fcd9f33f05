// Route module for /products: loads the lists (products one page at a time through
// getProductsPaginated), deletes and saves, connects a development store and runs the store
// import and Re-Sync All.
import { useCallback } from 'react';
import {
  ArchiveAffiliateLinkDocument,
  ArchiveProductDocument,
  ConnectDevShopifyStoreDocument,
  DeleteProductCollectionDocument,
  GetAffiliateLinksDocument,
  GetProductCollectionsDocument,
  GetProductsPaginatedDocument,
  GetShopifyStoreDocument,
} from '@vendy/client/generated';
import { DEFAULT_PAGE_SIZES } from '@vendy/client/domain';
import type { VendyRequest } from '@vendy/client/request';
import { toasts } from '@vendy/ui-kit';
import { request as appRequest } from '../../lib/api';
import { useSession } from '../../session';
import type { DevStoreConnectValues } from '../store/DevStoreConnectForm';
import type { AffiliateLinkSaveInput } from './AffiliateLinkForm';
import { browserSaveDeps, saveAffiliateLink, type AffiliateSaveDeps } from './affiliateSave';
import type { ImportDeps } from './catalogueImport';
import { useListControls } from './listControls';
import { ProductsPage, type ProductsTab } from './ProductsPage';
import { useRemote } from '../../lib/useRemote';
import { useShopifyImport } from './useShopifyImport';

export const SAVED_MESSAGE = 'Saved successfully.';

export interface ProductsRouteProps {
  /** Replaces the browser's network parts (tests and stories). */
  importDeps?: ImportDeps;
  saveDeps?: AffiliateSaveDeps;
  request?: VendyRequest;
  defaultTab?: ProductsTab;
}

export function ProductsRoute({
  importDeps,
  saveDeps,
  request = appRequest,
  defaultTab,
}: ProductsRouteProps) {
  const { currentUser, refresh } = useSession();
  const group = currentUser.currentGroup;
  const isOwner = group?.viewerRole === 'OWNER';
  const groupId = group?.id ?? '';

  const productControls = useListControls(DEFAULT_PAGE_SIZES.products);
  const collectionControls = useListControls(DEFAULT_PAGE_SIZES.productCollections);
  const affiliateLinkControls = useListControls(DEFAULT_PAGE_SIZES.affiliateLinks);

  const searchInput = {
    search: productControls.search.trim() || null,
    page: productControls.page,
    pageSize: productControls.pageSize,
  };
  const products = useRemote(
    `${groupId}|${JSON.stringify(searchInput)}`,
    async (signal) =>
      (await request(GetProductsPaginatedDocument, { searchInput }, { signal }))
        .getProductsPaginated,
    { keepPrevious: true },
  );
  const collections = useRemote(
    groupId,
    async (signal) =>
      (await request(GetProductCollectionsDocument, {}, { signal })).getProductCollections,
  );
  const affiliateLinks = useRemote(
    groupId,
    async (signal) => (await request(GetAffiliateLinksDocument, {}, { signal })).getAffiliateLinks,
  );
  const store = useRemote(
    groupId,
    async (signal) => (await request(GetShopifyStoreDocument, {}, { signal })).getShopifyStore,
    { enabled: isOwner },
  );

  const reloadProducts = products.reload;
  const reloadCollections = collections.reload;
  const onChanged = useCallback(() => {
    reloadProducts();
    reloadCollections();
  }, [reloadProducts, reloadCollections]);
  const shopify = useShopifyImport({
    request,
    ...(importDeps ? { deps: importDeps } : {}),
    onChanged,
  });

  const onSaveAffiliateLink = async (input: AffiliateLinkSaveInput) => {
    await saveAffiliateLink(saveDeps ?? browserSaveDeps(request), input);
    toasts.success(SAVED_MESSAGE);
    affiliateLinks.reload();
  };

  const onDevConnect = async ({ storeName, adminToken }: DevStoreConnectValues) => {
    await request(ConnectDevShopifyStoreDocument, { storeName, adminToken });
    store.reload();
    await refresh();
  };

  return (
    <ProductsPage
      isOwner={isOwner}
      isAdmin={currentUser.auth?.isAdmin ?? false}
      canImport={Boolean(group?.shopifyStore)}
      products={products.state}
      productControls={productControls}
      collections={collections.state}
      collectionControls={collectionControls}
      affiliateLinks={affiliateLinks.state}
      affiliateLinkControls={affiliateLinkControls}
      store={store.state}
      onRetry={(list) => ({ products, collections, affiliateLinks })[list].reload()}
      onDeleteProduct={async (product) => {
        await request(ArchiveProductDocument, { productId: product.id });
        products.reload();
        collections.reload();
      }}
      onDeleteCollection={async (collection) => {
        await request(DeleteProductCollectionDocument, { collectionId: collection.id });
        collections.reload();
      }}
      onDeleteAffiliateLink={async (link) => {
        await request(ArchiveAffiliateLinkDocument, { affiliateLinkId: link.id });
        affiliateLinks.reload();
      }}
      onSaveAffiliateLink={onSaveAffiliateLink}
      onDevConnect={onDevConnect}
      onOpenImport={shopify.open}
      importDialog={shopify.dialogProps}
      resync={shopify.resync}
      onResync={shopify.startResync}
      onCloseResync={shopify.closeResync}
      defaultTab={defaultTab}
    />
  );
}
