// Public face of the placements module.
export { placementsResolvers } from './resolvers';
export { countStrategies, experimentForFeed, upsertExperiment, upsertStrategy } from './service';
export { placedProductsOf, type PlacedProducts } from './placed-products';
export { placementsModule } from './module';
