// The theme's frame around every store page, Dawn-like: announcement bar, header with the cart
// count, main content, footer. Server-rendered HTML with one small stylesheet and script.
import { escapeHtml } from '../../../../http/routes';
import { assetPath } from '../assets';
import type { Storefront } from '../shop';

export interface PageOptions {
  title: string;
  body: string;
  /** Items in the cart, for the header's count. */
  cartCount: number;
  /** Extra markup at the end of <head> (a preconnect, ...). */
  head?: string;
  /** Markup at the end of <body>: the app embeds targeting `body`. */
  bodyEnd?: string;
}

const cartIcon = `<svg class="icon" aria-hidden="true" focusable="false" viewBox="0 0 40 40" width="40" height="40"><path fill="currentColor" fill-rule="evenodd" d="M15.75 11.8h-3.16l-.77 11.6a5 5 0 0 0 4.99 5.34h7.38a5 5 0 0 0 4.99-5.33L28.4 11.8zm0 1.6h-2.03l-.57 8.6a3.4 3.4 0 0 0 3.39 3.63h7.38a3.4 3.4 0 0 0 3.39-3.64l-.57-8.59h-2.03v1.59a.8.8 0 0 1-1.6 0V13.4h-6.16v1.59a.8.8 0 0 1-1.6 0zm.8-1.6h6.16v-.4a3.08 3.08 0 0 0-6.16 0zm-1.6-.4a4.68 4.68 0 0 1 9.36 0v.4h-1.6z"/></svg>`;

/** "1 item", "3 items". */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart link; its accessible name says how many items the cart holds. */
export function cartLink(sf: Storefront, count: number): string {
  return `<a href="${sf.root}cart" class="header__icon" id="cart-icon-bubble">${cartIcon}<span class="visually-hidden">Cart</span><span class="cart-count-bubble"${count > 0 ? '' : ' hidden'}><span aria-hidden="true" data-cart-count>${count}</span><span class="visually-hidden" data-cart-count-label>${itemCount(count)}</span></span></a>`;
}

export function storePage(sf: Storefront, options: PageOptions): string {
  const name = escapeHtml(sf.name);
  const year = new Date().getUTCFullYear();
  return `<!doctype html>
<html lang="en" data-root="${escapeHtml(sf.root)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(options.title)} – ${name}</title>
<link rel="stylesheet" href="${assetPath(sf, 'theme.css')}">
<script src="${assetPath(sf, 'theme.js')}" defer></script>
${options.head ?? ''}
</head>
<body>
<a class="skip-to-content" href="#MainContent">Skip to content</a>
<header class="header-wrapper">
<p class="announcement-bar">Sandbox store: nothing is charged or shipped.</p>
<div class="header page-width">
<a class="header__heading-link" href="${sf.root}">${name}</a>
<nav class="header__menu" aria-label="Main">
<ul>
<li><a href="${sf.root}">Home</a></li>
<li><a href="${sf.root}collections/all">Catalog</a></li>
<li><a href="${sf.root}collections">Collections</a></li>
</ul>
</nav>
${cartLink(sf, options.cartCount)}
</div>
<div class="page-width"><div class="cart-notification" id="cart-notification" role="status" aria-live="polite"></div></div>
</header>
<main id="MainContent" class="content-for-layout" tabindex="-1">
${options.body}
</main>
<footer class="footer">
<div class="page-width">
<p>© ${year}, ${name}. Powered by the local Shopify sandbox: nothing here is billed or sent to Shopify.</p>
</div>
</footer>
${options.bodyEnd ?? ''}
</body>
</html>`;
}
