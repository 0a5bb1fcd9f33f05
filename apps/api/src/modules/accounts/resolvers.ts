import type { Resolvers } from '../../graphql/resolvers';

/** Until sessions exist every visitor is anonymous, which getCurrentUser answers without failing. */
export const accountsResolvers: Resolvers = {
  Query: {
    getCurrentUser: () => ({ auth: null, user: null, groups: [], currentGroup: null }),
  },
};
