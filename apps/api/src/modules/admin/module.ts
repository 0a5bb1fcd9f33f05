// The admin module's descriptor (see ../types.ts): The administrators' console: users, groups,
// stores.
import type { AppModule } from '../types';
import { adminResolvers } from './resolvers';

export const adminModule: AppModule = {
  name: 'admin',
  resolvers: adminResolvers,
};
