// What other areas use from the products area: the read-only lists (admin group page) and the
// store import picker (e.g. a feed editor's 'Import Products').
export { ReadOnlyProductLists, type ReadOnlyProductListsProps } from './ReadOnlyProductLists';
export { ImportPickerDialog, type ShopifyImportDialogProps } from './ShopifyImportDialog';
export { useShopifyImport } from './useShopifyImport';
export { ProductDetailDialog } from './ProductDetailDialog';
export { ProductCardPreview } from './ProductCardPreview';
