// Read-only collection detail (doc 2 §2): its description and its products, paged.
import { DEFAULT_PAGE_SIZES } from '@vendy/client/domain';
import { Dialog } from '@vendy/ui-kit';
import { AssetTable } from './AssetTable';
import { priceText, type ProductCollection } from './lists';
import { useListControls, usePagedItems } from './listControls';
import * as styles from './products.css';

type Item = ProductCollection['items'][number]['product'];

export interface CollectionDetailDialogProps {
  /** The collection shown; null keeps the dialog closed. */
  collection: ProductCollection | null;
  onClose: () => void;
}

function CollectionDetail({ collection }: { collection: ProductCollection }) {
  const controls = useListControls(DEFAULT_PAGE_SIZES.productCollections);
  const items = collection.items.map((item) => item.product);
  const paged = usePagedItems(items, controls);
  return (
    <div className={styles.detail}>
      {collection.description && <p className={styles.description}>{collection.description}</p>}
      <AssetTable<Item>
        label={`Products of ${collection.title}`}
        searchLabel="Search Products"
        search={controls.search}
        onSearchChange={controls.setSearch}
        rows={paged.rows}
        total={paged.total}
        page={paged.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        status="ready"
        getId={(p) => p.id}
        getTitle={(p) => p.title}
        getThumbnail={(p) => p.thumbnailUrl ?? p.imageUrl}
        columns={[{ id: 'price', header: 'Price', cell: (p) => priceText(p.price), align: 'end' }]}
        readOnly
        noResultsText="No products found"
        emptyState={<p className={styles.muted}>This collection has no products.</p>}
      />
    </div>
  );
}

export function CollectionDetailDialog({ collection, onClose }: CollectionDetailDialogProps) {
  return (
    <Dialog
      title={collection?.title ?? 'Product Collection'}
      size="lg"
      isOpen={collection !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {collection && <CollectionDetail collection={collection} />}
    </Dialog>
  );
}
