// Products and collections of a sandbox shop: products, product, collections, collection and
// productsCount, with the Admin API's shapes (variants with selectedOptions and Money prices,
// images, options, priceRangeV2, collections with their products). The catalogue itself is
// generated from the shop's domain (../catalogue/generate.ts).
import {
  decimalString,
  moneyString,
  sandboxCatalogue,
  type SandboxCollection,
  type SandboxImage,
  type SandboxProduct,
  type SandboxVariant,
} from '../catalogue/generate';
import { toGid, type SandboxContext } from '../context';
import type { AdminApiArea, SandboxResolver } from './area';
import { connection, type ConnectionArgs } from './connection';

/** Where a sandbox image is served: the shop's own "CDN" path, versioned like Shopify's. */
export function imageUrl(ctx: SandboxContext, image: SandboxImage): string {
  return `${ctx.app.shopBaseUrl(ctx.shop)}/cdn/shop/files/${image.fileName}?v=1700000000`;
}

/** A parsed `gid://shopify/{type}/{id}` with Shopify's large ids (up to 2^53). */
export function parseGid(gid: unknown, type: string): number | null {
  if (typeof gid !== 'string') return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/(\d{1,16})$/.exec(gid);
  const id = Number(match?.[2]);
  return match?.[1] === type && Number.isSafeInteger(id) ? id : null;
}

const truncate = (text: string, at: unknown) =>
  typeof at === 'number' && at > 0 && text.length > at ? `${text.slice(0, at)}…` : text;

/**
 * A small part of Shopify's search syntax: `field:value` terms (title, handle, vendor,
 * product_type, status) and free words matched in the title, all of them required.
 */
export function matchesProductQuery(product: SandboxProduct, query: unknown): boolean {
  if (typeof query !== 'string' || query.trim() === '') return true;
  const terms = query.match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
  return terms.every((term) => {
    const colon = term.indexOf(':');
    const field = colon > 0 ? term.slice(0, colon).toLowerCase() : '';
    const raw = (colon > 0 ? term.slice(colon + 1) : term).replace(/^"|"$/g, '').toLowerCase();
    const prefix = raw.endsWith('*');
    const value = prefix ? raw.slice(0, -1) : raw;
    const test = (text: string) =>
      prefix ? text.toLowerCase().startsWith(value) : text.toLowerCase() === value;
    switch (field) {
      case 'title':
        return test(product.title);
      case 'handle':
        return test(product.handle);
      case 'vendor':
        return test(product.vendor);
      case 'product_type':
        return test(product.productType);
      case 'status':
        return value.split(',').includes(product.status.toLowerCase());
      default:
        return product.title.toLowerCase().includes(value);
    }
  });
}

const resolve = <P, A = Record<string, unknown>>(
  fn: (parent: P, args: A, ctx: SandboxContext) => unknown,
): SandboxResolver => fn as unknown as SandboxResolver;

function productCollections(ctx: SandboxContext, product: SandboxProduct): SandboxCollection[] {
  return sandboxCatalogue(ctx.shop).collections.filter((c) => c.productIds.includes(product.id));
}

function priceRange(product: SandboxProduct) {
  const cents = product.variants.map((v) => v.priceCents);
  return {
    minVariantPrice: { amount: decimalString(Math.min(...cents)), currencyCode: 'USD' },
    maxVariantPrice: { amount: decimalString(Math.max(...cents)), currencyCode: 'USD' },
  };
}

export const productsArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    scalar HTML
    scalar Money
    scalar UnsignedInt64
    enum ProductStatus {
      ACTIVE
      ARCHIVED
      DRAFT
    }
    enum CollectionSortOrder {
      ALPHA_ASC
      ALPHA_DESC
      BEST_SELLING
      CREATED
      CREATED_DESC
      MANUAL
      PRICE_ASC
      PRICE_DESC
    }
    enum CountPrecision {
      EXACT
      AT_LEAST
    }
    type Count {
      count: Int!
      precision: CountPrecision!
    }
    type PageInfo {
      hasNextPage: Boolean!
      hasPreviousPage: Boolean!
      startCursor: String
      endCursor: String
    }
    input ImageTransformInput {
      maxWidth: Int
      maxHeight: Int
      scale: Int
    }
    type Image {
      id: ID
      url(transform: ImageTransformInput): URL!
      altText: String
      width: Int
      height: Int
      originalSrc: URL! @deprecated(reason: "Use \`url\` instead.")
      src: URL! @deprecated(reason: "Use \`url\` instead.")
      transformedSrc: URL! @deprecated(reason: "Use \`url(transform:)\` instead")
    }
    type ImageEdge {
      cursor: String!
      node: Image!
    }
    type ImageConnection {
      edges: [ImageEdge!]!
      nodes: [Image!]!
      pageInfo: PageInfo!
    }
    type SelectedOption {
      name: String!
      value: String!
    }
    type ProductOption implements Node {
      id: ID!
      name: String!
      position: Int!
      values: [String!]!
    }
    type ProductPriceRangeV2 {
      minVariantPrice: MoneyV2!
      maxVariantPrice: MoneyV2!
    }
    type ProductVariant implements Node {
      id: ID!
      title: String!
      displayName: String!
      sku: String
      position: Int!
      price: Money!
      compareAtPrice: Money
      availableForSale: Boolean!
      inventoryQuantity: Int
      selectedOptions: [SelectedOption!]!
      image: Image
      product: Product!
    }
    type ProductVariantEdge {
      cursor: String!
      node: ProductVariant!
    }
    type ProductVariantConnection {
      edges: [ProductVariantEdge!]!
      nodes: [ProductVariant!]!
      pageInfo: PageInfo!
    }
    type Product implements Node {
      id: ID!
      title: String!
      handle: String!
      description(truncateAt: Int): String!
      descriptionHtml: HTML!
      vendor: String!
      productType: String!
      status: ProductStatus!
      tags: [String!]!
      createdAt: DateTime!
      updatedAt: DateTime!
      publishedAt: DateTime
      onlineStoreUrl: URL
      totalInventory: Int!
      tracksInventory: Boolean!
      hasOnlyDefaultVariant: Boolean!
      options(first: Int): [ProductOption!]!
      priceRangeV2: ProductPriceRangeV2!
      featuredImage: Image @deprecated(reason: "Use \`featuredMedia\` instead.")
      images(first: Int, after: String, last: Int, before: String): ImageConnection!
      variants(first: Int, after: String, last: Int, before: String): ProductVariantConnection!
      variantsCount: Count
      collections(first: Int, after: String, last: Int, before: String): CollectionConnection!
    }
    type ProductEdge {
      cursor: String!
      node: Product!
    }
    type ProductConnection {
      edges: [ProductEdge!]!
      nodes: [Product!]!
      pageInfo: PageInfo!
    }
    type Collection implements Node {
      id: ID!
      title: String!
      handle: String!
      description(truncateAt: Int): String!
      descriptionHtml: HTML!
      sortOrder: CollectionSortOrder!
      updatedAt: DateTime!
      image: Image
      products(first: Int, after: String, last: Int, before: String): ProductConnection!
      productsCount: Count
      hasProduct(id: ID!): Boolean!
    }
    type CollectionEdge {
      cursor: String!
      node: Collection!
    }
    type CollectionConnection {
      edges: [CollectionEdge!]!
      nodes: [Collection!]!
      pageInfo: PageInfo!
    }
    type Query {
      products(
        first: Int
        after: String
        last: Int
        before: String
        query: String
        reverse: Boolean
      ): ProductConnection!
      product(id: ID!): Product
      productByHandle(handle: String!): Product
      productsCount(query: String): Count
      collections(
        first: Int
        after: String
        last: Int
        before: String
        query: String
        reverse: Boolean
      ): CollectionConnection!
      collection(id: ID!): Collection
    }
  `,
  resolvers: {
    Query: {
      products: resolve<unknown, ConnectionArgs & { query?: string; reverse?: boolean }>(
        (_p, args, ctx) => {
          const all = sandboxCatalogue(ctx.shop).products.filter((p) =>
            matchesProductQuery(p, args.query),
          );
          return connection(args.reverse ? [...all].reverse() : all, args, ctx, (p) => p.id);
        },
      ),
      product: resolve<unknown, { id: string }>((_p, args, ctx) => {
        const id = parseGid(args.id, 'Product');
        return id === null ? null : (sandboxCatalogue(ctx.shop).productById.get(id) ?? null);
      }),
      productByHandle: resolve<unknown, { handle: string }>(
        (_p, args, ctx) =>
          sandboxCatalogue(ctx.shop).products.find((p) => p.handle === args.handle) ?? null,
      ),
      productsCount: resolve<unknown, { query?: string }>((_p, args, ctx) => ({
        count: sandboxCatalogue(ctx.shop).products.filter((p) => matchesProductQuery(p, args.query))
          .length,
        precision: 'EXACT',
      })),
      collections: resolve<unknown, ConnectionArgs & { query?: string; reverse?: boolean }>(
        (_p, args, ctx) => {
          const words = (args.query ?? '').trim().toLowerCase();
          const all = sandboxCatalogue(ctx.shop).collections.filter((c) =>
            c.title.toLowerCase().includes(words.replace(/^title:/, '').replace(/\*$/, '')),
          );
          return connection(args.reverse ? [...all].reverse() : all, args, ctx, (c) => c.id);
        },
      ),
      collection: resolve<unknown, { id: string }>((_p, args, ctx) => {
        const id = parseGid(args.id, 'Collection');
        return sandboxCatalogue(ctx.shop).collections.find((c) => c.id === id) ?? null;
      }),
    },
    Product: {
      id: resolve<SandboxProduct>((p) => toGid('Product', p.id)),
      description: resolve<SandboxProduct, { truncateAt?: number }>((p, args) =>
        truncate(p.description, args.truncateAt),
      ),
      createdAt: resolve<SandboxProduct>((p) => p.createdAt.toISOString()),
      updatedAt: resolve<SandboxProduct>((p) => p.updatedAt.toISOString()),
      publishedAt: resolve<SandboxProduct>((p) => p.publishedAt?.toISOString() ?? null),
      onlineStoreUrl: resolve<SandboxProduct>((p, _a, ctx) =>
        p.status === 'ACTIVE' ? `https://${ctx.shop}/products/${p.handle}` : null,
      ),
      totalInventory: resolve<SandboxProduct>((p) =>
        p.variants.reduce((sum, v) => sum + v.inventoryQuantity, 0),
      ),
      tracksInventory: () => true,
      hasOnlyDefaultVariant: resolve<SandboxProduct>(
        (p) => p.options.length === 1 && p.options[0]?.name === 'Title',
      ),
      options: resolve<SandboxProduct, { first?: number }>((p, args) =>
        typeof args.first === 'number' ? p.options.slice(0, args.first) : p.options,
      ),
      priceRangeV2: resolve<SandboxProduct>(priceRange),
      featuredImage: resolve<SandboxProduct>((p) => p.images[0] ?? null),
      images: resolve<SandboxProduct, ConnectionArgs>((p, args, ctx) =>
        connection(p.images, args, ctx, (i) => i.id),
      ),
      variants: resolve<SandboxProduct, ConnectionArgs>((p, args, ctx) =>
        connection(p.variants, args, ctx, (v) => v.id),
      ),
      variantsCount: resolve<SandboxProduct>((p) => ({
        count: p.variants.length,
        precision: 'EXACT',
      })),
      collections: resolve<SandboxProduct, ConnectionArgs>((p, args, ctx) =>
        connection(productCollections(ctx, p), args, ctx, (c) => c.id),
      ),
    },
    ProductOption: {
      id: resolve<{ id: number }>((o) => toGid('ProductOption', o.id)),
    },
    ProductVariant: {
      id: resolve<SandboxVariant>((v) => toGid('ProductVariant', v.id)),
      price: resolve<SandboxVariant>((v) => moneyString(v.priceCents)),
      compareAtPrice: resolve<SandboxVariant>((v) =>
        v.compareAtPriceCents === null ? null : moneyString(v.compareAtPriceCents),
      ),
      displayName: resolve<SandboxVariant>((v, _a, ctx) => {
        const product = productOfVariant(ctx, v);
        return product ? `${product.title} - ${v.title}` : v.title;
      }),
      image: resolve<SandboxVariant>((v, _a, ctx) => {
        if (v.imageId === null) return null;
        return productOfVariant(ctx, v)?.images.find((i) => i.id === v.imageId) ?? null;
      }),
      product: resolve<SandboxVariant>((v, _a, ctx) => productOfVariant(ctx, v)),
    },
    Image: {
      id: resolve<SandboxImage>((i) => toGid('ProductImage', i.id)),
      url: resolve<SandboxImage>((i, _a, ctx) => imageUrl(ctx, i)),
      originalSrc: resolve<SandboxImage>((i, _a, ctx) => imageUrl(ctx, i)),
      src: resolve<SandboxImage>((i, _a, ctx) => imageUrl(ctx, i)),
      transformedSrc: resolve<SandboxImage>((i, _a, ctx) => imageUrl(ctx, i)),
    },
    Collection: {
      id: resolve<SandboxCollection>((c) => toGid('Collection', c.id)),
      description: resolve<SandboxCollection, { truncateAt?: number }>((c, args) =>
        truncate(c.description, args.truncateAt),
      ),
      updatedAt: resolve<SandboxCollection>((c) => c.updatedAt.toISOString()),
      products: resolve<SandboxCollection, ConnectionArgs>((c, args, ctx) => {
        const byId = sandboxCatalogue(ctx.shop).productById;
        const products = c.productIds.flatMap((id) => byId.get(id) ?? []);
        return connection(products, args, ctx, (p) => p.id);
      }),
      productsCount: resolve<SandboxCollection>((c) => ({
        count: c.productIds.length,
        precision: 'EXACT',
      })),
      hasProduct: resolve<SandboxCollection, { id: string }>((c, args) => {
        const id = parseGid(args.id, 'Product');
        return id !== null && c.productIds.includes(id);
      }),
    },
  },
};

function productOfVariant(ctx: SandboxContext, variant: SandboxVariant): SandboxProduct | null {
  return sandboxCatalogue(ctx.shop).productByVariantId.get(variant.id) ?? null;
}
