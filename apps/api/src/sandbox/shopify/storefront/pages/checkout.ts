// The sandbox store's checkout (one page: the order summary and "Place order") and the order's
// page ("Thank you for your order", with the sandbox admin's refund form). Plain forms, no script.
import { escapeHtml } from '../../../../http/routes';
import type { SandboxOrder } from '../orders';
import type { CartJson } from '../cart-model';
import { orderName, refundedUnits } from '../orders';
import { formatMoney, type Storefront } from '../shop';

type Page = { title: string; body: string };

export function checkoutPage(sf: Storefront, cart: CartJson): Page {
  if (cart.items.length === 0) {
    return {
      title: 'Checkout',
      body: `<div class="section page-width cart cart--empty">
<h1>Your cart is empty</h1>
<p>Add something to your cart before checking out.</p>
<a class="button" href="${sf.root}collections/all">Continue shopping</a>
</div>`,
    };
  }
  const rows = cart.items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.title)}</td><td>${item.quantity}</td><td class="cart-item__total">${formatMoney(item.final_line_price)}</td></tr>`,
    )
    .join('\n');
  return {
    title: 'Checkout',
    body: `<div class="section page-width checkout">
<h1>Checkout</h1>
<table class="cart-items">
<caption>Order summary</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="cart__subtotal">Total <span>${formatMoney(cart.total_price)} USD</span></p>
<form method="post" action="${sf.root}checkout" class="checkout__form">
<div class="field">
<label for="checkout-email">Email (optional)</label>
<input type="email" id="checkout-email" name="email" class="input" autocomplete="email" maxlength="254">
</div>
<p class="cart__note">The sandbox charges nothing: placing the order sends Shopify's order webhook to the app.</p>
<button type="submit" class="button button--full">Place order</button>
</form>
<p><a href="${sf.root}cart">Return to cart</a></p>
</div>`,
  };
}

function refundForm(sf: Storefront, order: SandboxOrder, key: string): string {
  const refunded = refundedUnits(order);
  const fields = order.lines
    .map((line) => {
      const left = line.quantity - (refunded.get(line.lineItemId) ?? 0);
      const id = `refund-${line.lineItemId}`;
      return left > 0
        ? `<div class="field"><label for="${id}">Units of ${escapeHtml(line.title)} to refund (at most ${left})</label>
<input type="number" id="${id}" name="line-${line.lineItemId}" value="0" min="0" max="${left}" inputmode="numeric" class="quantity"></div>`
        : '';
    })
    .join('\n');
  if (fields.trim() === '') return '<p>Every item of this order has been refunded.</p>';
  return `<form method="post" action="${sf.root}orders/${order.id}/refund">
<input type="hidden" name="key" value="${escapeHtml(key)}">
${fields}
<button type="submit" class="button button--secondary">Refund</button>
</form>`;
}

export function orderPage(
  sf: Storefront,
  order: SandboxOrder,
  key: string,
  notice: string | null,
): Page {
  const refunded = refundedUnits(order);
  const rows = order.lines
    .map((line) => {
      const back = refunded.get(line.lineItemId) ?? 0;
      const title = line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title;
      return `<tr><td>${escapeHtml(title)}</td><td>${line.quantity}${back ? ` (${back} refunded)` : ''}</td><td class="cart-item__total">${formatMoney(line.priceCents * line.quantity)}</td></tr>`;
    })
    .join('\n');
  const refundedCents = order.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const name = escapeHtml(orderName(order));
  return {
    title: `Order ${orderName(order)}`,
    body: `<div class="section page-width order">
<h1>Thank you for your order</h1>
<p>Order <strong data-order-name>${name}</strong> is confirmed.</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
<table class="cart-items">
<caption>Order ${name}</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="cart__subtotal">Total <span>${formatMoney(order.totalCents)} USD</span></p>
${refundedCents > 0 ? `<p class="cart__subtotal">Refunded <span>${formatMoney(refundedCents)} USD</span></p>` : ''}
<p><a class="button" href="${sf.root}collections/all">Continue shopping</a></p>
<section aria-labelledby="refund-heading" class="order__admin">
<h2 id="refund-heading">Sandbox admin: refund</h2>
<p class="cart__note">What the merchant does in Shopify's admin: the refund is sent to the app as Shopify's refund webhook.</p>
${refundForm(sf, order, key)}
</section>
</div>`,
  };
}
