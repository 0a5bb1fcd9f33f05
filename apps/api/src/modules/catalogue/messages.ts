// Messages of the catalogue operations: the specification's (doc 2 §8) where it has one.
export const UNABLE_TO_START_BULK = 'Unable to start Shopify bulk query operation.';
export const UNABLE_TO_GET_STATUS = 'Unable to get status of operation.';
export const UNABLE_TO_IMPORT_PRODUCT = 'Unable to import product.';
export const UNABLE_TO_IMPORT_PRODUCTS = 'Unable to import products.';
export const UNABLE_TO_IMPORT_COLLECTIONS = 'Unable to import product collections.';
export const ERROR_WRITING_PRODUCTS = 'Error writing product data to database.';
export const ERROR_WRITING_COLLECTIONS = 'Error writing product collection data to database.';
export const UNABLE_TO_DELETE_PRODUCT = 'Error deleting product from the database.';
export const UNABLE_TO_DELETE_COLLECTION = 'Error deleting product collection.';
export const UNABLE_TO_GET_UPLOAD_URLS = 'Unable to get image upload urls.';
export const uploadFailedFor = (title: string) => `Unable to upload image for product: ${title}`;
