// Deterministic fixtures of the products area for stories and component tests: products,
// collections, affiliate links, the store's bulk results and the people who look at them.
import type {
  AffiliateLinkFieldsFragment,
  GetCurrentUserQuery,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  ShopifyStoreFieldsFragment,
} from '@vendy/client/generated';
import { BulkCatalogue } from '@vendy/client/domain';
import { acmeGroup, adminUser, authOf, merchantUser } from '../../mocks/fixtures';

type CurrentUser = GetCurrentUserQuery['getCurrentUser'];

/** A square picture as a data address, so stories never wait on the network. */
export function swatch(color: string, label = ''): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<rect width="300" height="300" fill="${color}"/>` +
    `<text x="150" y="165" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const image = (color: string, label: string, isFeatured = false) => ({
  imageOriginalSrc: `https://cdn.shopify.example/${label}.jpg`,
  imageUrl: swatch(color, label),
  thumbnailUrl: swatch(color, label),
  isFeatured,
});

function product(
  n: number,
  title: string,
  price: number | null,
  color: string | null,
  extra: Partial<ProductFieldsFragment> = {},
): ProductFieldsFragment {
  const images = color ? [image(color, title.slice(0, 2), true)] : [];
  return {
    id: `product-${n}`,
    alternateId: `gid://shopify/Product/${1000 + n}`,
    title,
    description: `${title}: made to last.`,
    descriptionHtml: `<p>${title}: <strong>made to last.</strong></p>`,
    price,
    availableForSale: true,
    productType: 'Outdoor',
    vendor: 'Acme Outfitters',
    handle: title.toLowerCase().replace(/\s+/g, '-'),
    imageOriginalSrc: images[0]?.imageOriginalSrc ?? null,
    imageUrl: images[0]?.imageUrl ?? null,
    thumbnailUrl: images[0]?.thumbnailUrl ?? null,
    variants: [
      {
        id: `gid://shopify/ProductVariant/${2000 + n}`,
        title: 'Default Title',
        price: price ?? 0,
        imageOriginalSrc: null,
        imageUrl: null,
        thumbnailUrl: null,
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      },
    ],
    images,
    ...extra,
  };
}

/** A product with options, variants and several pictures (the detail dialog's full case). */
export const trailJacket: ProductFieldsFragment = product(1, 'Trail Jacket', 189, '#1d4ed8', {
  descriptionHtml:
    '<p>Waterproof <strong>shell</strong> for wet trails.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  description: 'Waterproof shell for wet trails.',
  images: [image('#1d4ed8', 'Blue', true), image('#b91c1c', 'Red'), image('#15803d', 'Green')],
  variants: [
    ['S', 'Blue', 179],
    ['M', 'Blue', 179],
    ['L', 'Red', 189],
  ].map(([size, colour, price], i) => ({
    id: `gid://shopify/ProductVariant/30${i}`,
    title: `${size} / ${colour}`,
    price: price as number,
    imageOriginalSrc: null,
    imageUrl: null,
    thumbnailUrl: null,
    selectedOptions: [
      { name: 'Size', value: size as string },
      { name: 'Colour', value: colour as string },
    ],
  })),
});

export const products: ProductFieldsFragment[] = [
  product(2, 'Alpine Boots', 149.5, '#92400e'),
  product(3, 'Camp Mug', 12, '#0f766e'),
  product(4, 'Down Vest', 99.99, null),
  product(5, 'Headlamp', 34, '#6d28d9'),
  product(6, 'Map Case', null, '#374151'),
  trailJacket,
];

/** 30 products, to page through. */
export const manyProducts: ProductFieldsFragment[] = Array.from({ length: 30 }, (_, i) =>
  product(100 + i, `Gear Item ${String(i + 1).padStart(2, '0')}`, 10 + i, '#334155'),
);

const itemsOf = (list: ProductFieldsFragment[]) =>
  list.map((p) => ({
    productId: p.id,
    product: {
      id: p.id,
      alternateId: p.alternateId,
      title: p.title,
      price: p.price,
      imageUrl: p.imageUrl,
      thumbnailUrl: p.thumbnailUrl,
    },
  }));

export const collections: ProductCollectionFieldsFragment[] = [
  {
    id: 'collection-1',
    alternateId: 'gid://shopify/Collection/501',
    title: 'Summer Hiking',
    description: 'Everything for long days outside.',
    handle: 'summer-hiking',
    items: itemsOf([products[0]!, products[1]!, trailJacket]),
  },
  {
    id: 'collection-2',
    alternateId: 'gid://shopify/Collection/502',
    title: 'Big Catalogue',
    description: '',
    handle: 'big-catalogue',
    items: itemsOf(manyProducts.slice(0, 14)),
  },
  {
    id: 'collection-3',
    alternateId: 'gid://shopify/Collection/503',
    title: 'Empty Shelf',
    description: '',
    handle: 'empty-shelf',
    items: [],
  },
];

export const affiliateLinks: AffiliateLinkFieldsFragment[] = [
  {
    id: '6f1d2c3b-0000-4000-8000-000000000001',
    createdAt: '2026-11-18T10:00:00.000Z',
    updatedAt: '2026-11-18T10:00:00.000Z',
    groupId: acmeGroup.id,
    title: 'Partner Tent',
    description: null,
    price: 349,
    ctaText: 'Shop Now',
    url: 'https://partner.example.com/tent',
    images: [
      {
        id: 'image-1',
        affiliateLinkId: '6f1d2c3b-0000-4000-8000-000000000001',
        imageUrl: swatch('#065f46', 'Tent'),
        thumbnailUrl: swatch('#065f46', 'Tent'),
        rank: 0,
      },
      {
        id: 'image-2',
        affiliateLinkId: '6f1d2c3b-0000-4000-8000-000000000001',
        imageUrl: swatch('#9a3412', 'Side'),
        thumbnailUrl: swatch('#9a3412', 'Side'),
        rank: 1,
      },
    ],
  },
  {
    id: '6f1d2c3b-0000-4000-8000-000000000002',
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
    groupId: acmeGroup.id,
    title: 'Trekking Poles',
    description: null,
    price: 1299.99,
    ctaText: null,
    url: 'https://partner.example.com/poles',
    images: [],
  },
];

export const store: ShopifyStoreFieldsFragment = acmeGroup.shopifyStore ?? {
  id: 'store-acme',
  groupId: acmeGroup.id,
  storeName: 'acme-outfitters.myshopify.com',
  groupName: acmeGroup.name,
};

export const owner: CurrentUser = {
  auth: authOf(merchantUser),
  user: merchantUser,
  groups: [acmeGroup],
  currentGroup: { ...acmeGroup, viewerRole: 'OWNER' },
};

export const member: CurrentUser = {
  ...owner,
  currentGroup: { ...acmeGroup, viewerRole: 'USER' },
  groups: [{ ...acmeGroup, viewerRole: 'USER' }],
};

export const adminOwner: CurrentUser = {
  auth: authOf(adminUser, { isAdmin: true }),
  user: adminUser,
  groups: [acmeGroup],
  currentGroup: { ...acmeGroup, viewerRole: 'OWNER' },
};

export const ownerWithoutStore: CurrentUser = {
  ...adminOwner,
  currentGroup: { ...acmeGroup, viewerRole: 'OWNER', shopifyStore: null },
};

/** One page of products as getProductsPaginated answers it (search and paging done here). */
export function productsPage(
  all: readonly ProductFieldsFragment[],
  { search, page = 0, pageSize = 25 }: { search?: string | null; page?: number; pageSize?: number },
) {
  const needle = (search ?? '').trim().toLowerCase();
  const matching = all
    .filter((p) => p.title.toLowerCase().includes(needle))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    products: matching.slice(page * pageSize, (page + 1) * pageSize),
    count: matching.length,
  };
}

// The store's side: bulk results as JSON lines in Shopify's own shapes (products with variant and
// image children, collections with product children). Prices are Money strings in dollars.
const bulkProduct = (n: number, title: string, price: string, extraLines: object[] = []) => [
  {
    id: `gid://shopify/Product/${n}`,
    title,
    description: `${title} from the store.`,
    descriptionHtml: `<p>${title} from the store.</p>`,
    handle: title.toLowerCase().replace(/\s+/g, '-'),
    productType: 'Outdoor',
    vendor: 'Acme',
    status: 'ACTIVE',
    featuredImage: { url: `https://cdn.shopify.example/${n}.png` },
  },
  {
    id: `gid://shopify/ProductVariant/${n}1`,
    title: 'Default Title',
    price,
    image: null,
    selectedOptions: [{ name: 'Title', value: 'Default Title' }],
    __parentId: `gid://shopify/Product/${n}`,
  },
  {
    id: `gid://shopify/ProductImage/${n}9`,
    url: `https://cdn.shopify.example/${n}.png`,
    __parentId: `gid://shopify/Product/${n}`,
  },
  ...extraLines,
];

const jsonLines = (records: object[]) => records.map((r) => JSON.stringify(r)).join('\n');

/** The store has the already imported Alpine Boots (1002) and Trail Jacket (1001), and new items. */
export const bulkProductsText = jsonLines([
  ...bulkProduct(1001, 'Trail Jacket', '189.00'),
  ...bulkProduct(1002, 'Alpine Boots', '149.50'),
  ...bulkProduct(7001, 'Rain Poncho', '25.00'),
  ...bulkProduct(7002, 'Sleeping Bag', '120.00'),
  ...bulkProduct(7003, 'Water Filter', '49.99'),
]);

/** Summer Hiking (501) is imported; Rainy Days (601) is new and holds the poncho and the filter. */
export const bulkCollectionsText = jsonLines([
  {
    id: 'gid://shopify/Collection/501',
    title: 'Summer Hiking',
    description: '',
    handle: 'summer-hiking',
  },
  { id: 'gid://shopify/Product/1002', __parentId: 'gid://shopify/Collection/501' },
  { id: 'gid://shopify/Product/1001', __parentId: 'gid://shopify/Collection/501' },
  {
    id: 'gid://shopify/Collection/601',
    title: 'Rainy Days',
    description: 'Stay dry.',
    handle: 'rainy-days',
  },
  { id: 'gid://shopify/Product/7001', __parentId: 'gid://shopify/Collection/601' },
  { id: 'gid://shopify/Product/7003', __parentId: 'gid://shopify/Collection/601' },
]);

/** The store's catalogue as the import reads it from the results above. */
export function storeCatalogue() {
  const read = (text: string) => {
    const catalogue = new BulkCatalogue();
    for (const line of text.split('\n')) if (line.trim()) catalogue.add(JSON.parse(line));
    return catalogue;
  };
  return {
    products: read(bulkProductsText).products,
    collections: read(bulkCollectionsText).collections,
  };
}

/** The ids of what the group has imported: Trail Jacket, Alpine Boots and Summer Hiking. */
export const importedIds = () => ({
  products: new Set(['gid://shopify/Product/1001', 'gid://shopify/Product/1002']),
  collections: new Set(['gid://shopify/Collection/501']),
});
