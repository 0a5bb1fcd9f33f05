// The public slider page's HTML (doc 3 §2, §5): server-rendered, with no JavaScript before
// interaction but one small inline script (allowed by its hash, see `pageSecurityPolicy`) that
// scrolls the sliders and opens an item in a dialog holding the embed runtime
// (/embed/slider/{sliderItemId}), which plays it with its banners, product card and cart.
// Findable: canonical address, Open Graph tags, schema.org VideoObject data per item and Product
// data for what is placed on them.
import { createHash } from 'node:crypto';
import { SLIDER_SCROLL_PX, SLIDER_SCROLL_SHARE } from '@vendy/client/domain';
import { escapeHtml } from '../../http/routes';
import type { ImageVariant } from '../../graphql/generated/resolvers-types';

export interface PublicItem {
  id: string;
  title: string;
  poster: { url: string; sources: readonly ImageVariant[] } | null;
  /** Taller than wide: the player dialog takes a phone's shape. */
  portrait: boolean;
  /** Seconds. */
  duration: number;
  uploadDate: Date;
  contentUrl: string | null;
  /** The products placed on the item's shoppable video (its experiment's strategies). */
  products: readonly PublicProduct[];
}

/** A product placed on a shoppable video, as the page's structured data names it. */
export interface PublicProduct {
  id: string;
  name: string;
  /** Plain text, trimmed ('' when the store has none). */
  description: string;
  image: string | null;
  /** In US dollars, as the product card shows it; null when the store gave none. */
  price: number | null;
  available: boolean;
  /** The product on its store; null without a connected store. */
  url: string | null;
}

export interface PublicSlider {
  id: string;
  title: string;
  items: PublicItem[];
}

export interface PublicPage {
  title: string;
  description: string | null;
  handle: string;
  /** Absolute address of the page. */
  url: string;
  /** The featured slider first (when there is one), then the others in rank order. */
  sliders: PublicSlider[];
  /** Absolute address of the embed frame of an item. */
  embedUrl: (itemId: string) => string;
  /** Absolute address of an image the page names (posters are stored under our own host). */
  absolute: (url: string) => string;
}

/** Tile size on the page: 9:16 cards, the width the posters are picked for. */
const TILE_WIDTH = 180;
const TILE_HEIGHT = 320;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
a{color:#0b57d0}
.skip{position:absolute;left:-9999px;top:0;padding:8px 12px;background:#fff}
.skip:focus{left:8px;top:8px;z-index:2}
header,main,footer{max-width:1200px;margin:0 auto;padding:0 16px}
header{padding-top:16px;font-weight:600;color:#444}
h1{font-size:2rem;line-height:1.2;margin:16px 0 8px}
.intro{margin:0 0 24px;color:#444;max-width:70ch}
section{margin:0 0 32px}
.head{display:flex;align-items:center;justify-content:space-between;gap:8px}
h2{font-size:1.25rem;margin:0 0 12px}
.nav{display:flex;gap:8px}
.nav button{width:44px;height:44px;border:1px solid #767676;border-radius:50%;background:#fff;color:#1a1a1a;font-size:20px;cursor:pointer}
.track{display:flex;gap:12px;margin:0 -6px;padding:6px 6px 12px;scroll-padding:0 6px;list-style:none;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;overscroll-behavior-x:contain}
.track li{flex:0 0 auto;scroll-snap-align:start}
.item{display:block;width:${TILE_WIDTH}px;padding:0;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.item img,.item .blank{display:block;width:${TILE_WIDTH}px;height:${TILE_HEIGHT}px;object-fit:cover;border-radius:12px;background:#e8e8e8}
.item .title{display:block;margin-top:6px;font-weight:500;overflow-wrap:anywhere}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
dialog{width:min(100vw - 16px,960px);max-height:calc(100vh - 16px);padding:0;border:0;border-radius:12px;background:#111;overflow:auto}
dialog.portrait{width:min(100vw - 16px,440px)}
dialog::backdrop{background:rgba(0,0,0,.75)}
dialog .bar{display:flex;justify-content:flex-end;padding:4px}
dialog iframe{display:block;width:100%;height:70vh;border:0;background:#fff}
dialog .close{width:44px;height:44px;border:0;border-radius:50%;background:#fff;color:#1a1a1a;font-size:24px;cursor:pointer}
@media (min-width:600px){dialog.portrait{overflow:visible}dialog.portrait .bar{position:absolute;top:0;right:-52px;padding:0}dialog.portrait iframe{max-height:calc(100vh - 16px)}}
footer{padding-bottom:24px;color:#595959;font-size:.875rem}
@media (prefers-reduced-motion:reduce){.track{scroll-behavior:auto}}
`.trim();

// Scrolls a slider by a quarter of its width (SLIDER_SCROLL_PX when it has none yet), and plays an
// item in the dialog's frame; closing the dialog empties the frame so the video stops. The frame is
// made at the first press, not in the markup: an <iframe> in the HTML, even without a src, makes
// the browser build an empty document for it while it parses the page. The frame speaks the store
// page's protocol (@vendy/client/domain embed.ts) with this page: it is told it is outside a store
// (affiliate mode: the product card's Buy Now goes to the product's store) and its set-size
// messages, from this origin's frame only, size it. Escape closes the dialog from inside the frame
// too (same origin).
const SCRIPT = `
(function(){var d=document.getElementById('player'),f=null,o=location.origin,last=null;
function frame(){if(f)return f;f=document.createElement('iframe');f.title='Shoppable video';f.setAttribute('allow','autoplay; fullscreen; encrypted-media; picture-in-picture');
f.addEventListener('load',function(){if(!f.getAttribute('src'))return;var w=f.contentWindow;w.postMessage({type:'affiliate-mode',signature:'slider-page'},o);
w.addEventListener('keydown',function(e){if(e.key==='Escape')d.close()},true)});d.appendChild(f);return f}
addEventListener('message',function(e){var m=e.data;if(f&&e.origin===o&&e.source===f.contentWindow&&m&&m.type==='set-size'&&m.height>0)f.style.height=Math.min(m.height,4000)+'px'});
document.addEventListener('click',function(e){var t=e.target.closest('[data-item]');
if(t){last=t;var g=frame();d.className=t.hasAttribute('data-portrait')?'portrait':'';g.style.height='';g.src=t.getAttribute('data-src');d.showModal();return}
var n=e.target.closest('[data-step]');if(n){var l=document.getElementById(n.getAttribute('aria-controls'));
var s=Math.round(l.clientWidth*${SLIDER_SCROLL_SHARE})||${SLIDER_SCROLL_PX};l.scrollBy({left:s*Number(n.getAttribute('data-step'))});return}
if(e.target.closest('.close')||e.target===d)d.close()});
d.addEventListener('close',function(){if(f)f.removeAttribute('src');if(last)last.focus()})})();
`.trim();

/**
 * The page's icon, inline: a browser asks for /favicon.ico when a page names none, and this server
 * has none to give (a 404 on every visit).
 */
export const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="4" fill="#0b57d0"/><path d="M5 4.5v7l6-3.5z" fill="#fff"/></svg>',
)}`;
const FAVICON_LINK = `<link rel="icon" href="${FAVICON}">`;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The page's policy: only this page's own inline script and style run. */
export function pageSecurityPolicy(): string {
  return [
    "default-src 'self'",
    `script-src 'sha256-${sha256(SCRIPT)}'`,
    `style-src 'sha256-${sha256(STYLE)}'`,
    "img-src 'self' data: https:",
    "frame-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON inside <script>: no '<' can close the element or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** ISO 8601 duration of whole seconds (PT1M5S). */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A product's description in the structured data: its first characters, whitespace folded. */
export const PRODUCT_DESCRIPTION_MAX = 300;

export function trimDescription(text: string, max = PRODUCT_DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

function productData(product: PublicProduct, id: string, page: PublicPage) {
  const description = trimDescription(product.description);
  return {
    '@type': 'Product',
    '@id': id,
    name: product.name,
    ...(description ? { description } : {}),
    ...(product.image ? { image: page.absolute(product.image) } : {}),
    ...(product.url ? { url: product.url } : {}),
    ...(product.price !== null
      ? {
          offers: {
            '@type': 'Offer',
            price: Math.round(product.price * 100) / 100,
            priceCurrency: 'USD',
            availability: `https://schema.org/${product.available ? 'InStock' : 'OutOfStock'}`,
            ...(product.url ? { url: product.url } : {}),
          },
        }
      : {}),
  };
}

/**
 * JSON-LD: the page (`WebPage`) with a `VideoObject` per item in `hasPart`, and the products placed
 * on them as an `ItemList` of `Product`s (Google's form for a page that lists several products: a
 * host carousel) which each video names in `mentions` by the product's `@id`.
 */
function structuredData(page: PublicPage): unknown {
  const items = page.sliders.flatMap((slider) => slider.items);
  const productId = (product: PublicProduct) =>
    `${page.url}#product-${encodeURIComponent(product.id)}`;
  const products = new Map<string, PublicProduct>();
  for (const item of items) {
    for (const product of item.products)
      if (!products.has(product.id)) products.set(product.id, product);
  }
  const webPage = {
    '@type': 'WebPage',
    '@id': page.url,
    name: page.title,
    ...(page.description ? { description: page.description } : {}),
    url: page.url,
    hasPart: items.map((item) => ({
      '@type': 'VideoObject',
      name: item.title,
      description: item.title,
      ...(item.poster ? { thumbnailUrl: [page.absolute(item.poster.url)] } : {}),
      uploadDate: item.uploadDate.toISOString(),
      duration: isoDuration(item.duration),
      ...(item.contentUrl ? { contentUrl: page.absolute(item.contentUrl) } : {}),
      embedUrl: page.embedUrl(item.id),
      ...(item.products.length > 0
        ? { mentions: item.products.map((product) => ({ '@id': productId(product) })) }
        : {}),
    })),
  };
  const productList = {
    '@type': 'ItemList',
    name: `Products in ${page.title}`,
    itemListElement: [...products.values()].map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: productData(product, productId(product), page),
    })),
  };
  return {
    '@context': 'https://schema.org',
    '@graph': products.size > 0 ? [webPage, productList] : [webPage],
  };
}

function poster(item: PublicItem, eager: boolean, page: PublicPage): string {
  if (!item.poster) return `<span class="blank"></span>`;
  const webp = item.poster.sources.filter((s) => s.type === 'image/webp');
  const load = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  // Tiles are TILE_WIDTH CSS pixels; the browser picks the copy for the screen's density.
  const img = `<img src="${escapeHtml(page.absolute(item.poster.url))}" alt="" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" ${load} decoding="async">`;
  if (webp.length === 0) return img;
  const srcset = webp.map((s) => `${escapeHtml(page.absolute(s.url))} ${s.width}w`).join(', ');
  return `<picture><source type="image/webp" srcset="${srcset}" sizes="${TILE_WIDTH}px">${img}</picture>`;
}

function sliderSection(slider: PublicSlider, index: number, page: PublicPage): string {
  const headingId = `slider-${index}`;
  const listId = `slider-${index}-items`;
  const title = escapeHtml(slider.title);
  const items = slider.items
    .map(
      (item) =>
        `<li><button type="button" class="item" data-item="${escapeHtml(item.id)}"${item.portrait ? ' data-portrait' : ''} data-src="${escapeHtml(page.embedUrl(item.id))}?autoplay=1"><span class="sr">Play </span>${poster(item, index === 0, page)}<span class="title">${escapeHtml(item.title)}</span></button></li>`,
    )
    .join('');
  return `<section aria-labelledby="${headingId}"${index === 0 ? ' class="featured"' : ''}><div class="head"><h2 id="${headingId}">${title}</h2><div class="nav"><button type="button" data-step="-1" aria-controls="${listId}" aria-label="Previous videos in ${title}">&#8249;</button><button type="button" data-step="1" aria-controls="${listId}" aria-label="Next videos in ${title}">&#8250;</button></div></div><ul class="track" id="${listId}">${items}</ul></section>`;
}

export function renderSliderPage(page: PublicPage): string {
  const title = escapeHtml(page.title);
  const description = page.description ? escapeHtml(page.description) : '';
  const firstPoster = page.sliders.flatMap((s) => s.items).find((item) => item.poster)?.poster;
  const meta = [
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:url" content="${escapeHtml(page.url)}">`,
    ...(description
      ? [
          `<meta name="description" content="${description}">`,
          `<meta property="og:description" content="${description}">`,
        ]
      : []),
    ...(firstPoster
      ? [`<meta property="og:image" content="${escapeHtml(page.absolute(firstPoster.url))}">`]
      : []),
    `<meta name="twitter:card" content="summary_large_image">`,
  ].join('');
  const sections = page.sliders
    .filter((slider) => slider.items.length > 0)
    .map((slider, index) => sliderSection(slider, index, page))
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>${FAVICON_LINK}<link rel="canonical" href="${escapeHtml(page.url)}">${meta}<style>${STYLE}</style><script type="application/ld+json">${jsonForScript(structuredData(page))}</script></head><body><a class="skip" href="#main">Skip to content</a><header><p>${escapeHtml(page.handle)}</p></header><main id="main"><h1>${title}</h1>${description ? `<p class="intro">${description}</p>` : ''}${sections}</main><footer><p>Powered by Vendy</p></footer><dialog id="player" aria-label="Video player"><div class="bar"><button type="button" class="close" aria-label="Close">&#215;</button></div></dialog><script>${SCRIPT}</script></body></html>`;
}

/** The 404 page: the same look, and a way back to nothing in particular. */
export function renderNotFoundPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>Page not found</title>${FAVICON_LINK}<style>${STYLE}</style></head><body><main id="main"><h1>Page not found</h1><p class="intro">This page does not exist or is no longer published.</p></main></body></html>`;
}
