// The billing module's descriptor (see ../types.ts): Plans and their charges.
import type { AppModule } from '../types';
import { billingResolvers } from './resolvers';

export const billingModule: AppModule = {
  name: 'billing',
  resolvers: billingResolvers,
};
