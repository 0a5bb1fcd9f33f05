// Public face of the placements module.
export { placementsResolvers } from './resolvers';
export { countStrategies } from './service';
