/**
 * Public addresses of slider pages (doc 3 §2, §5): a page is published under its group's handle,
 * `/pages/{handle}/{slug}`, on the Vendy host. The `/pages/` prefix keeps the addresses apart from
 * the merchant app's own routes whatever handle a group picks.
 */
export const SLIDER_PAGES_PREFIX = '/pages/';

/** The page's path, or null while its group has no handle (the page is then not published). */
export function sliderPagePath(
  groupHandle: string | null | undefined,
  slug: string,
): string | null {
  if (!groupHandle) return null;
  return `${SLIDER_PAGES_PREFIX}${encodeURIComponent(groupHandle)}/${encodeURIComponent(slug)}`;
}
