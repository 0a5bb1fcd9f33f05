// The placements module's descriptor (see ../types.ts): Placements (strategies, feeds,
// experiments).
import type { AppModule } from '../types';
import { placementsResolvers } from './resolvers';

export const placementsModule: AppModule = {
  name: 'placements',
  resolvers: placementsResolvers,
};
