/**
 * Shown where an entry has no picture or its picture fails to load (doc 3 §8: 'Missing images
 * show a fallback image'). Inline, so it needs no request and no network.
 */
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">' +
  '<rect width="160" height="90" fill="#e4e7eb"/>' +
  '<path d="M58 64 72 44l10 13 7-8 13 15z" fill="#9aa5b1"/>' +
  '<circle cx="96" cy="32" r="6" fill="#9aa5b1"/>' +
  '</svg>';

export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(svg)}`;
