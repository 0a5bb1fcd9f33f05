// The catalogue module's API for other modules: products and collections of a group.
export { countCollections, listCollections, upsertCollections } from './collections';
export {
  countProducts,
  listProducts,
  upsertProducts,
  withDetails,
  type CatalogueDeps,
} from './products';
export { validateCollections, validateProducts } from './validation';
export { catalogueModule } from './module';
