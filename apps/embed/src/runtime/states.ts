// What the frame shows while it has no layout to play: loading (the reserved space, nothing
// drawn), not found, and a failed load with 'Try again'. Framework-free DOM.
import * as css from './runtime.css';

/** Shown for an Instagram feed until feeds can be embedded. */
export const FEED_NOT_AVAILABLE = 'This feed is not available.';
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

/** The layout does not exist (or is not published): the server's message, not a blank frame. */
export function renderNotFound(root: HTMLElement, message: string): void {
  const doc = root.ownerDocument;
  const box = element(doc, 'section', css.notice);
  box.dataset.state = 'not-found';
  box.setAttribute('aria-label', 'Shoppable video');
  box.append(element(doc, 'p', css.noticeTitle, message));
  root.replaceChildren(box);
}

/** The layout could not be loaded: the message and a way to try again without reloading. */
export function renderError(root: HTMLElement, message: string, onRetry: () => void): void {
  const doc = root.ownerDocument;
  const box = element(doc, 'section', css.notice);
  box.dataset.state = 'error';
  box.setAttribute('aria-label', 'Shoppable video');
  const text = element(doc, 'p', css.noticeTitle, message);
  text.setAttribute('role', 'alert');
  const retry = element(doc, 'button', css.retryButton, 'Try again');
  retry.type = 'button';
  retry.addEventListener('click', onRetry);
  box.append(text, retry);
  root.replaceChildren(box);
}
