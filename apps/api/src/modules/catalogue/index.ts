// The catalogue module's API for other modules: products and collections of a group.
export { countCollections } from './collections';
export { countProducts, listProducts, withDetails, type CatalogueDeps } from './products';
export { listCollections } from './collections';
