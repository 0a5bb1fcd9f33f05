// Choosing what to import from the store (doc 2 §2): a collections tab and a products tab, each
// searchable and paged (collections 10, products 25 per page). Items already imported are shown
// checked and cannot be picked; the products of a picked collection come with it.
import type { ReactNode } from 'react';
import { Checkbox, Pagination, SearchField, Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import { productPrice } from '@vendy/client/domain';
import type { ImportedIds, Selection, ShopifyCollection, ShopifyProduct } from './catalogueImport';
import { priceText } from './lists';
import { useListControls, usePagedItems, type ListControls } from './listControls';
import { Thumbnail } from './Thumbnail';
import * as styles from './ImportPicker.css';

export const MARKS = {
  collectionImported: 'Collection already imported',
  productImported: 'Product already imported',
  includedWithCollection: 'Product included with collection',
} as const;

export interface ImportPickerProps {
  products: readonly ShopifyProduct[];
  collections: readonly ShopifyCollection[];
  imported: ImportedIds;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** Tab names: the import screen says 'Shopify Product Collections' / 'Shopify Products'. */
  labels: { collections: string; products: string };
  /** Which tab comes first (and opens first). */
  order?: 'collections-first' | 'products-first';
  isDisabled?: boolean;
}

const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

interface PagedProps {
  label: string;
  searchLabel: string;
  controls: ListControls;
  total: number;
  page: number;
  noResults: string;
  children: ReactNode;
  isEmpty: boolean;
}

function PagedChoices({
  label,
  searchLabel,
  controls,
  total,
  page,
  noResults,
  children,
  isEmpty,
}: PagedProps) {
  return (
    <div className={styles.panel}>
      <SearchField
        aria-label={searchLabel}
        placeholder={searchLabel}
        className={styles.search}
        value={controls.search}
        onChange={controls.setSearch}
      />
      {isEmpty ? (
        <p className={styles.muted}>{noResults}</p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {children}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={controls.pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
      />
    </div>
  );
}

export function ImportPicker({
  products,
  collections,
  imported,
  selection,
  onSelectionChange,
  labels,
  order = 'collections-first',
  isDisabled = false,
}: ImportPickerProps) {
  const collectionControls = useListControls(DEFAULT_PAGE_SIZES.importCollections);
  const productControls = useListControls(DEFAULT_PAGE_SIZES.importProducts);
  const collectionPage = usePagedItems(collections, collectionControls);
  const productPage = usePagedItems(products, productControls);

  // Products that come with a picked collection.
  const included = new Set<string>();
  for (const collection of collections) {
    if (!selection.collections.has(collection.id)) continue;
    for (const id of collection.productIds) included.add(id);
  }

  const collectionTab = (
    <TabPanel id="collections" className={styles.tabPanel}>
      <PagedChoices
        label={labels.collections}
        searchLabel="Search Collections"
        controls={collectionControls}
        total={collectionPage.total}
        page={collectionPage.page}
        noResults="No collections found"
        isEmpty={collectionPage.total === 0}
      >
        {collectionPage.rows.map((collection) => {
          const isImported = imported.collections.has(collection.id);
          const count = collection.productIds.length;
          return (
            <li key={collection.id} className={styles.item}>
              <Checkbox
                isSelected={isImported || selection.collections.has(collection.id)}
                isDisabled={isDisabled || isImported}
                onChange={(on) =>
                  onSelectionChange({
                    ...selection,
                    collections: toggled(selection.collections, collection.id, on),
                  })
                }
                description={
                  isImported
                    ? MARKS.collectionImported
                    : `${count} ${count === 1 ? 'product' : 'products'}`
                }
              >
                {collection.title}
              </Checkbox>
            </li>
          );
        })}
      </PagedChoices>
    </TabPanel>
  );

  const productTab = (
    <TabPanel id="products" className={styles.tabPanel}>
      <PagedChoices
        label={labels.products}
        searchLabel="Search Products"
        controls={productControls}
        total={productPage.total}
        page={productPage.page}
        noResults="No products found"
        isEmpty={productPage.total === 0}
      >
        {productPage.rows.map((product) => {
          const isImported = imported.products.has(product.id);
          const isIncluded = !isImported && included.has(product.id);
          const mark = isImported
            ? MARKS.productImported
            : isIncluded
              ? MARKS.includedWithCollection
              : priceText(productPrice(product));
          return (
            <li key={product.id} className={styles.item}>
              <Thumbnail
                src={product.featuredImage?.url ?? product.images[0]?.url ?? null}
                size={100}
                className={styles.picture}
                placeholderClassName={styles.noPicture}
              />
              <Checkbox
                isSelected={isImported || isIncluded || selection.products.has(product.id)}
                isDisabled={isDisabled || isImported || isIncluded}
                onChange={(on) =>
                  onSelectionChange({
                    ...selection,
                    products: toggled(selection.products, product.id, on),
                  })
                }
                description={mark}
              >
                {product.title}
              </Checkbox>
            </li>
          );
        })}
      </PagedChoices>
    </TabPanel>
  );

  const tabs =
    order === 'collections-first'
      ? [
          ['collections', labels.collections],
          ['products', labels.products],
        ]
      : [
          ['products', labels.products],
          ['collections', labels.collections],
        ];

  return (
    <Tabs defaultSelectedKey={tabs[0]?.[0]}>
      <TabList aria-label="What to import">
        {tabs.map(([id, name]) => (
          <Tab key={id} id={id}>
            {name}
          </Tab>
        ))}
      </TabList>
      {order === 'collections-first' ? (
        <>
          {collectionTab}
          {productTab}
        </>
      ) : (
        <>
          {productTab}
          {collectionTab}
        </>
      )}
    </Tabs>
  );
}
