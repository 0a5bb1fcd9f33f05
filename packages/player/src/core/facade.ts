/**
 * The facade without any framework: our stored thumbnail and a play button, for pages that want
 * to show the player before loading React or any provider. Clicking it is the viewer's play.
 */
import { facade, playButton, playIcon, poster, stage } from '../styles/facade.css';
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

/** A smaller or modern-format copy of a thumbnail (the server makes them when it stores one). */
export interface ImageSource {
  url: string;
  /** Width in pixels. */
  width: number;
  /** MIME type, e.g. 'image/webp'. */
  type: string;
}

/**
 * The shown width the browser picks a copy for: the laid-out width where the browser can tell it
 * (`auto` with lazy loading), else the frame's width.
 */
export const POSTER_SIZES = 'auto, 100vw';

/**
 * A poster `<img>` (in a `<picture>` when there are copies): the copies by type with their widths
 * (srcset), the stored thumbnail as the fallback `src`; a copy that fails to load gives way to the
 * stored thumbnail, and that to the neutral picture. Loaded lazily: a layout far below the fold
 * costs nothing until it comes near.
 */
export function posterImage(
  className: string,
  thumbnailUrl: string | null | undefined,
  sources: readonly ImageSource[] | null | undefined,
): { element: HTMLElement; image: HTMLImageElement } {
  const image = document.createElement('img');
  image.className = className;
  image.alt = '';
  image.decoding = 'async';
  image.loading = 'lazy';
  const copies = thumbnailUrl ? (sources ?? []).filter((s) => s.url && s.width > 0) : [];
  let picture: HTMLPictureElement | null = null;
  if (copies.length > 0) {
    picture = document.createElement('picture');
    // No box of its own: the image sits where it would without it (the facade's grid, a tile).
    picture.style.display = 'contents';
    for (const type of [...new Set(copies.map((s) => s.type))]) {
      const source = document.createElement('source');
      // Chromium gives a <source> a box of its own once its <picture> has none: hide it.
      source.hidden = true;
      source.type = type;
      source.srcset = copies
        .filter((s) => s.type === type)
        .sort((a, b) => a.width - b.width)
        .map((s) => `${s.url} ${s.width}w`)
        .join(', ');
      source.sizes = POSTER_SIZES;
      picture.append(source);
    }
  }
  image.addEventListener('error', () => {
    const failed = picture?.querySelector('source');
    if (failed) {
      // A copy is missing (made before copies existed, or not yet): the stored thumbnail.
      picture!.querySelectorAll('source').forEach((source) => source.remove());
      return;
    }
    if (image.src !== FALLBACK_IMAGE) image.src = FALLBACK_IMAGE;
  });
  image.src = thumbnailUrl || FALLBACK_IMAGE;
  if (!picture) return { element: image, image };
  picture.append(image);
  return { element: picture, image };
}

export interface FacadeOptions {
  title?: string | null;
  thumbnailUrl?: string | null;
  /** Copies of the thumbnail at several widths and in modern formats, picked by the browser. */
  thumbnailSources?: readonly ImageSource[] | null;
  onPlay(): void;
  /** Put the player theme class on the facade (when the container is not already themed). */
  themed?: boolean;
}

/** Renders the facade into `container`; returns the function that removes it. */
export function mountFacade(container: HTMLElement, options: FacadeOptions): () => void {
  const root = document.createElement('div');
  root.className = options.themed === false ? facade : `${playerTheme} ${facade}`;
  const { element: image } = posterImage(poster, options.thumbnailUrl, options.thumbnailSources);
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

/**
 * Where the picture plays over the facade between the click and a framework's player (the
 * embed's React player) taking over: transparent until `data-playing` is set, so the poster stays
 * in view until the video's first picture. Attach the player to it (`player.attach`).
 */
export function mountStage(container: HTMLElement): HTMLElement {
  const element = document.createElement('div');
  element.className = stage;
  container.append(element);
  return element;
}
