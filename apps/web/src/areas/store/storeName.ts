// Store names as the store platform knows them: '{name}.myshopify.com'.
export const MYSHOPIFY_SUFFIX = '.myshopify.com';

/** The full store name for a name typed with or without its '.myshopify.com' ending. */
export function fullStoreName(typed: string): string {
  const name = typed.trim().toLowerCase();
  return name.endsWith(MYSHOPIFY_SUFFIX) ? name : `${name}${MYSHOPIFY_SUFFIX}`;
}
