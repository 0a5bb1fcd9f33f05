// /products (doc 2 §2): tabs Products, Product Collections, Affiliate Links and, for the group's
// OWNER, Shopify. The page gets data and callbacks; ProductsRoute loads and saves.
import { useState, type ReactNode } from 'react';
import type { ShopifyStoreFieldsFragment } from '@vendy/client/generated';
import { AlertDialog, Button, PlusIcon, Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import type { DevStoreConnectValues } from '../store/DevStoreConnectForm';
import { AffiliateLinkFormDialog, type AffiliateLinkSaveInput } from './AffiliateLinkForm';
import { CollectionDetailDialog } from './CollectionDetailDialog';
import type { ListControls } from './listControls';
import {
  AffiliateLinkList,
  CollectionList,
  ProductList,
  type AffiliateLink,
  type Product,
  type ProductCollection,
  type ProductPage,
} from './lists';
import { ProductDetailDialog } from './ProductDetailDialog';
import { ResyncDialog, type ResyncState } from './ResyncDialog';
import { ShopifyImportDialog, type ShopifyImportDialogProps } from './ShopifyImportDialog';
import { ShopifyTab } from './ShopifyTab';
import * as styles from './products.css';

export type ProductsTab = 'products' | 'collections' | 'affiliate-links' | 'shopify';

export const DELETE_TEXT = {
  product: 'Do you really want to delete this product? This action cannot be undone.',
  collection: 'Do you really want to delete this product collection? This action cannot be undone.',
  affiliateLink: 'Do you really want to delete this affiliate link? This action cannot be undone.',
} as const;

export interface ProductsPageProps {
  /** The group's OWNER also sees the Shopify tab. */
  isOwner: boolean;
  isAdmin: boolean;
  /** False while the group has no store: importing and re-syncing are then unavailable. */
  canImport: boolean;
  products: Loadable<ProductPage>;
  productControls: ListControls;
  collections: Loadable<readonly ProductCollection[]>;
  collectionControls: ListControls;
  affiliateLinks: Loadable<readonly AffiliateLink[]>;
  affiliateLinkControls: ListControls;
  store: Loadable<ShopifyStoreFieldsFragment | null>;
  onRetry: (list: 'products' | 'collections' | 'affiliateLinks') => void;
  onDeleteProduct: (product: Product) => Promise<void>;
  onDeleteCollection: (collection: ProductCollection) => Promise<void>;
  onDeleteAffiliateLink: (link: AffiliateLink) => Promise<void>;
  onSaveAffiliateLink: (input: AffiliateLinkSaveInput) => Promise<void>;
  onDevConnect: (values: DevStoreConnectValues) => Promise<void>;
  /** Opens the import screen (the route starts fetching the store's lists). */
  onOpenImport: () => void;
  importDialog: Omit<ShopifyImportDialogProps, 'variant'>;
  resync: ResyncState;
  onResync: () => void;
  onCloseResync: () => void;
  defaultTab?: ProductsTab;
}

type PendingDelete =
  | { kind: 'product'; item: Product }
  | { kind: 'collection'; item: ProductCollection }
  | { kind: 'affiliateLink'; item: AffiliateLink };

const DELETE_TITLES = {
  product: 'Delete Product',
  collection: 'Delete Product Collection',
  affiliateLink: 'Delete Affiliate Link',
} as const;

export function ProductsPage(props: ProductsPageProps) {
  const { isOwner, canImport, defaultTab = 'products' } = props;
  const [product, setProduct] = useState<Product | null>(null);
  const [collection, setCollection] = useState<ProductCollection | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [linkForm, setLinkForm] = useState<{ link: AffiliateLink | null } | null>(null);

  const storeButtons: ReactNode = (
    <>
      <Button variant="secondary" isDisabled={!canImport} onPress={props.onResync}>
        Re-Sync All
      </Button>
      <Button variant="primary" isDisabled={!canImport} onPress={props.onOpenImport}>
        Import from Shopify
      </Button>
    </>
  );
  const importButton = (
    <Button variant="primary" isDisabled={!canImport} onPress={props.onOpenImport}>
      Import from Shopify
    </Button>
  );
  const addLinkButton = (
    <Button variant="primary" icon={<PlusIcon />} onPress={() => setLinkForm({ link: null })}>
      Affiliate Link
    </Button>
  );

  const confirmDelete = () => {
    if (!pendingDelete) return undefined;
    switch (pendingDelete.kind) {
      case 'product':
        return props.onDeleteProduct(pendingDelete.item);
      case 'collection':
        return props.onDeleteCollection(pendingDelete.item);
      case 'affiliateLink':
        return props.onDeleteAffiliateLink(pendingDelete.item);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Products</h1>
      <Tabs defaultSelectedKey={defaultTab === 'shopify' && !isOwner ? 'products' : defaultTab}>
        <TabList aria-label="Product lists">
          <Tab id="products">Products</Tab>
          <Tab id="collections">Product Collections</Tab>
          <Tab id="affiliate-links">Affiliate Links</Tab>
          {isOwner ? <Tab id="shopify">Shopify</Tab> : null}
        </TabList>
        <TabPanel id="products">
          <ProductList
            page={props.products}
            controls={props.productControls}
            toolbar={storeButtons}
            emptyAction={importButton}
            onRetry={() => props.onRetry('products')}
            onOpen={setProduct}
            onEdit={setProduct}
            onDelete={(item) => setPendingDelete({ kind: 'product', item })}
          />
        </TabPanel>
        <TabPanel id="collections">
          <CollectionList
            collections={props.collections}
            controls={props.collectionControls}
            toolbar={storeButtons}
            emptyAction={importButton}
            onRetry={() => props.onRetry('collections')}
            onOpen={setCollection}
            onEdit={setCollection}
            onDelete={(item) => setPendingDelete({ kind: 'collection', item })}
          />
        </TabPanel>
        <TabPanel id="affiliate-links">
          <AffiliateLinkList
            links={props.affiliateLinks}
            controls={props.affiliateLinkControls}
            toolbar={addLinkButton}
            emptyAction={addLinkButton}
            onRetry={() => props.onRetry('affiliateLinks')}
            onOpen={(link) => setLinkForm({ link })}
            onEdit={(link) => setLinkForm({ link })}
            onDelete={(item) => setPendingDelete({ kind: 'affiliateLink', item })}
          />
        </TabPanel>
        {isOwner ? (
          <TabPanel id="shopify">
            <div className={styles.panel}>
              <ShopifyTab
                store={props.store}
                isAdmin={props.isAdmin}
                onDevConnect={props.onDevConnect}
              />
            </div>
          </TabPanel>
        ) : null}
      </Tabs>

      <ProductDetailDialog product={product} onClose={() => setProduct(null)} />
      <CollectionDetailDialog collection={collection} onClose={() => setCollection(null)} />
      <AffiliateLinkFormDialog
        isOpen={linkForm !== null}
        link={linkForm?.link ?? null}
        onClose={() => setLinkForm(null)}
        onSave={props.onSaveAffiliateLink}
      />
      <AlertDialog
        title={pendingDelete ? DELETE_TITLES[pendingDelete.kind] : 'Delete'}
        confirmLabel="Delete"
        isOpen={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        onConfirm={confirmDelete}
      >
        {pendingDelete ? DELETE_TEXT[pendingDelete.kind] : ''}
      </AlertDialog>
      <ShopifyImportDialog {...props.importDialog} variant="screen" />
      <ResyncDialog state={props.resync} onClose={props.onCloseResync} onRetry={props.onResync} />
    </div>
  );
}
