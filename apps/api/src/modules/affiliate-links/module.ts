// The affiliate-links module's descriptor (see ../types.ts): Affiliate links and their images.
import type { AppModule } from '../types';
import { affiliateLinksResolvers } from './resolvers';

export const affiliateLinksModule: AppModule = {
  name: 'affiliate-links',
  resolvers: affiliateLinksResolvers,
};
