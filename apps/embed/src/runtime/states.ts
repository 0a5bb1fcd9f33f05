// What the frame shows while it has no layout to play: loading (the reserved space, nothing
// drawn), not found, and a failed load with 'Try again'. Framework-free DOM.
import * as frame from '../feed/frame.css';
import * as css from './runtime.css';

/** Shown for an Instagram feed that does not exist (any more). */
export const FEED_NOT_AVAILABLE = 'This feed is not available.';
/** How the frame's states name what they stand for. */
export const LAYOUT_LABEL = 'Shoppable video';
export const FEED_LABEL = 'Instagram feed';
/** Shown for a path that names no layout. */
export const NOTHING_TO_SHOW = 'There is nothing to show here.';

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Keeps the space, draws nothing and tells assistive technology the layout is loading. */
export function renderLoading(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const box = element(doc, 'div', css.loading);
  box.setAttribute('aria-busy', 'true');
  box.dataset.state = 'loading';
  box.append(element(doc, 'span', css.visuallyHidden, 'Loading'));
  root.replaceChildren(box);
}

/**
 * While a feed loads: the boxes of the feed's strip and the row under it, with nothing drawn, so
 * the feed then shows in exactly the space kept for it.
 */
export function renderFeedLoading(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const box = element(doc, 'div', frame.feed);
  box.setAttribute('aria-busy', 'true');
  box.dataset.state = 'loading';
  const strip = element(doc, 'div', frame.strip);
  strip.append(element(doc, 'span', frame.tileBox));
  box.append(
    element(doc, 'div', frame.stripWrap),
    element(doc, 'div', frame.footer),
    element(doc, 'span', css.visuallyHidden, 'Loading'),
  );
  box.firstElementChild!.append(strip);
  root.replaceChildren(box);
}

/** What a state stands for: a layout (by default) or a feed, whose frame keeps its height. */
export interface StateOptions {
  label?: string;
  /** The height the store page reserved (a feed's), kept so that the page does not move. */
  height?: number;
}

function noticeBox(doc: Document, state: string, { label = LAYOUT_LABEL, height }: StateOptions) {
  const box = element(doc, 'section', css.notice);
  box.dataset.state = state;
  box.setAttribute('aria-label', label);
  if (height) box.style.minHeight = `${height}px`;
  return box;
}

/** The layout does not exist (or is not published): the server's message, not a blank frame. */
export function renderNotFound(
  root: HTMLElement,
  message: string,
  options: StateOptions = {},
): void {
  const doc = root.ownerDocument;
  const box = noticeBox(doc, 'not-found', options);
  box.append(element(doc, 'p', css.noticeTitle, message));
  root.replaceChildren(box);
}

/** The layout could not be loaded: the message and a way to try again without reloading. */
export function renderError(
  root: HTMLElement,
  message: string,
  onRetry: () => void,
  options: StateOptions = {},
): void {
  const doc = root.ownerDocument;
  const box = noticeBox(doc, 'error', options);
  const text = element(doc, 'p', css.noticeTitle, message);
  text.setAttribute('role', 'alert');
  const retry = element(doc, 'button', css.retryButton, 'Try again');
  retry.type = 'button';
  retry.addEventListener('click', onRetry);
  box.append(text, retry);
  root.replaceChildren(box);
}
