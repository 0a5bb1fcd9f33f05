// The products screen's three lists, read-only (doc 2 §6): for the admin's view of a group. Edit
// and delete are hidden; products and collections still open their read-only detail.
import { useState } from 'react';
import { DEFAULT_PAGE_SIZES } from '@vendy/client/domain';
import { Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { CollectionDetailDialog } from './CollectionDetailDialog';
import { useListControls } from './listControls';
import {
  AffiliateLinkList,
  CollectionList,
  LocalProductList,
  type AffiliateLink,
  type Product,
  type ProductCollection,
} from './lists';
import { ProductDetailDialog } from './ProductDetailDialog';

export interface ReadOnlyProductListsProps {
  products: Loadable<readonly Product[]>;
  productCollections: Loadable<readonly ProductCollection[]>;
  affiliateLinks: Loadable<readonly AffiliateLink[]>;
  /** Names the sub-tabs. */
  label?: string;
}

export function ReadOnlyProductLists({
  products,
  productCollections,
  affiliateLinks,
  label = 'Product lists',
}: ReadOnlyProductListsProps) {
  const productControls = useListControls(DEFAULT_PAGE_SIZES.products);
  const collectionControls = useListControls(DEFAULT_PAGE_SIZES.productCollections);
  const linkControls = useListControls(DEFAULT_PAGE_SIZES.affiliateLinks);
  const [product, setProduct] = useState<Product | null>(null);
  const [collection, setCollection] = useState<ProductCollection | null>(null);
  return (
    <>
      <Tabs>
        <TabList aria-label={label} size="sm">
          <Tab id="products">Products</Tab>
          <Tab id="product-collections">Product Collections</Tab>
          <Tab id="affiliate-links">Affiliate Links</Tab>
        </TabList>
        <TabPanel id="products">
          <LocalProductList
            products={products}
            controls={productControls}
            readOnly
            onOpen={setProduct}
          />
        </TabPanel>
        <TabPanel id="product-collections">
          <CollectionList
            collections={productCollections}
            controls={collectionControls}
            readOnly
            onOpen={setCollection}
          />
        </TabPanel>
        <TabPanel id="affiliate-links">
          <AffiliateLinkList links={affiliateLinks} controls={linkControls} readOnly />
        </TabPanel>
      </Tabs>
      <ProductDetailDialog product={product} onClose={() => setProduct(null)} />
      <CollectionDetailDialog collection={collection} onClose={() => setCollection(null)} />
    </>
  );
}
