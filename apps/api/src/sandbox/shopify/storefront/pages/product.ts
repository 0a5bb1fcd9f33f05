// The product page: images, title, price, a variant picker, quantity and Add to cart (a plain form
// to cart/add that the theme script turns into an AJAX add), the description, and the store's
// Vendy layout when one is set.
import { escapeHtml } from '../../../../http/routes';
import type { SandboxProduct, SandboxVariant } from '../../catalogue/types';
import { hasOnlyDefaultVariant, type Storefront } from '../shop';
import { imageTag, priceHtml } from './parts';

/** The variant ?variant= names, else the first one for sale, else the first. */
export function selectedVariant(product: SandboxProduct, url: URL): SandboxVariant {
  const wanted = Number(url.searchParams.get('variant'));
  return (
    product.variants.find((v) => v.id === wanted) ??
    product.variants.find((v) => v.availableForSale) ??
    (product.variants[0] as SandboxVariant)
  );
}

function variantPicker(product: SandboxProduct, selected: SandboxVariant): string {
  if (hasOnlyDefaultVariant(product)) {
    return `<input type="hidden" name="id" value="${selected.id}">`;
  }
  const label = product.options.map((o) => o.name).join(' / ');
  const options = product.variants
    .map((v) => {
      const soldOut = !v.availableForSale;
      const price = escapeHtml(priceHtml(v.priceCents, v.compareAtPriceCents));
      return `<option value="${v.id}" data-price-html="${price}"${v.id === selected.id ? ' selected' : ''}${soldOut ? ' disabled' : ''}>${escapeHtml(v.title)}${soldOut ? ' (Sold out)' : ''}</option>`;
    })
    .join('');
  return `<div class="field"><label for="variant-${product.id}">${escapeHtml(label)}</label>
<select id="variant-${product.id}" name="id" class="select" data-variant-select>${options}</select></div>`;
}

export function productPage(
  sf: Storefront,
  product: SandboxProduct,
  url: URL,
  layout: string,
): { title: string; body: string } {
  const selected = selectedVariant(product, url);
  const available = product.variants.some((v) => v.availableForSale);
  const images = product.images.length
    ? `<ul class="product__media-list" aria-label="Product images" tabindex="0">${product.images
        .map(
          (image, i) =>
            `<li>${imageTag(sf, image, { lazy: i > 0, sizes: '(min-width: 990px) 55vw, 100vw' })}</li>`,
        )
        .join('')}</ul>`
    : '<span class="card__placeholder" aria-hidden="true"></span>';
  const button = available
    ? '<button type="submit" class="button button--full" data-add-button>Add to cart</button>'
    : '<button type="submit" class="button button--full" disabled>Sold out</button>';
  return {
    title: product.title,
    body: `<div class="product page-width">
<div class="product__media">${images}</div>
<div class="product__info">
<p class="product__vendor">${escapeHtml(product.vendor)}</p>
<h1 class="product__title">${escapeHtml(product.title)}</h1>
<p class="price price--large" data-price>${priceHtml(selected.priceCents, selected.compareAtPriceCents)}</p>
<p class="product__tax">Taxes included. Shipping calculated at checkout.</p>
<form method="post" action="${sf.root}cart/add" class="product-form" data-product-form>
${variantPicker(product, selected)}
<div class="field"><label for="quantity-${product.id}">Quantity</label>
<input type="number" id="quantity-${product.id}" name="quantity" class="quantity" value="1" min="1" max="999" inputmode="numeric" required></div>
<p class="form__message" role="alert" data-form-error></p>
${button}
</form>
<div class="product__description rte">${product.descriptionHtml}</div>
</div>
</div>
${layout}`,
  };
}
