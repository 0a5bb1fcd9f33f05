// The feed viewer (doc 2 §2 "Feed viewer", doc 3 §2): a scrollable row of post tiles, as on an
// Instagram profile; a click (or Enter / Space) opens the post in its place, as a modal viewer
// with previous and next arrows, a close button, swipe, Escape, and focus kept inside it. Plain
// DOM: nothing but this script runs before a shopper clicks, and tiles show only our own copies
// of the pictures (another host's picture waits for a click: see posts.ts isOwnPicture).
import { FALLBACK_IMAGE, posterImage } from '@vendy/player';
import { ICONS, cx, el, icon, poweredBy as poweredByLink } from '../viewers/dom';
import * as css from './feed.css';
import * as frame from './frame.css';
import { FEED_ICONS } from './icons';
import { handleLink, mountPost, type PostView, type VideoSlide } from './post';
import { isOwnPicture, postLabel, type FeedPost, type FeedSlide } from './posts';

export const EMPTY_FEED_MESSAGE = 'This feed has no posts yet.';

export interface FeedViewerOptions {
  posts: readonly FeedPost[];
  /** The account's username; null once it was disconnected (no profile link). */
  handle: string | null;
  /** The frame's origin: pictures on another host wait for the shopper's click. */
  origin: string;
  /** The feed's group: its copies of pictures may be on the media host (see isOwnPicture). */
  groupId: string;
  /** Shows 'Powered by Vendy' (branding.hideVendyBranding === false). */
  poweredBy: boolean;
  /** Renders the post's 'Featured Products' and product card into `host`; returns a cleanup. */
  mountShop(post: FeedPost, host: HTMLElement): () => void;
  /** Renders a video slide into `host` (its facade until the shopper plays it). */
  mountVideo(slide: FeedSlide, host: HTMLElement, label: string): VideoSlide;
  /** The shopper reached for the feed (hover, focus, touch): its products may load now. */
  onIntent?(): void;
  /** A post was opened (or another one shown). */
  onOpen?(index: number): void;
}

export interface FeedViewer {
  /** The opened post, or -1 while the row of tiles shows. */
  readonly openIndex: number;
  /**
   * Opens a post. Focus moves to its close button, unless `focus` is false (the editor's preview
   * shows the post the merchant is editing without taking focus from the editor).
   */
  open(index: number, options?: { focus?: boolean }): void;
  close(): void;
  destroy(): void;
}

let viewers = 0;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The tile's picture: the post's first slide, when it is our own copy. */
function tilePicture(post: FeedPost, origin: string, groupId: string): HTMLElement {
  const url = post.slides[0]?.pictureUrl ?? null;
  const own = isOwnPicture(url, origin, groupId);
  return posterImage(css.cover, own ? url : FALLBACK_IMAGE, null).element;
}

export function mountFeedViewer(root: HTMLElement, options: FeedViewerOptions): FeedViewer {
  const { posts } = options;
  const id = `vendy-feed-${++viewers}`;
  const container = el('section', frame.feed, { 'aria-label': 'Instagram feed' });
  const live = el('div', css.visuallyHidden, { 'aria-live': 'polite', 'aria-atomic': 'true' });
  root.append(container);

  const footer = el(
    'div',
    frame.footer,
    {},
    ...(options.handle ? [handleLink(options.handle)] : []),
  );
  if (options.poweredBy) {
    const link = poweredByLink();
    link.style.margin = '0 0 0 auto';
    footer.append(link);
  }

  if (posts.length === 0) {
    container.append(el('p', frame.emptyRow, {}, EMPTY_FEED_MESSAGE), footer);
    return { openIndex: -1, open() {}, close() {}, destroy: () => container.remove() };
  }

  // The row of tiles: one tab stop, arrow keys move between tiles (roving tabindex).
  let focusTile = 0;
  const tiles = posts.map((post, i) => {
    const kind =
      post.mediaType === 'CAROUSEL_ALBUM' ? 'album' : post.mediaType === 'VIDEO' ? 'video' : null;
    const kindText = kind === 'album' ? ', album' : kind === 'video' ? ', video' : '';
    const tile = el(
      'button',
      css.tile,
      {
        type: 'button',
        tabindex: i === 0 ? 0 : -1,
        'aria-haspopup': 'dialog',
        'aria-label': `${postLabel(post, i)}${kindText} (post ${i + 1} of ${posts.length})`,
        'data-post': i,
      },
      tilePicture(post, options.origin, options.groupId),
      ...(kind ? [icon(FEED_ICONS[kind], css.badge)] : []),
    );
    tile.addEventListener('click', () => open(i));
    tile.addEventListener('focus', () => {
      if (focusTile === i) return;
      tiles[focusTile]!.tabIndex = -1;
      focusTile = i;
      tile.tabIndex = 0;
    });
    return tile;
  });
  const strip = el(
    'ul',
    frame.strip,
    { 'aria-label': 'Posts' },
    ...tiles.map((tile) => el('li', frame.stripItem, {}, tile)),
  );
  const scrollBy = (direction: 1 | -1) =>
    strip.scrollBy({ left: direction * strip.clientWidth * 0.75, behavior: 'smooth' });
  const back = el(
    'button',
    cx(css.scrollButton, css.scrollBack),
    { type: 'button', hidden: true, tabindex: -1 },
    icon(ICONS.previous, css.icon),
    el('span', css.visuallyHidden, {}, 'Scroll to earlier posts'),
  );
  const forward = el(
    'button',
    cx(css.scrollButton, css.scrollForward),
    { type: 'button', hidden: true, tabindex: -1 },
    icon(ICONS.next, css.icon),
    el('span', css.visuallyHidden, {}, 'Scroll to later posts'),
  );
  back.addEventListener('click', () => scrollBy(-1));
  forward.addEventListener('click', () => scrollBy(1));
  // The scroll buttons are for pointers; keyboards move along the tiles with the arrow keys.
  const updateScrollButtons = () => {
    back.hidden = strip.scrollLeft <= 1;
    forward.hidden = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
  };
  strip.addEventListener('scroll', updateScrollButtons, { passive: true });
  const resizes =
    typeof ResizeObserver === 'function' ? new ResizeObserver(updateScrollButtons) : null;
  resizes?.observe(strip);
  const stripWrap = el('div', frame.stripWrap, {}, strip, back, forward);

  strip.addEventListener('keydown', (event) => {
    const moves: Record<string, number> = {
      ArrowRight: focusTile + 1,
      ArrowLeft: focusTile - 1,
      Home: 0,
      End: tiles.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(Math.max(0, Math.min(tiles.length - 1, target)));
  });
  function moveFocus(index: number) {
    tiles[focusTile]!.tabIndex = -1;
    focusTile = index;
    const tile = tiles[index]!;
    tile.tabIndex = 0;
    tile.focus();
    tile.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  let intentShown = false;
  const intent = () => {
    if (intentShown) return;
    intentShown = true;
    options.onIntent?.();
  };
  for (const type of ['pointerenter', 'focusin', 'touchstart']) {
    container.addEventListener(type, intent, { passive: true, once: true });
  }

  const list = el('div', '', {}, stripWrap, footer);
  container.append(list, live);

  // The opened post.
  const titleId = `${id}-title`;
  const dialog = el('div', css.post, {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': titleId,
    tabindex: -1,
  });
  const previousPost = el(
    'button',
    css.postArrow,
    { type: 'button' },
    icon(ICONS.previous, css.icon),
    el('span', css.visuallyHidden, {}, 'Previous post'),
  );
  const nextPost = el(
    'button',
    css.postArrow,
    { type: 'button' },
    icon(ICONS.next, css.icon),
    el('span', css.visuallyHidden, {}, 'Next post'),
  );
  const body = el('div', css.postBody);
  dialog.append(previousPost, body, nextPost);
  previousPost.addEventListener('click', () => step(-1));
  nextPost.addEventListener('click', () => step(1));

  let opened = -1;
  let view: PostView | null = null;
  const announce = (message: string) => {
    // Cleared first so that the same words are announced again.
    live.textContent = '';
    setTimeout(() => (live.textContent = message), 50);
  };

  function step(direction: number) {
    const target = opened + direction;
    if (opened < 0 || target < 0 || target >= posts.length) return;
    show(target);
  }

  function show(index: number) {
    const hadFocus = dialog.contains(document.activeElement);
    const focused = document.activeElement;
    view?.destroy();
    opened = index;
    view = mountPost({
      post: posts[index]!,
      index,
      count: posts.length,
      handle: options.handle,
      titleId,
      onClose: close,
      onSwipePost: (direction) => step(direction),
      announce,
      mountShop: options.mountShop,
      mountVideo: options.mountVideo,
    });
    body.replaceChildren(...view.elements);
    previousPost.setAttribute('aria-disabled', String(index === 0));
    nextPost.setAttribute('aria-disabled', String(index === posts.length - 1));
    dialog.dataset.post = String(index);
    // Focus stays on the arrow that was used; anything else that was replaced goes to close.
    if (hadFocus && !dialog.contains(focused)) view.closeButton.focus();
    announce(`Post ${index + 1} of ${posts.length}`);
    options.onOpen?.(index);
  }

  function open(index: number, { focus = true }: { focus?: boolean } = {}) {
    if (index < 0 || index >= posts.length) return;
    intent();
    if (opened < 0) {
      list.hidden = true;
      container.insertBefore(dialog, live);
    }
    show(index);
    if (focus) view!.closeButton.focus();
  }

  function close() {
    if (opened < 0) return;
    const index = opened;
    view?.destroy();
    view = null;
    opened = -1;
    body.replaceChildren();
    dialog.remove();
    list.hidden = false;
    tiles[focusTile]!.tabIndex = -1;
    focusTile = index;
    tiles[index]!.tabIndex = 0;
    tiles[index]!.focus();
    tiles[index]!.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }

  dialog.addEventListener('keydown', (event) => {
    // Keys a control owns (a select, the quantity field) and ones already used are left alone.
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const editing = target.closest('input, select, textarea') !== null;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !editing) {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      // Focus stays in the opened post: Tab from the last control comes back to the first.
      const focusables = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (node) => !node.closest('[hidden]'),
      );
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === dialog)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  return {
    get openIndex() {
      return opened;
    },
    open,
    close,
    destroy() {
      view?.destroy();
      view = null;
      resizes?.disconnect();
      container.remove();
    },
  };
}
