// The Products tab of /admin/groups/{id}: the products screen's lists, read-only.
import { ReadOnlyProductLists } from '../products';
import type { AdminGroupLists } from './AdminGroupPage';

export function AdminProductsTab({
  lists,
}: {
  lists: Pick<AdminGroupLists, 'products' | 'productCollections' | 'affiliateLinks'>;
}) {
  return (
    <ReadOnlyProductLists
      products={lists.products}
      productCollections={lists.productCollections}
      affiliateLinks={lists.affiliateLinks}
    />
  );
}
