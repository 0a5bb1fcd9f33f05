// The shapes of a sandbox shop's catalogue (see generate.ts).

export type ProductStatus = 'ACTIVE' | 'ARCHIVED' | 'DRAFT';
export type Rgb = readonly [number, number, number];

/** The drawing of a product (illustration.ts paints each). */
export type IllustrationKind =
  | 'tee'
  | 'hoodie'
  | 'zip-hoodie'
  | 'sweater'
  | 'turtleneck'
  | 'jacket'
  | 'pants'
  | 'dress'
  | 'sneaker'
  | 'boot'
  | 'tote'
  | 'backpack'
  | 'beanie'
  | 'cap'
  | 'necklace'
  | 'ring'
  | 'sunglasses'
  | 'wallet'
  | 'scarf'
  | 'candle'
  | 'mug'
  | 'pillow'
  | 'blanket'
  | 'planter'
  | 'board';

export interface SandboxImage {
  id: number;
  /** Name under the shop's CDN path (…/cdn/shop/files/{fileName}). */
  fileName: string;
  altText: string;
  width: number;
  height: number;
  /** What the PNG shows: the illustration `kind` in `colour` on a `background`; odd layouts mirrored. */
  kind: IllustrationKind;
  colour: Rgb;
  background: Rgb;
  layout: number;
}

export interface SandboxSelectedOption {
  name: string;
  value: string;
}

export interface SandboxVariant {
  id: number;
  title: string;
  sku: string;
  position: number;
  priceCents: number;
  compareAtPriceCents: number | null;
  availableForSale: boolean;
  inventoryQuantity: number;
  selectedOptions: SandboxSelectedOption[];
  imageId: number | null;
}

export interface SandboxOption {
  id: number;
  name: string;
  position: number;
  values: string[];
}

export interface SandboxProduct {
  id: number;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  status: ProductStatus;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  options: SandboxOption[];
  variants: SandboxVariant[];
  images: SandboxImage[];
}

export type CollectionSortOrder = 'MANUAL' | 'BEST_SELLING' | 'CREATED_DESC' | 'ALPHA_ASC';

export interface SandboxCollection {
  id: number;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  sortOrder: CollectionSortOrder;
  updatedAt: Date;
  productIds: number[];
  image: SandboxImage | null;
}

export interface SandboxCatalogue {
  products: SandboxProduct[];
  collections: SandboxCollection[];
  productById: ReadonlyMap<number, SandboxProduct>;
  productByVariantId: ReadonlyMap<number, SandboxProduct>;
  /** Every image, product and collection ones, by file name (for the CDN route). */
  imageByFileName: ReadonlyMap<string, SandboxImage>;
}
