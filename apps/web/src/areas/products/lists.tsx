// The three lists of the products screen (doc 2 §2): products, product collections and affiliate
// links. Each takes what its route loaded and the search/paging state; `readOnly` hides edit and
// delete (the admin's group page).
import { useMemo, type ReactNode } from 'react';
import type {
  AffiliateLinkFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
} from '@vendy/client/generated';
import { formatDollars, sortItems } from '@vendy/client/domain';
import { EmptyState, Link, ProductIcon } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { AssetTable } from './AssetTable';
import { usePagedItems, type ListControls } from './listControls';
import * as styles from './products.css';

export type Product = ProductFieldsFragment;
export type ProductCollection = ProductCollectionFieldsFragment;
export type AffiliateLink = AffiliateLinkFieldsFragment;

export const EMPTY_TEXT = {
  products: 'Upload your first product!',
  collections: 'Upload your first collection!',
  affiliateLinks: "You don't have any affiliate links",
} as const;

/** A price in dollars with two decimals, or a dash when the store gave none. */
export const priceText = (price: number | null | undefined) =>
  price === null || price === undefined ? '—' : formatDollars(price);

interface ListCommon<T> {
  controls: ListControls;
  readOnly?: boolean;
  onOpen?: (row: T) => void;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  onRetry?: () => void;
  /** Buttons next to the search box. */
  toolbar?: ReactNode;
  /** The next step offered by the empty state (e.g. 'Import from Shopify'). */
  emptyAction?: ReactNode;
}

function errorOf(state: Loadable<unknown>): string | undefined {
  return state.status === 'error' ? state.message : undefined;
}

export interface ProductPage {
  products: readonly Product[];
  count: number;
}

export interface ProductListProps extends ListCommon<Product> {
  /** One page as getProductsPaginated answers it (search and paging done by the server). */
  page: Loadable<ProductPage>;
}

export function ProductList({ page, controls, emptyAction, ...rest }: ProductListProps) {
  const data = page.status === 'ready' ? page.data : { products: [], count: 0 };
  return (
    <AssetTable<Product>
      {...rest}
      label="Products"
      searchLabel="Search Products"
      search={controls.search}
      onSearchChange={controls.setSearch}
      rows={data.products}
      total={data.count}
      page={controls.page}
      pageSize={controls.pageSize}
      onPageChange={controls.setPage}
      onPageSizeChange={controls.setPageSize}
      status={page.status}
      errorMessage={errorOf(page)}
      getId={(p) => p.id}
      getTitle={(p) => p.title}
      getThumbnail={(p) => p.thumbnailUrl ?? p.imageUrl}
      columns={[{ id: 'price', header: 'Price', cell: (p) => priceText(p.price), align: 'end' }]}
      noResultsText="No products found"
      emptyState={
        <EmptyState
          picture={<ProductIcon size={48} />}
          title={EMPTY_TEXT.products}
          description="Import products from your Shopify store to make your videos shoppable."
          action={emptyAction}
        />
      }
    />
  );
}

/** Products of an in-memory list (adminGetProducts), paged and searched here. */
export function LocalProductList({
  products,
  ...rest
}: Omit<ProductListProps, 'page'> & { products: Loadable<readonly Product[]> }) {
  // Sorted by title, as getProductsPaginated sorts its pages.
  const all = useMemo(
    () => (products.status === 'ready' ? sortItems(products.data, 'alphabetical') : []),
    [products],
  );
  const paged = usePagedItems(all, rest.controls);
  const page: Loadable<ProductPage> =
    products.status === 'ready'
      ? { status: 'ready', data: { products: paged.rows, count: paged.total } }
      : products;
  return <ProductList {...rest} page={page} controls={{ ...rest.controls, page: paged.page }} />;
}

export interface CollectionListProps extends ListCommon<ProductCollection> {
  collections: Loadable<readonly ProductCollection[]>;
}

export function CollectionList({
  collections,
  controls,
  emptyAction,
  ...rest
}: CollectionListProps) {
  const all = useMemo(
    () => (collections.status === 'ready' ? sortItems(collections.data, 'alphabetical') : []),
    [collections],
  );
  const paged = usePagedItems(all, controls);
  return (
    <AssetTable<ProductCollection>
      {...rest}
      label="Product Collections"
      searchLabel="Search Collections"
      search={controls.search}
      onSearchChange={controls.setSearch}
      rows={paged.rows}
      total={paged.total}
      page={paged.page}
      pageSize={controls.pageSize}
      onPageChange={controls.setPage}
      onPageSizeChange={controls.setPageSize}
      status={collections.status}
      errorMessage={errorOf(collections)}
      getId={(c) => c.id}
      getTitle={(c) => c.title}
      getThumbnail={(c) => {
        const first = c.items.find((item) => item.product.thumbnailUrl || item.product.imageUrl);
        return first ? (first.product.thumbnailUrl ?? first.product.imageUrl) : null;
      }}
      columns={[{ id: 'products', header: 'Products', cell: (c) => c.items.length, align: 'end' }]}
      noResultsText="No collections found"
      emptyState={
        <EmptyState
          picture={<ProductIcon size={48} />}
          title={EMPTY_TEXT.collections}
          description="Import collections from your Shopify store to place many products at once."
          action={emptyAction}
        />
      }
    />
  );
}

export interface AffiliateLinkListProps extends ListCommon<AffiliateLink> {
  links: Loadable<readonly AffiliateLink[]>;
}

export function AffiliateLinkList({
  links,
  controls,
  emptyAction,
  ...rest
}: AffiliateLinkListProps) {
  const all = links.status === 'ready' ? links.data : [];
  const paged = usePagedItems(all, controls);
  return (
    <AssetTable<AffiliateLink>
      {...rest}
      label="Affiliate Links"
      searchLabel="Search Affiliate Links"
      search={controls.search}
      onSearchChange={controls.setSearch}
      rows={paged.rows}
      total={paged.total}
      page={paged.page}
      pageSize={controls.pageSize}
      onPageChange={controls.setPage}
      onPageSizeChange={controls.setPageSize}
      status={links.status}
      errorMessage={errorOf(links)}
      getId={(l) => l.id}
      getTitle={(l) => l.title}
      getThumbnail={(l) => l.images[0]?.thumbnailUrl ?? l.images[0]?.imageUrl}
      columns={[
        {
          id: 'link',
          header: 'Link',
          cell: (l) => (
            <Link href={l.url} target="_blank" variant="inline" className={styles.urlText}>
              {l.url}
            </Link>
          ),
        },
        { id: 'price', header: 'Price', cell: (l) => priceText(l.price), align: 'end' },
      ]}
      noResultsText="No affiliate links found"
      emptyState={
        <EmptyState
          picture={<ProductIcon size={48} />}
          title={EMPTY_TEXT.affiliateLinks}
          description="Add products from other sites with their own price, pictures and button."
          action={emptyAction}
        />
      }
    />
  );
}
