// The cart page: one row per line with its quantity form and Remove, the subtotal, and the
// 'Check out' button to the store's checkout (checkout.ts). Plain forms to cart/change and
// cart/clear, no script needed.
import { escapeHtml } from '../../../../http/routes';
import { CART_PROPERTIES } from '@vendy/client/domain';
import type { CartJson, LineItemJson } from '../cart-model';
import { formatMoney, type Storefront } from '../shop';

function visibleProperties(item: LineItemJson): string {
  // Names starting with "_" are for the store and its apps; themes do not show them.
  const shown = Object.entries(item.properties).filter(([name]) => !name.startsWith('_'));
  const fromLayout = item.properties[CART_PROPERTIES.layoutId]
    ? '<p class="cart-item__from">Added from a shoppable video</p>'
    : '';
  if (shown.length === 0) return fromLayout;
  return `<dl class="cart-item__properties">${shown
    .map(([name, value]) => `<dt>${escapeHtml(name)}:</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>${fromLayout}`;
}

function row(sf: Storefront, item: LineItemJson, index: number): string {
  const title = escapeHtml(item.product_title);
  const image = item.featured_image
    ? `<img src="${escapeHtml(item.featured_image.url)}" alt="" width="96" height="96" loading="lazy">`
    : '<span class="card__placeholder" aria-hidden="true"></span>';
  const key = escapeHtml(item.key);
  return `<tr class="cart-item">
<td class="cart-item__media">${image}</td>
<td class="cart-item__details">
<a href="${escapeHtml(item.url)}" class="cart-item__name">${title}</a>
${item.variant_title ? `<p>${escapeHtml(item.variant_title)}</p>` : ''}
<p>${formatMoney(item.price)}</p>
${visibleProperties(item)}
</td>
<td class="cart-item__quantity">
<form method="post" action="${sf.root}cart/change" class="cart-item__form">
<input type="hidden" name="id" value="${key}">
<label for="quantity-line-${index}" class="visually-hidden">Quantity of ${title}</label>
<input type="number" id="quantity-line-${index}" name="quantity" class="quantity" value="${item.quantity}" min="0" max="999" inputmode="numeric">
<button type="submit" class="button button--secondary">Update<span class="visually-hidden"> quantity of ${title}</span></button>
</form>
<form method="post" action="${sf.root}cart/change">
<input type="hidden" name="id" value="${key}">
<input type="hidden" name="quantity" value="0">
<button type="submit" class="link">Remove<span class="visually-hidden"> ${title}</span></button>
</form>
</td>
<td class="cart-item__total">${formatMoney(item.final_line_price)}</td>
</tr>`;
}

export function cartPage(sf: Storefront, cart: CartJson): { title: string; body: string } {
  if (cart.items.length === 0) {
    return {
      title: 'Your cart',
      body: `<div class="section page-width cart cart--empty">
<h1>Your cart is empty</h1>
<a class="button" href="${sf.root}collections/all">Continue shopping</a>
</div>`,
    };
  }
  return {
    title: 'Your cart',
    body: `<div class="section page-width cart">
<div class="section__title"><h1>Your cart</h1><a href="${sf.root}collections/all">Continue shopping</a></div>
<table class="cart-items">
<caption class="visually-hidden">Your cart</caption>
<thead><tr><th scope="col"><span class="visually-hidden">Image</span></th><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>
${cart.items.map((item, i) => row(sf, item, i + 1)).join('\n')}
</tbody>
</table>
<div class="cart__footer">
<p class="cart__subtotal">Subtotal <span data-cart-subtotal>${formatMoney(cart.total_price)} USD</span></p>
<p class="cart__note">Taxes and shipping calculated at checkout.</p>
<form method="get" action="${sf.root}checkout"><button type="submit" class="button button--full">Check out</button></form>
<form method="post" action="${sf.root}cart/clear"><button type="submit" class="link">Clear cart</button></form>
</div>
</div>`,
  };
}

/** A refused no-script form post (sold out, unknown variant, ...). */
export function cartErrorPage(sf: Storefront, message: string): { title: string; body: string } {
  return {
    title: 'Cart error',
    body: `<div class="section page-width">
<h1>Could not update your cart</h1>
<p role="alert">${escapeHtml(message)}</p>
<p><a href="${sf.root}cart">View cart</a> · <a href="${sf.root}collections/all">Continue shopping</a></p>
</div>`,
  };
}

export function notFoundPage(sf: Storefront): { title: string; body: string } {
  return {
    title: 'Page not found',
    body: `<div class="section page-width">
<h1>Page not found</h1>
<p>The page you were looking for does not exist.</p>
<a class="button" href="${sf.root}collections/all">Continue shopping</a>
</div>`,
  };
}
