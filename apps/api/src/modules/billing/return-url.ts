// Where Shopify sends the merchant after the confirmation page. Only addresses of this server are
// accepted: anything else would turn the plan flow into an open redirect.
import { INVALID_URL } from '@vendy/client/validation';
import { UserError } from '../../errors';

const URL_MAX = 1500;

/** The absolute return address, or 'Invalid URL.'. A path ('/plans') is taken on our origin. */
export function checkReturnUrl(returnUrl: string, publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  const text = returnUrl.trim();
  // '//host' and '/\host' are protocol-relative to browsers: another origin.
  const relative = text.startsWith('/') && !/^\/[/\\]/.test(text);
  let url: URL;
  try {
    url = new URL(text, relative ? origin : undefined);
  } catch {
    throw new UserError(INVALID_URL);
  }
  if (text.length > URL_MAX || url.origin !== origin || url.username || url.password) {
    throw new UserError(INVALID_URL);
  }
  return url.toString();
}
