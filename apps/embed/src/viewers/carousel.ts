// LANDSCAPE_CAROUSEL, PORTRAIT_CAROUSEL and PORTRAIT_COVERFLOW (doc 3 §2): the centre item plays,
// its neighbours are scaled down and shifted aside (coverflow also turns them), the others are
// smaller still. Clicking a side item, the previous and next buttons, the arrow keys, Home/End
// and swipes change the centre item.
import { CAROUSEL_SCALE, SWIPE_PROMPT_MS, type LayoutType } from '@vendy/client/domain';
import { mountFacade } from '@vendy/player';
import type { LayoutHandle, LayoutOptions } from '../layout-contract';
import { ICONS, cx, el, icon } from './dom';
import { attachSwipe } from './swipe';
import * as css from './viewers.css';

/** Slides further than this from the centre are hidden (and out of the tab order). */
export const VISIBLE_DISTANCE = 2;

/**
 * The item in the middle starts: index ⌊n / 2⌋ (1 of 3, 3 of 7; with an even count the later of
 * the two middle items, so the first item still has a neighbour on its right).
 */
export const initialIndex = (count: number) => Math.floor(count / 2);

export function slideScale(offset: number): number {
  const distance = Math.abs(offset);
  if (distance === 0) return CAROUSEL_SCALE.centre;
  return distance === 1 ? CAROUSEL_SCALE.adjacent : CAROUSEL_SCALE.other;
}

/** The transform of the slide `offset` places from the centre (shifts in slide widths). */
export function slideTransform(offset: number, coverflow: boolean): string {
  const distance = Math.abs(offset);
  const [first, further] = coverflow ? [0.62, 0.32] : [0.8, 0.62];
  const shift = distance && Math.sign(offset) * (first + (distance - 1) * further);
  const turn = coverflow && distance ? ` rotateY(${-Math.sign(offset) * 40}deg)` : '';
  return `translateX(${Math.round(shift * 100)}%)${turn} scale(${slideScale(offset)})`;
}

export function itemAnnouncement(index: number, count: number, title: string): string {
  return `Item ${index + 1} of ${count}: ${title}`;
}

/** The layout types the carousel viewer renders. */
export type CarouselLayoutType = Extract<
  LayoutType,
  'LANDSCAPE_CAROUSEL' | 'PORTRAIT_CAROUSEL' | 'PORTRAIT_COVERFLOW'
>;

export function mountCarousel(
  container: HTMLElement,
  options: LayoutOptions,
  type: CarouselLayoutType,
) {
  const { items } = options;
  const count = items.length;
  const portrait = type !== 'LANDSCAPE_CAROUSEL';
  const coverflow = type === 'PORTRAIT_COVERFLOW';
  let active = -1;

  const slides = items.map((_, i) => {
    const media = el('div', cx(css.media, portrait && css.portrait));
    const slide = el(
      'div',
      cx(css.slide, portrait && css.slidePortrait),
      { role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${count}` },
      media,
    );
    slide.addEventListener('click', () => choose(i));
    return { slide, media, unmount: () => {} };
  });

  const track = el(
    'div',
    cx(css.track, coverflow && css.coverflow),
    {},
    ...slides.map((s) => s.slide),
  );
  const live = el('div', css.visuallyHidden, { 'aria-live': 'polite', 'aria-atomic': 'true' });
  const region = el(
    'div',
    css.carousel,
    { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': 'Videos', tabindex: 0 },
    track,
  );
  const navigation: HTMLButtonElement[] = [];
  if (count > 1) {
    for (const [step, label, path] of [
      [-1, 'Previous item', ICONS.previous],
      [1, 'Next item', ICONS.next],
    ] as const) {
      const button = el(
        'button',
        css.roundButton,
        { type: 'button', 'aria-label': label },
        icon(path),
      );
      button.addEventListener('click', () => choose(active + step));
      navigation.push(button);
    }
    region.append(el('div', css.controls, {}, ...navigation));
  }
  region.append(live);
  container.append(region);

  /** Puts the thumbnail (the player's facade) into a slide that does not play. */
  function showThumbnail(i: number) {
    const s = slides[i]!;
    s.unmount();
    s.media.replaceChildren();
    s.unmount = mountFacade(s.media, {
      title: items[i]!.title,
      thumbnailUrl: items[i]!.thumbnailUrl,
      thumbnailSources: items[i]!.thumbnailSources,
      onPlay: () => choose(i),
      themed: false,
    });
    s.slide.removeAttribute('data-active');
  }

  function activate(index: number, autoplay: boolean) {
    const previous = active;
    active = index;
    if (previous >= 0) showThumbnail(previous);
    const s = slides[index]!;
    s.unmount();
    s.media.replaceChildren();
    s.unmount = options.mountItem(index, s.media, autoplay);
    s.slide.setAttribute('data-active', '');
    slides.forEach(({ slide }, i) => {
      const offset = i - index;
      slide.style.transform = slideTransform(offset, coverflow);
      slide.style.zIndex = String(10 - Math.abs(offset));
      slide.style.visibility = Math.abs(offset) > VISIBLE_DISTANCE ? 'hidden' : '';
    });
    navigation[0]?.setAttribute('aria-disabled', String(index === 0));
    navigation[1]?.setAttribute('aria-disabled', String(index === count - 1));
  }

  /** The shopper's choice (or `select`): the item becomes the centre and may start at once. */
  function choose(index: number) {
    if (index === active || index < 0 || index >= count) return;
    const focused = document.activeElement;
    const focusedSlide = slides.findIndex((s) => s.slide.contains(focused));
    activate(index, true);
    // A focused thumbnail or player that went away or out of sight leaves the focus in the
    // carousel rather than on the page.
    if (
      focusedSlide >= 0 &&
      (!focused?.isConnected || Math.abs(focusedSlide - index) > VISIBLE_DISTANCE)
    ) {
      region.focus();
    }
    live.textContent = itemAnnouncement(index, count, items[index]!.title);
    hidePrompt();
    options.onActiveChange?.(index);
  }

  const keys: Record<string, () => number> = {
    ArrowLeft: () => active - 1,
    ArrowRight: () => active + 1,
    Home: () => 0,
    End: () => count - 1,
  };
  const keydown = (e: KeyboardEvent) => {
    const key = keys[e.key];
    // Keys pressed inside the playing item belong to the player (arrows seek there).
    if (!key || slides[active]!.media.contains(e.target as Node)) return;
    e.preventDefault();
    choose(key());
  };
  region.addEventListener('keydown', keydown);

  const detachSwipe = attachSwipe(track, (direction) => choose(active + direction));

  let prompt: HTMLElement | null = null;
  let promptTimer: ReturnType<typeof setTimeout> | undefined;
  function hidePrompt() {
    clearTimeout(promptTimer);
    prompt?.remove();
    prompt = null;
  }
  const touch =
    options.touch ?? (typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches);
  if (touch && count > 1) {
    prompt = el('div', css.prompt, { 'aria-hidden': 'true', 'data-swipe-prompt': '' });
    prompt.append(icon(ICONS.swipe, css.promptIcon));
    track.append(prompt);
    promptTimer = setTimeout(hidePrompt, SWIPE_PROMPT_MS);
  }

  const first = initialIndex(count);
  items.forEach((_, i) => i !== first && showThumbnail(i));
  activate(first, false);

  const viewer: LayoutHandle = {
    select: choose,
    get activeIndex() {
      return active;
    },
    destroy() {
      hidePrompt();
      detachSwipe();
      region.removeEventListener('keydown', keydown);
      for (const s of slides) s.unmount();
    },
  };
  return viewer;
}
