// Loads brand fonts for the page's previews from our own server (the stylesheet at
// fontStylesheetPath, then its font file), never from a font CDN: at most FONT_LOAD_CONCURRENCY at
// once (doc 3 §9), each name once per page.
import pLimit from 'p-limit';
import {
  brandFont,
  FONT_LOAD_CONCURRENCY,
  fontStylesheetPath,
  parseFontName,
  variantCss,
} from '@vendy/client/domain';

function addStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.brandFont = '';
    // A font that fails to load leaves the preview in the fallback font: nothing else to do.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Loads one font from our server: its stylesheet, then the file it declares. */
export async function loadFontFromServer(name: string): Promise<void> {
  const href = fontStylesheetPath(name);
  const parsed = parseFontName(name);
  if (!href || !parsed) return;
  await addStylesheet(href);
  // The stylesheet only declares the face; asking for it fetches the file within this slot.
  const { weight, style } = variantCss(parsed.variant);
  const label = brandFont(parsed.family)?.label ?? parsed.family;
  await document.fonts?.load(`${style} ${weight} 1em "${label}"`).catch(() => undefined);
}

/**
 * A loader of fonts by stored name ('roboto-n4'): at most `concurrency` load at once, each name
 * once; its promise resolves when all the names asked for have loaded or failed.
 */
export function createFontLoader(
  loadFont: (name: string) => Promise<void>,
  concurrency = FONT_LOAD_CONCURRENCY,
) {
  const limit = pLimit(concurrency);
  const requested = new Map<string, Promise<void>>();
  return (names: readonly string[]): Promise<void> =>
    Promise.all(
      names.map((name) => {
        let loading = requested.get(name);
        if (!loading) {
          loading = limit(() => loadFont(name).catch(() => undefined));
          requested.set(name, loading);
        }
        return loading;
      }),
    ).then(() => undefined);
}

/** The page's one loader: previews of the family list and of the chosen fonts share its slots. */
export const loadBrandFonts = createFontLoader(loadFontFromServer);
