// One opened post of the feed viewer: its media (an image, a carousel album's children with their
// own arrows, dots and swipe, or a video behind its facade) and the side with the profile link,
// the caption (clamped, expandable) and the post's 'Featured Products'. Plain DOM.
import { FALLBACK_IMAGE } from '@vendy/player';
import { ICONS, cx, el, icon } from '../viewers/dom';
import { attachSwipe, type SwipeDirection } from '../viewers/swipe';
import * as css from './feed.css';
import { FEED_ICONS } from './icons';
import { profileUrl, type FeedPost, type FeedSlide } from './posts';

/** Captions longer than this are clamped to three lines with a 'more' button. */
export const CAPTION_CLAMP_CHARS = 140;

export interface VideoSlide {
  pause(): void;
  destroy(): void;
}

export interface PostOptions {
  post: FeedPost;
  index: number;
  count: number;
  handle: string | null;
  titleId: string;
  onClose(): void;
  /** A swipe past the album's ends (or on a single picture) moves to another post. */
  onSwipePost(direction: SwipeDirection): void;
  announce(message: string): void;
  mountShop(post: FeedPost, host: HTMLElement): () => void;
  mountVideo(slide: FeedSlide, host: HTMLElement, label: string): VideoSlide;
}

export interface PostView {
  /** The media and the side, for the viewer's dialog. */
  readonly elements: HTMLElement[];
  readonly closeButton: HTMLButtonElement;
  readonly slideIndex: number;
  showSlide(index: number): void;
  destroy(): void;
}

export function handleLink(handle: string): HTMLAnchorElement {
  return el(
    'a',
    css.handle,
    { href: profileUrl(handle), target: '_blank', rel: 'noopener' },
    icon(FEED_ICONS.instagram, css.handleIcon),
    `@${handle}`,
    el('span', css.visuallyHidden, {}, ' on Instagram (opens in a new tab)'),
  );
}

/** A picture that gives way to the neutral fallback when it is missing or fails. */
function picture(url: string | null, className: string, alt = ''): HTMLImageElement {
  const image = el('img', className, { alt, decoding: 'async' });
  image.addEventListener('error', () => {
    if (image.src !== FALLBACK_IMAGE) image.src = FALLBACK_IMAGE;
  });
  image.src = url || FALLBACK_IMAGE;
  return image;
}

export { picture };

export function mountPost(options: PostOptions): PostView {
  const { post, index, count } = options;
  const slides = post.slides;
  const album = slides.length > 1;
  let current = 0;
  let video: VideoSlide | null = null;

  const slideHost = el('div', css.slide);
  const stage = el('div', css.stage, { 'data-slide-count': slides.length }, slideHost);
  const previousSlide = el(
    'button',
    cx(css.slideButton, css.slidePrevious),
    { type: 'button' },
    icon(ICONS.previous, css.icon),
    el('span', css.visuallyHidden, {}, 'Previous picture'),
  );
  const nextSlide = el(
    'button',
    cx(css.slideButton, css.slideNext),
    { type: 'button' },
    icon(ICONS.next, css.icon),
    el('span', css.visuallyHidden, {}, 'Next picture'),
  );
  const dots = slides.map(() => el('span', css.dot));
  if (album) {
    previousSlide.addEventListener('click', () => showSlide(current - 1));
    nextSlide.addEventListener('click', () => showSlide(current + 1));
    stage.append(previousSlide, nextSlide, el('div', css.dots, { 'aria-hidden': 'true' }, ...dots));
  }
  const stopSwipe = attachSwipe(stage, (direction) => {
    const target = current + direction;
    if (album && target >= 0 && target < slides.length) showSlide(target);
    else options.onSwipePost(direction);
  });

  function showSlide(target: number, announce = true) {
    if (target < 0 || target >= slides.length) return;
    video?.destroy();
    video = null;
    current = target;
    const slide = slides[target]!;
    const label = album ? `picture ${target + 1} of ${slides.length}` : '';
    if (slide.kind === 'video') {
      slideHost.replaceChildren();
      video = options.mountVideo(slide, slideHost, album ? `video ${target + 1}` : 'video');
    } else {
      slideHost.replaceChildren(picture(slide.pictureUrl, css.slideImage));
    }
    stage.dataset.slide = String(target);
    dots.forEach((dot, i) =>
      i === target ? dot.setAttribute('data-current', '') : dot.removeAttribute('data-current'),
    );
    previousSlide.hidden = target === 0;
    nextSlide.hidden = target === slides.length - 1;
    if (album && announce) {
      options.announce(`${label[0]!.toUpperCase()}${label.slice(1)}`);
    }
  }
  showSlide(0, false);

  // The side: who posted, which post this is, its caption and its products.
  const closeButton = el(
    'button',
    css.closeButton,
    { type: 'button' },
    icon(ICONS.close, css.icon),
    el('span', css.visuallyHidden, {}, 'Close post'),
  );
  closeButton.addEventListener('click', options.onClose);
  const heading = el('h2', css.position, { id: options.titleId }, `Post ${index + 1} of ${count}`);
  const who = el('div', '', {}, ...(options.handle ? [handleLink(options.handle)] : []), heading);
  const side = el('div', css.side, {}, el('div', css.sideHeader, {}, who, closeButton));

  if (post.caption) {
    const caption = el('p', css.caption, {}, post.caption);
    side.append(caption);
    if (post.caption.length > CAPTION_CLAMP_CHARS || post.caption.split('\n').length > 3) {
      caption.setAttribute('data-clamped', '');
      caption.id = `${options.titleId}-caption`;
      const more = el(
        'button',
        css.textButton,
        { type: 'button', 'aria-expanded': 'false', 'aria-controls': caption.id },
        'more',
      );
      more.addEventListener('click', () => {
        const expanded = caption.toggleAttribute('data-clamped') === false;
        more.setAttribute('aria-expanded', String(expanded));
        more.textContent = expanded ? 'less' : 'more';
      });
      side.append(more);
    }
  }
  const shopHost = el('div');
  side.append(shopHost);
  const stopShop = options.mountShop(post, shopHost);

  return {
    elements: [stage, side],
    closeButton,
    get slideIndex() {
      return current;
    },
    showSlide: (target) => showSlide(target),
    destroy() {
      video?.destroy();
      video = null;
      stopSwipe();
      stopShop();
    },
  };
}
