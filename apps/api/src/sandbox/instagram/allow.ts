// Going through the sandbox's authorization window without a browser, as the account's owner who
// chooses `account` and presses Allow: what the demo data of a development server and the tests
// do to get a real authorization code (the window runs on this server, reached over HTTP).
import type { Config } from '../../config';
import { instagramApp, instagramAuthorizeUrl } from '../../providers/instagram';

/** The code the window hands to `redirectUri` for `account` (a key of INSTAGRAM_ACCOUNTS). */
export async function sandboxAuthorizationCode(
  config: Config,
  account: string,
  redirectUri: string,
): Promise<string> {
  const window = new URL(
    instagramAuthorizeUrl(instagramApp(config), { redirectUri, state: 'sandbox' }),
  );
  const answer = await fetch(`${window.origin}${window.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      ...Object.fromEntries(window.searchParams),
      account,
      decision: 'allow',
    }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  const location = answer.headers.get('location');
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`the Instagram sandbox gave no code (HTTP ${answer.status})`);
  return code;
}
