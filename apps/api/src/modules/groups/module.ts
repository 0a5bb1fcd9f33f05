// The groups module's descriptor (see ../types.ts): Groups, members and invitations.
import type { AppModule } from '../types';
import { groupsResolvers } from './resolvers';

export const groupsModule: AppModule = {
  name: 'groups',
  resolvers: groupsResolvers,
};
