/**
 * The facade without any framework: our stored thumbnail and a play button, for pages that want
 * to show the player before loading React or any provider. Clicking it is the viewer's play.
 */
import { facade, playButton, playIcon, poster } from '../styles/facade.css';
import { playerTheme } from '../styles/theme.css';

/** Shown when a video has no thumbnail or it fails to load (doc 3 §8: a fallback image). */
export const FALLBACK_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#2b2f36"/><path d="M6.5 3v3l2.6-1.5z" fill="#6b727d"/></svg>',
  );

export const PLAY_ICON_PATH = 'M8 5v14l11-7z';

export function playLabel(title: string | null | undefined): string {
  return title ? `Play ${title}` : 'Play video';
}

export interface FacadeOptions {
  title?: string | null;
  thumbnailUrl?: string | null;
  onPlay(): void;
  /** Put the player theme class on the facade (when the container is not already themed). */
  themed?: boolean;
}

/** Renders the facade into `container`; returns the function that removes it. */
export function mountFacade(container: HTMLElement, options: FacadeOptions): () => void {
  const root = document.createElement('div');
  root.className = options.themed === false ? facade : `${playerTheme} ${facade}`;
  const image = document.createElement('img');
  image.className = poster;
  image.alt = '';
  image.decoding = 'async';
  image.addEventListener('error', () => {
    if (image.src !== FALLBACK_IMAGE) image.src = FALLBACK_IMAGE;
  });
  image.src = options.thumbnailUrl || FALLBACK_IMAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = playButton;
  button.setAttribute('aria-label', playLabel(options.title));
  button.innerHTML = `<svg class="${playIcon}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="${PLAY_ICON_PATH}"/></svg>`;
  button.addEventListener('click', () => options.onPlay());
  root.append(image, button);
  container.append(root);
  return () => root.remove();
}
