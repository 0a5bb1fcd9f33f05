// A post's shop: the 'Featured Products' banner listing what is placed on the post (its own
// products, then the feed's collections) and, once one is picked, the product card with its
// options, quantity and Add to Cart (or Buy Now for an affiliate link, or in affiliate mode).
// The player core's shop (createShop) keeps the state and records the product events; this is
// its framework-free view.
import { formatDollars } from '@vendy/client/domain';
import {
  ADD_TO_CART,
  cardAction,
  createAnalytics,
  createShop,
  findVariant,
  itemImage,
  itemPrice,
  itemTitle,
  productFields,
  variantOptionGroups,
  type AddToCartRequest,
  type AnalyticsEvent,
  type AnalyticsOptions,
  type Placement,
  type Shop,
  type ShopItem,
} from '@vendy/player';
import { ICONS, el, icon } from '../viewers/dom';
import * as feedCss from './feed.css';
import * as css from './shop.css';
import { picture } from './post';
import type { FeedPost } from './posts';

export const FEATURED_PRODUCTS = 'Featured Products';

export interface ShopContext {
  /** The ids every event of the feed carries. */
  ids: { feedId: string; groupId: string };
  preview: boolean;
  /** Queues an analytics event; returns its event id (null when nothing is sent). */
  track(event: AnalyticsEvent): string | null;
  /** What is placed on the post: its own products and the feed's collections. */
  placementFor(post: FeedPost): Promise<Placement>;
  /** Whether the store page asked for affiliate mode. */
  affiliateMode(): boolean;
  /** Adds to the store's cart through the parent page and tells the shopper how it went. */
  addToCart(request: AddToCartRequest, eventId: string | null): Promise<void>;
  /** Banners already counted as seen (view-in-video once per post and banner a page view). */
  seen: Set<string>;
  /** The post's playback: its viewId goes on the product events (none before a video's view). */
  playback?: NonNullable<AnalyticsOptions['playback']>;
}

let cards = 0;

const itemKey = (item: ShopItem) =>
  item.kind === 'product' ? `p:${item.product.id}` : `a:${item.link.id}`;

export function mountPostShop(host: HTMLElement, post: FeedPost, ctx: ShopContext): () => void {
  let alive = true;
  let shop: Shop | null = null;
  let stopCard: (() => void) | null = null;
  let cartEventId: string | null = null;
  const analytics = createAnalytics({
    preview: ctx.preview,
    context: { ...ctx.ids },
    ...(ctx.playback ? { playback: ctx.playback } : {}),
    sink: (event) => {
      const id = ctx.track(event);
      if (event.category === 'product' && event.type === 'add-to-cart') cartEventId = id;
    },
  });

  void ctx.placementFor(post).then((placement) => {
    if (!alive) return;
    // A product placed on the post and in a collection shows once, where it comes first.
    const seenItems = new Set<string>();
    const banners = placement.banners.filter((banner) => {
      const key = itemKey(banner.item);
      if (seenItems.has(key)) return false;
      seenItems.add(key);
      return true;
    });
    if (banners.length === 0) return;
    const makeShop = () =>
      createShop({
        placement,
        analytics,
        affiliateMode: ctx.affiliateMode(),
        onAddToCart: (request) => {
          const eventId = cartEventId;
          cartEventId = null;
          return ctx.addToCart(request, eventId);
        },
      });
    shop = makeShop();

    const headingId = `vendy-featured-${++cards}`;
    const buttons = banners.map((banner) => {
      const price = itemPrice(banner.item, null);
      const button = el(
        'button',
        css.productButton,
        { type: 'button', 'data-item': itemKey(banner.item) },
        picture(itemImage(banner.item, null), css.thumb),
        el(
          'span',
          css.productText,
          {},
          el('span', css.productName, {}, banner.label),
          ...(price !== null ? [el('span', css.productPrice, {}, formatDollars(price))] : []),
        ),
      );
      button.addEventListener('click', () => {
        // Affiliate mode may have arrived since: the card follows it.
        if (shop && shop.affiliateMode !== ctx.affiliateMode()) {
          shop.destroy();
          shop = makeShop();
        }
        shop?.select(banner.item);
        openCard(banner.item, button);
      });
      return button;
    });
    const list = el('ul', css.products, {}, ...buttons.map((b) => el('li', '', {}, b)));
    const section = el(
      'section',
      css.shop,
      { 'aria-labelledby': headingId },
      el('h3', css.bannerTitle, { id: headingId }, FEATURED_PRODUCTS),
      list,
    );
    host.replaceChildren(section);

    for (const banner of banners) {
      const key = `${post.id}:${banner.key}`;
      if (ctx.seen.has(key)) continue;
      ctx.seen.add(key);
      analytics.product('view-in-video', productFields(banner.item));
    }

    function openCard(item: ShopItem, opener: HTMLButtonElement) {
      if (!shop) return;
      stopCard?.();
      const current = shop;
      list.hidden = true;
      const card = productCard(current, item, () => {
        current.closeCard();
        stopCard?.();
        stopCard = null;
        list.hidden = false;
        opener.focus();
      });
      section.append(card.element);
      stopCard = () => {
        card.destroy();
        card.element.remove();
      };
      card.focus();
    }
  });

  return () => {
    alive = false;
    stopCard?.();
    shop?.destroy();
  };
}

interface Card {
  element: HTMLElement;
  focus(): void;
  destroy(): void;
}

/** The product card of the selected item, kept in step with the shop's state. */
function productCard(shop: Shop, item: ShopItem, onClose: () => void): Card {
  const id = `vendy-card-${++cards}`;
  const product = item.kind === 'product' ? item.product : null;
  const groups = product ? variantOptionGroups(product) : [];
  const variant = () => (product ? findVariant(product, shop.get().options) : null);

  const close = el(
    'button',
    css.cardClose,
    { type: 'button' },
    icon(ICONS.close, feedCss.icon),
    el('span', feedCss.visuallyHidden, {}, 'Close product'),
  );
  close.addEventListener('click', onClose);
  const image = picture(itemImage(item, variant()), css.cardImage);
  const price = el('p', css.cardLine);
  const card = el(
    'article',
    css.card,
    { 'aria-labelledby': `${id}-title`, 'data-product-card': '' },
    close,
    image,
    el('h3', css.cardTitle, { id: `${id}-title` }, itemTitle(item)),
    ...(product?.vendor ? [el('p', css.cardLine, {}, product.vendor)] : []),
    price,
  );

  const selects = groups.map((group, index) => {
    const select = el(
      'select',
      css.select,
      { id: `${id}-option-${index}` },
      ...group.values.map((value) => el('option', '', { value }, value)),
    );
    select.addEventListener('change', () => shop.setOption(group.name, select.value));
    card.append(el('label', `${css.field} ${css.full}`, { for: select.id }, group.name, select));
    return { group, select };
  });

  const actionKind = () =>
    cardAction(item, {
      affiliateMode: shop.affiliateMode,
      storeDomain: shop.placement.storeDomain,
      variant: variant(),
      quantity: shop.get().quantity,
    });

  let quantityInput: HTMLInputElement | null = null;
  let decrease: HTMLButtonElement | null = null;
  if (product && actionKind().kind !== 'error') {
    decrease = el(
      'button',
      css.stepper,
      { type: 'button', 'aria-label': 'Decrease quantity' },
      '−',
    );
    const increase = el(
      'button',
      css.stepper,
      { type: 'button', 'aria-label': 'Increase quantity' },
      '+',
    );
    const input = el('input', `${css.select} ${css.quantityInput}`, {
      type: 'number',
      inputmode: 'numeric',
      min: 1,
      step: 1,
      'aria-labelledby': `${id}-quantity`,
    });
    quantityInput = input;
    decrease.addEventListener('click', () => shop.decrement());
    increase.addEventListener('click', () => shop.increment());
    input.addEventListener('change', () => {
      if (input.value !== '' && Number(input.value) >= 1) shop.setQuantity(Number(input.value));
      else input.value = String(shop.get().quantity);
    });
    card.append(
      el(
        'div',
        `${css.field} ${css.full}`,
        {},
        el('span', '', { id: `${id}-quantity` }, 'Quantity'),
        el('div', css.quantity, {}, decrease, input, increase),
      ),
    );
  }

  const actionHost = el('div', css.full);
  card.append(actionHost);
  let addButton: HTMLButtonElement | null = null;
  let buyLink: HTMLAnchorElement | null = null;
  const initial = actionKind();
  if (initial.kind === 'add-to-cart') {
    addButton = el('button', css.action, { type: 'button' }, ADD_TO_CART);
    addButton.addEventListener('click', () => {
      if (!shop.get().adding && variant()) void shop.addToCart();
    });
    actionHost.append(addButton);
  } else if (initial.kind === 'buy-now') {
    buyLink = el(
      'a',
      css.action,
      { href: initial.url, target: '_blank', rel: 'noopener noreferrer' },
      initial.label,
      el('span', feedCss.visuallyHidden, {}, ' (opens in a new tab)'),
    );
    buyLink.addEventListener('click', () => shop.recordBuyNow());
    actionHost.append(buyLink);
  } else {
    actionHost.append(el('p', css.error, { role: 'alert' }, initial.message));
  }

  function update() {
    const state = shop.get();
    const chosen = variant();
    const amount = itemPrice(item, chosen);
    price.textContent = amount !== null ? formatDollars(amount) : '';
    const src = itemImage(item, chosen);
    if (src && image.getAttribute('src') !== src) image.src = src;
    for (const { group, select } of selects) select.value = state.options[group.name] ?? '';
    if (quantityInput && document.activeElement !== quantityInput) {
      quantityInput.value = String(state.quantity);
    }
    if (decrease) decrease.disabled = state.quantity <= 1;
    if (addButton) {
      addButton.setAttribute('aria-disabled', String(state.adding || !chosen));
      addButton.setAttribute('aria-busy', String(state.adding));
    }
    const action = actionKind();
    if (buyLink && action.kind === 'buy-now') buyLink.href = action.url;
  }
  update();
  const unsubscribe = shop.subscribe(update);

  // Escape closes the card first (the post stays open).
  card.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  });

  return { element: card, focus: () => close.focus(), destroy: unsubscribe };
}
