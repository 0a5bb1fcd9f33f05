// A sandbox shop's catalogue: about 240 products with options, variants and images, and a dozen
// custom collections, generated from the shop's domain by a seeded generator. Nothing is stored:
// the same shop always gets the same catalogue, on any process, so bulk results can be produced
// again at download time. Prices are kept in cents and written out as Shopify writes them.
import {
  ADJECTIVES,
  CATEGORIES,
  COLOURS,
  TAGLINES,
  VENDORS,
  type Category,
  type Colour,
} from './data';
import { COLLECTION_RULES } from './collections';
import { illustrationKind } from './illustration';
import { createRandom, seedOf, type Random } from './prng';
import { htmlEscape, plainText, slugify } from './text';
import type {
  ProductStatus,
  Rgb,
  SandboxCatalogue,
  SandboxCollection,
  SandboxImage,
  SandboxOption,
  SandboxProduct,
  SandboxSelectedOption,
  SandboxVariant,
} from './types';

export type * from './types';
export { plainText, slugify } from './text';

export const SANDBOX_PRODUCT_COUNT = 240;
const EPOCH = Date.UTC(2023, 2, 1, 9, 0, 0);
const DAY = 86_400_000;
const IMAGE_SIZE = 600;

function lighten(rgb: Rgb, amount: number): Rgb {
  return rgb.map((c) => Math.round(c + (255 - c) * amount)) as unknown as Rgb;
}

/** Shopify-like ids: large numbers, distinct per shop, stable per position. */
interface IdSpace {
  product(index: number): number;
  variant(productIndex: number, position: number): number;
  image(productIndex: number, position: number): number;
  option(productIndex: number, position: number): number;
  collection(index: number): number;
}

function idSpace(seed: number): IdSpace {
  const shop = seed % 90_000;
  return {
    product: (i) => 8_000_000_000_000 + shop * 1_000 + i,
    variant: (i, v) => 44_000_000_000_000 + shop * 100_000 + i * 100 + v,
    image: (i, k) => 30_000_000_000_000 + shop * 100_000 + i * 100 + k,
    option: (i, k) => 10_000_000_000_000 + shop * 100_000 + i * 10 + k,
    collection: (c) => 400_000_000_000 + shop * 100 + c,
  };
}

function cartesian(options: readonly SandboxOption[]): SandboxSelectedOption[][] {
  return options.reduce<SandboxSelectedOption[][]>(
    (rows, option) =>
      rows.flatMap((row) => option.values.map((value) => [...row, { name: option.name, value }])),
    [[]],
  );
}

interface Flags {
  status: ProductStatus;
  soldOut: boolean;
  noImages: boolean;
}

function buildOptions(random: Random, category: Category): Array<Omit<SandboxOption, 'id'>> {
  const options: Array<Omit<SandboxOption, 'id'>> = [];
  if (category.sizes) {
    const length = Math.min(category.sizes.length, random.int(3, 5));
    const start = random.int(0, category.sizes.length - length);
    options.push({
      name: 'Size',
      position: 0,
      values: category.sizes.slice(start, start + length),
    });
  }
  if (category.colours) {
    const count = random.int(category.colours[0], category.colours[1]);
    options.push({
      name: 'Color',
      position: 0,
      values: random.sample(COLOURS, count).map((c) => c.name),
    });
  }
  // Some single-option products come in one version only (Shopify's "Default Title" variant).
  const single = options.length === 0 && random.chance(0.4);
  if (category.materials && !single && (options.length < 2 || random.chance(0.35))) {
    options.push({
      name: 'Material',
      position: 0,
      values: random.sample(category.materials, random.int(1, category.materials.length)),
    });
  }
  // Shopify's limit is 3 options; keep variant counts modest as a small brand would.
  return options.slice(0, 3).map((option, i) => ({ ...option, position: i + 1 }));
}

function colourNamed(name: string): Colour {
  return COLOURS.find((c) => c.name === name) ?? COLOURS[0]!;
}

function variantPrice(base: number, selected: readonly SandboxSelectedOption[]): number {
  let price = base;
  for (const { name, value } of selected) {
    if (name === 'Size' && (value === 'XXL' || value === '16 oz' || value === 'Large'))
      price += 500;
    else if (name === 'Size' && (value === 'XL' || value === '22" x 22"')) price += 200;
    if (name === 'Material' && /Cashmere|Leather|Gold|Walnut/.test(value)) price += 2000;
  }
  return price;
}

function buildProduct(
  random: Random,
  ids: IdSpace,
  index: number,
  title: string,
  category: Category,
  flags: Flags,
): SandboxProduct {
  const handle = slugify(title);
  const dollars = random.int(category.price[0], category.price[1]);
  const cents = random.pick([0, 0, 50, 95, 99, 99]);
  const base = dollars * 100 + cents;
  const onSale = random.chance(0.12);

  const options: SandboxOption[] = buildOptions(random, category).map((option, k) => ({
    ...option,
    id: ids.option(index, k),
  }));
  const hasOptions = options.length > 0;
  if (!hasOptions) {
    options.push({
      id: ids.option(index, 0),
      name: 'Title',
      position: 1,
      values: ['Default Title'],
    });
  }

  // Images: one per colour when the product comes in colours (its variants show it), otherwise
  // one to three views; a few products have no image at all.
  const images: SandboxImage[] = [];
  const imageOfColour = new Map<string, SandboxImage>();
  const backgroundBase = lighten(random.pick(COLOURS).rgb, 0.85);
  const kind = illustrationKind(category.productType, title);
  const addImage = (colour: Rgb, alt: string): SandboxImage => {
    const position = images.length;
    const image: SandboxImage = {
      id: ids.image(index, position),
      fileName: `${handle}-${position + 1}.png`,
      altText: alt,
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
      kind,
      colour,
      background: position === 0 ? backgroundBase : lighten(colour, 0.7),
      layout: (index + position) % 4,
    };
    images.push(image);
    return image;
  };
  if (!flags.noImages) {
    const colourOption = options.find((o) => o.name === 'Color');
    if (colourOption) {
      for (const name of colourOption.values) {
        imageOfColour.set(name, addImage(colourNamed(name).rgb, `${title} in ${name}`));
      }
      if (random.chance(0.4)) addImage(random.pick(COLOURS).rgb, `${title}, detail`);
    } else {
      const colour = random.pick(COLOURS).rgb;
      const views = random.int(1, 3);
      for (let k = 0; k < views; k++) {
        addImage(
          k === 0 ? colour : lighten(colour, 0.15 * k),
          k === 0 ? title : `${title}, view ${k + 1}`,
        );
      }
    }
  }

  const rows = hasOptions ? cartesian(options) : [[{ name: 'Title', value: 'Default Title' }]];
  // Now and then one variant is sold out while the rest of the product is available.
  const soldOutPosition =
    rows.length > 1 && random.chance(0.25) ? random.int(0, rows.length - 1) : -1;
  const variants: SandboxVariant[] = rows.map((selectedOptions, position) => {
    const available = !flags.soldOut && position !== soldOutPosition;
    const price = variantPrice(base, selectedOptions);
    const colour = selectedOptions.find((o) => o.name === 'Color')?.value;
    return {
      id: ids.variant(index, position),
      title: selectedOptions.map((o) => o.value).join(' / '),
      sku: `${handle.slice(0, 12).toUpperCase()}-${String(position + 1).padStart(2, '0')}`,
      position: position + 1,
      priceCents: price,
      compareAtPriceCents: onSale ? Math.round((price * 1.25) / 100) * 100 : null,
      availableForSale: available,
      inventoryQuantity: available ? random.int(1, 120) : 0,
      selectedOptions,
      imageId: colour ? (imageOfColour.get(colour)?.id ?? null) : null,
    };
  });

  const features = random.sample(category.features, 2);
  const descriptionHtml =
    `<p>Our ${htmlEscape(title)} is ${random.pick(TAGLINES)}.</p>` +
    `<ul>${features.map((f) => `<li>${htmlEscape(f)}</li>`).join('')}</ul>`;
  const createdAt = new Date(EPOCH + index * 2 * DAY + random.int(0, DAY - 1));
  const updatedAt = new Date(createdAt.getTime() + random.int(1, 300) * DAY);
  return {
    id: ids.product(index),
    title,
    handle,
    description: plainText(descriptionHtml),
    descriptionHtml,
    vendor: random.pick(VENDORS),
    productType: category.productType,
    status: flags.status,
    tags: [category.department, category.productType, ...(onSale ? ['Sale'] : [])],
    createdAt,
    updatedAt,
    publishedAt: flags.status === 'ACTIVE' ? createdAt : null,
    options,
    variants,
    images,
  };
}

function productFlags(random: Random, count: number): Flags[] {
  const flags: Flags[] = Array.from({ length: count }, () => ({
    status: 'ACTIVE' as ProductStatus,
    soldOut: false,
    noImages: false,
  }));
  const special = random.sample(
    flags.map((_, i) => i),
    12,
  );
  // Shuffle the chosen positions' roles so they do not follow catalogue order.
  const roles = random.sample(special, special.length);
  roles.forEach((i, k) => {
    const flag = flags[i]!;
    if (k < 4) flag.status = 'DRAFT';
    else if (k < 5) flag.status = 'ARCHIVED';
    else if (k < 9) flag.soldOut = true;
    else flag.noImages = true;
  });
  return flags;
}

function uniqueTitles(random: Random, count: number): Array<{ title: string; category: Category }> {
  const taken = new Set<string>();
  const titles: Array<{ title: string; category: Category }> = [];
  while (titles.length < count) {
    const category = CATEGORIES[titles.length % CATEGORIES.length]!;
    const title = `${random.pick(ADJECTIVES)} ${random.pick(category.nouns)}`;
    if (taken.has(title)) continue;
    taken.add(title);
    titles.push({ title, category });
  }
  return titles;
}

export function generateCatalogue(
  shop: string,
  productCount = SANDBOX_PRODUCT_COUNT,
): SandboxCatalogue {
  const seed = seedOf(shop);
  const random = createRandom(seed);
  const ids = idSpace(seed);
  const titles = uniqueTitles(random, productCount);
  const flags = productFlags(random, productCount);
  const products = titles.map(({ title, category }, i) =>
    buildProduct(random, ids, i, title, category, flags[i]!),
  );

  const collections = COLLECTION_RULES.map((rule, c): SandboxCollection => {
    const members = rule.pick(products, random);
    const cover = members.find((p) => p.images.length > 0)?.images[0];
    const descriptionHtml = `<p>${htmlEscape(rule.blurb)}</p>`;
    return {
      id: ids.collection(c),
      title: rule.title,
      handle: slugify(rule.title),
      description: plainText(descriptionHtml),
      descriptionHtml,
      sortOrder: rule.sortOrder,
      updatedAt: new Date(EPOCH + 600 * DAY + c * DAY),
      productIds: members.map((p) => p.id),
      image: cover
        ? { ...cover, id: ids.image(999, c), fileName: `collection-${slugify(rule.title)}.png` }
        : null,
    };
  });

  const imageByFileName = new Map<string, SandboxImage>();
  for (const product of products) {
    for (const image of product.images) imageByFileName.set(image.fileName, image);
  }
  for (const collection of collections) {
    if (collection.image) imageByFileName.set(collection.image.fileName, collection.image);
  }
  return {
    products,
    collections,
    productById: new Map(products.map((p) => [p.id, p])),
    productByVariantId: new Map(products.flatMap((p) => p.variants.map((v) => [v.id, p]))),
    imageByFileName,
  };
}

const cache = new Map<string, SandboxCatalogue>();
const CACHE_SIZE = 16;

/** The shop's catalogue (generated once per process, a few shops kept). */
export function sandboxCatalogue(shop: string): SandboxCatalogue {
  let catalogue = cache.get(shop);
  if (catalogue) {
    cache.delete(shop);
  } else {
    catalogue = generateCatalogue(shop);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(shop, catalogue);
  return catalogue;
}

/** Shopify's Money scalar: two decimals ("29.00"). */
export function moneyString(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Shopify's Decimal scalar as it serialises amounts: "29.0", "29.5", "29.99". */
export function decimalString(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100))
    .padStart(2, '0')
    .replace(/0$/, '');
  return `${whole}.${fraction === '' ? '0' : fraction}`;
}
