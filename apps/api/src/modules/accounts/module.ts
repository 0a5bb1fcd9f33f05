// The accounts module's descriptor (see ../types.ts): Sign-up, sign-in, the account's profile and
// e-mails.
import type { AppModule } from '../types';
import { accountsResolvers } from './resolvers';

export const accountsModule: AppModule = {
  name: 'accounts',
  resolvers: accountsResolvers,
};
