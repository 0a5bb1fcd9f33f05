// The home page, the collection list and collection pages (including /collections/all).
import { escapeHtml } from '../../../../http/routes';
import type { SandboxCollection } from '../../catalogue/types';
import { collectionProducts, imagePath, visibleProducts, type Storefront } from '../shop';
import { imageTag, PAGE_SIZE, pageNumber, pagination, productGrid } from './parts';

/** The "All" collection Shopify gives every store. */
export const ALL_HANDLE = 'all';

function collectionCard(sf: Storefront, collection: SandboxCollection, count: number): string {
  const media = collection.image
    ? imageTag(sf, collection.image, {
        alt: '',
        lazy: true,
        sizes: '(min-width: 990px) 33vw, 50vw',
      })
    : '<span class="card__placeholder" aria-hidden="true"></span>';
  return `<li class="grid__item"><div class="card card--collection">
<div class="card__media">${media}</div>
<h3 class="card__heading"><a href="${sf.root}collections/${collection.handle}" class="card__link">${escapeHtml(collection.title)}</a></h3>
<p class="card__vendor">${count} ${count === 1 ? 'product' : 'products'}</p>
</div></li>`;
}

function collectionList(sf: Storefront, limit?: number): string {
  const cards = sf.catalogue.collections
    .map((c) => ({ collection: c, count: collectionProducts(sf, c).length }))
    .filter((c) => c.count > 0)
    .slice(0, limit)
    .map(({ collection, count }) => collectionCard(sf, collection, count))
    .join('\n');
  return `<ul class="collection-grid" aria-label="Collections">\n${cards}\n</ul>`;
}

/** `layout`: the section showing the store's Vendy layout, or ''. */
export function homePage(sf: Storefront, layout: string): { title: string; body: string } {
  const featured = sf.catalogue.collections.find((c) => collectionProducts(sf, c).length > 0);
  const products = featured ? collectionProducts(sf, featured).slice(0, 8) : [];
  const hero = featured?.image ? imagePath(sf, featured.image) : null;
  return {
    title: 'Home',
    body: `<section class="banner" aria-labelledby="banner-heading"${hero ? ` style="--banner-image:url('${hero}')"` : ''}>
<div class="banner__box page-width">
<h1 id="banner-heading" class="banner__heading">${escapeHtml(sf.name)}</h1>
<p>Everyday goods, made to last. Browse the catalog or start with what is new.</p>
<a class="button" href="${sf.root}collections/${ALL_HANDLE}">Shop all</a>
</div>
</section>
${layout}
${
  featured
    ? `<section class="section page-width" aria-labelledby="featured-heading">
<div class="section__title"><h2 id="featured-heading">${escapeHtml(featured.title)}</h2>
<a href="${sf.root}collections/${featured.handle}">View all</a></div>
${productGrid(sf, products, 3, featured.title)}
</section>`
    : ''
}
<section class="section page-width" aria-labelledby="collections-heading">
<h2 id="collections-heading">Collections</h2>
${collectionList(sf, 6)}
</section>`,
  };
}

export function collectionsPage(sf: Storefront): { title: string; body: string } {
  return {
    title: 'Collections',
    body: `<div class="section page-width">
<h1>Collections</h1>
<h2 class="visually-hidden">All collections</h2>
${collectionList(sf)}
</div>`,
  };
}

/** A collection's page; `layout` (a Vendy layout section, or '') goes between heading and grid. */
export function collectionPage(
  sf: Storefront,
  handle: string,
  url: URL,
  layout = '',
): { title: string; body: string } | null {
  const collection =
    handle === ALL_HANDLE ? null : sf.catalogue.collections.find((c) => c.handle === handle);
  if (handle !== ALL_HANDLE && !collection) return null;
  const title = collection?.title ?? 'Products';
  const products = collection ? collectionProducts(sf, collection) : visibleProducts(sf);
  const pages = Math.ceil(products.length / PAGE_SIZE);
  const page = pageNumber(url, pages);
  const shown = products.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const count = `${products.length} ${products.length === 1 ? 'product' : 'products'}`;
  const body =
    products.length === 0
      ? '<p>This collection is empty. New products are on their way.</p>'
      : `<h2 class="visually-hidden">Products</h2>
${productGrid(sf, shown, 3, title)}
${pagination(`${sf.root}collections/${handle}`, page, pages)}`;
  const heading = `<h1>${escapeHtml(title)}</h1>
${collection ? `<div class="rte">${collection.descriptionHtml}</div>` : ''}
<p class="collection__count">${count}</p>`;
  return {
    title: pages > 1 ? `${title} – Page ${page}` : title,
    body: layout
      ? `<div class="section page-width">
${heading}
</div>
${layout}
<div class="section page-width">
${body}
</div>`
      : `<div class="section page-width">
${heading}
${body}
</div>`,
  };
}
