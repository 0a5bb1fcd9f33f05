// Text helpers of the sandbox catalogue: handles and Shopify's plain-text descriptions.

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function htmlEscape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Shopify's plain-text description: the HTML without tags, entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}
