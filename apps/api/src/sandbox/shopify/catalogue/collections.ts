// The sandbox shop's custom collections: a dozen themed selections of its products (one empty,
// as a shop preparing a launch would have).
import type { Random } from './prng';
import type { CollectionSortOrder, SandboxProduct } from './types';

export interface CollectionRule {
  title: string;
  blurb: string;
  sortOrder: CollectionSortOrder;
  pick: (products: readonly SandboxProduct[], random: Random) => SandboxProduct[];
}

const ofTypes =
  (...types: string[]) =>
  (products: readonly SandboxProduct[]) =>
    products.filter((p) => types.includes(p.productType));

const maxPrice = (p: SandboxProduct) => Math.max(...p.variants.map((v) => v.priceCents));

export const COLLECTION_RULES: readonly CollectionRule[] = [
  {
    title: 'New Arrivals',
    blurb: 'The latest additions to the shop.',
    sortOrder: 'CREATED_DESC',
    pick: (products) =>
      [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 30),
  },
  {
    title: 'Best Sellers',
    blurb: 'What everyone is buying right now.',
    sortOrder: 'BEST_SELLING',
    pick: (products, random) => random.sample(products, 24),
  },
  {
    title: 'Summer Essentials',
    blurb: 'Light layers and sunny-day accessories.',
    sortOrder: 'MANUAL',
    pick: ofTypes('T-Shirts', 'Dresses', 'Sunglasses', 'Hats'),
  },
  {
    title: 'Outerwear',
    blurb: 'Jackets and hoodies for every forecast.',
    sortOrder: 'ALPHA_ASC',
    pick: ofTypes('Jackets', 'Hoodies'),
  },
  {
    title: 'Home & Living',
    blurb: 'Pieces that make a house a home.',
    sortOrder: 'ALPHA_ASC',
    pick: ofTypes('Candles', 'Mugs', 'Pillows', 'Blankets', 'Planters', 'Kitchen'),
  },
  {
    title: 'Accessories',
    blurb: 'Finishing touches.',
    sortOrder: 'ALPHA_ASC',
    pick: ofTypes('Bags', 'Hats', 'Jewelry', 'Sunglasses', 'Wallets', 'Scarves'),
  },
  {
    title: 'Footwear',
    blurb: 'Sneakers and boots built to walk in.',
    sortOrder: 'ALPHA_ASC',
    pick: ofTypes('Sneakers', 'Boots'),
  },
  {
    title: 'Gifts Under $50',
    blurb: 'Thoughtful gifts that do not break the bank.',
    sortOrder: 'MANUAL',
    pick: (products) => products.filter((p) => maxPrice(p) < 5000),
  },
  {
    title: 'Staff Picks',
    blurb: 'Favourites of the people who make them.',
    sortOrder: 'MANUAL',
    pick: (products, random) => random.sample(products, 12),
  },
  {
    title: 'Sale',
    blurb: 'Limited-time markdowns.',
    sortOrder: 'BEST_SELLING',
    pick: (products) => products.filter((p) => p.tags.includes('Sale')),
  },
  {
    title: 'Sustainable Materials',
    blurb: 'Organic, recycled and responsibly sourced.',
    sortOrder: 'MANUAL',
    pick: (products) =>
      products.filter(
        (p) =>
          /Organic|Recycled/.test(p.title) ||
          p.options.some((o) => o.values.some((v) => /Organic|Recycled/.test(v))),
      ),
  },
  {
    title: 'Cozy Season',
    blurb: 'Knits, throws and candlelight.',
    sortOrder: 'MANUAL',
    pick: ofTypes('Sweaters', 'Blankets', 'Candles', 'Scarves'),
  },
  {
    title: 'Coming Soon',
    blurb: 'Products for this collection are on their way.',
    sortOrder: 'MANUAL',
    pick: () => [],
  },
];
