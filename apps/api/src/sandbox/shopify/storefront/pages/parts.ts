// Pieces shared by the store pages: prices, product cards, grids and pagination.
import { escapeHtml } from '../../../../http/routes';
import type { SandboxImage, SandboxProduct } from '../../catalogue/types';
import { formatMoney, imagePath, type Storefront } from '../shop';

export interface PriceRange {
  min: number;
  max: number;
  /** Compare-at price of the cheapest variant, when it is on sale. */
  compareAt: number | null;
  available: boolean;
}

export function priceRange(product: SandboxProduct): PriceRange {
  const prices = product.variants.map((v) => v.priceCents);
  const min = Math.min(...prices);
  const cheapest = product.variants.find((v) => v.priceCents === min);
  return {
    min,
    max: Math.max(...prices),
    compareAt: cheapest?.compareAtPriceCents ?? null,
    available: product.variants.some((v) => v.availableForSale),
  };
}

/** Regular or sale price, the way Dawn announces it to screen readers. */
export function priceHtml(cents: number, compareAt: number | null, from = false): string {
  const amount = `${from ? 'From ' : ''}${formatMoney(cents)}`;
  if (compareAt !== null && compareAt > cents) {
    return `<span class="visually-hidden">Regular price</span><s class="price__compare">${formatMoney(compareAt)}</s> <span class="visually-hidden">Sale price</span><span class="price__sale">${amount}</span>`;
  }
  return `<span class="visually-hidden">Regular price</span><span>${amount}</span>`;
}

export function imageTag(
  sf: Storefront,
  image: SandboxImage,
  options: { alt?: string; lazy: boolean; sizes: string; className?: string },
): string {
  const alt = escapeHtml(options.alt ?? image.altText);
  return `<img src="${imagePath(sf, image)}" alt="${alt}" width="${image.width}" height="${image.height}" sizes="${options.sizes}"${options.lazy ? ' loading="lazy"' : ''}${options.className ? ` class="${options.className}"` : ''}>`;
}

/** A product tile: image, title (the link, stretched over the card) and price. */
export function productCard(
  sf: Storefront,
  product: SandboxProduct,
  options: { headingLevel: 2 | 3; lazy: boolean },
): string {
  const range = priceRange(product);
  const image = product.images[0];
  const media = image
    ? imageTag(sf, image, { alt: '', lazy: options.lazy, sizes: '(min-width: 990px) 25vw, 50vw' })
    : '<span class="card__placeholder" aria-hidden="true"></span>';
  const badge = range.available
    ? range.compareAt !== null && range.compareAt > range.min
      ? '<span class="badge badge--sale">Sale</span>'
      : ''
    : '<span class="badge">Sold out</span>';
  const h = `h${options.headingLevel}`;
  return `<li class="grid__item"><div class="card">
<div class="card__media">${media}${badge}</div>
<${h} class="card__heading"><a href="${sf.root}products/${product.handle}" class="card__link">${escapeHtml(product.title)}</a></${h}>
<p class="card__vendor">${escapeHtml(product.vendor)}</p>
<p class="price">${priceHtml(range.min, range.compareAt, range.max > range.min)}</p>
</div></li>`;
}

export function productGrid(
  sf: Storefront,
  products: readonly SandboxProduct[],
  headingLevel: 2 | 3,
  label: string,
): string {
  const cards = products
    .map((p, i) => productCard(sf, p, { headingLevel, lazy: i >= 4 }))
    .join('\n');
  return `<ul class="product-grid" aria-label="${escapeHtml(label)}">\n${cards}\n</ul>`;
}

export const PAGE_SIZE = 24;

/** Previous / page numbers / next, as links to ?page=n. */
export function pagination(path: string, page: number, pages: number): string {
  if (pages <= 1) return '';
  const link = (n: number, text: string, label: string) =>
    `<a href="${path}?page=${n}" aria-label="${label}">${text}</a>`;
  const items: string[] = [];
  if (page > 1) items.push(`<li>${link(page - 1, '‹', 'Previous page')}</li>`);
  for (let n = 1; n <= pages; n++) {
    const text = `<span class="visually-hidden">Page </span>${n}`;
    items.push(
      n === page
        ? `<li><span aria-current="page">${text}</span></li>`
        : `<li><a href="${path}?page=${n}">${text}</a></li>`,
    );
  }
  if (page < pages) items.push(`<li>${link(page + 1, '›', 'Next page')}</li>`);
  return `<nav class="pagination" aria-label="Pagination"><ul>${items.join('')}</ul></nav>`;
}

/** The page number of ?page=, clamped to the pages that exist. */
export function pageNumber(url: URL, pages: number): number {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? Math.min(n, Math.max(1, pages)) : 1;
}
