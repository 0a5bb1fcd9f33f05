// Story and test support: the products page with its search and paging state, fed with fixed
// data (products paged the way getProductsPaginated pages them).
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZES } from '@vendy/client/domain';
import type { ShopifyStoreFieldsFragment } from '@vendy/client/generated';
import type { Loadable } from '../../lib/loadable';
import { affiliateLinks, collections, productsPage, products, store } from './fixtures';
import { useListControls } from './listControls';
import type { AffiliateLink, Product, ProductCollection } from './lists';
import { ProductsPage, type ProductsPageProps } from './ProductsPage';

export const ready = <T,>(data: T): Loadable<T> => ({ status: 'ready', data });

export interface HarnessProps extends Partial<
  Omit<
    ProductsPageProps,
    'products' | 'productControls' | 'collectionControls' | 'affiliateLinkControls'
  >
> {
  /** Every product; the harness pages and searches them. A non-ready state is shown as is. */
  allProducts?: Loadable<readonly Product[]>;
}

const noop = () => {};
const resolved = async () => {};

export const closedImport: ProductsPageProps['importDialog'] = {
  isOpen: false,
  onOpenChange: noop,
  catalogue: { status: 'loading' },
  imported: { status: 'loading' },
  onRetry: noop,
  onImport: resolved,
};

export function ProductsPageHarness({ allProducts = ready(products), ...props }: HarnessProps) {
  const productControls = useListControls(DEFAULT_PAGE_SIZES.products);
  const collectionControls = useListControls(DEFAULT_PAGE_SIZES.productCollections);
  const affiliateLinkControls = useListControls(DEFAULT_PAGE_SIZES.affiliateLinks);
  const { search, page, pageSize } = productControls;
  const productPage = useMemo(
    () =>
      allProducts.status === 'ready'
        ? ready(productsPage(allProducts.data, { search, page, pageSize }))
        : allProducts,
    [allProducts, search, page, pageSize],
  );
  return (
    <ProductsPage
      isOwner
      isAdmin={false}
      canImport
      collections={ready<readonly ProductCollection[]>(collections)}
      affiliateLinks={ready<readonly AffiliateLink[]>(affiliateLinks)}
      store={ready<ShopifyStoreFieldsFragment | null>(store)}
      onRetry={noop}
      onDeleteProduct={resolved}
      onDeleteCollection={resolved}
      onDeleteAffiliateLink={resolved}
      onSaveAffiliateLink={resolved}
      onDevConnect={resolved}
      onOpenImport={noop}
      importDialog={closedImport}
      resync={{ status: 'idle' }}
      onResync={noop}
      onCloseResync={noop}
      {...props}
      products={productPage}
      productControls={productControls}
      collectionControls={collectionControls}
      affiliateLinkControls={affiliateLinkControls}
    />
  );
}
