// `shop`: the shop the token belongs to.
import type { AdminApiArea } from './area';

function titleOf(shop: string): string {
  const name = shop.replace(/\.myshopify\.com$/, '').replace(/-/g, ' ');
  return name.replace(/\b\w/g, (c) => c.toUpperCase());
}

export const shopArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    type Shop {
      name: String!
      myshopifyDomain: String!
      currencyCode: CurrencyCode!
    }
    type Query {
      shop: Shop!
    }
  `,
  resolvers: {
    Query: {
      shop: (_parent, _args, ctx) => ({
        name: titleOf(ctx.shop),
        myshopifyDomain: ctx.shop,
        currencyCode: 'USD',
      }),
    },
  },
};
