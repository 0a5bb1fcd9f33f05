// Back from a sign-in provider, /login carries what the provider flow returned (the server's
// /auth/{provider}/start redirects there): ?provider=google&code=… (an authorisation code) or
// ?provider=facebook&token=… (an access token). Without them the flow failed: Google may add
// `error`, Facebook a `status` such as 'not_authorized'.
import type { SocialProvider } from './LoginPage';

export const GOOGLE_START_PATH = '/auth/google/start';
export const FACEBOOK_START_PATH = '/auth/facebook/start';

export const NO_GOOGLE_CODE = 'Google did not return an auth code.';
export const facebookRefused = (status: string) => `Unable to login with Facebook, ${status}`;

/** A provider's sign-in flow is a full-page visit to the server. */
export function startProviderFlow(path: string): void {
  window.location.assign(path);
}

export type SocialReturn =
  | { provider: 'google'; code: string }
  | { provider: 'facebook'; token: string }
  | { provider: SocialProvider; error: string };

/** The parameters the sign-in pages read; /login drops them once they are handled. */
export const SOCIAL_PARAMS = ['provider', 'code', 'token', 'status', 'error'] as const;

export function readSocialReturn(params: URLSearchParams): SocialReturn | null {
  const provider = params.get('provider');
  if (provider === 'google') {
    const code = params.get('code');
    return code ? { provider, code } : { provider, error: NO_GOOGLE_CODE };
  }
  if (provider === 'facebook') {
    const token = params.get('token');
    return token
      ? { provider, token }
      : { provider, error: facebookRefused(params.get('status') || 'unknown') };
  }
  return null;
}

/** One string per distinct return, so that each is handled once. */
export function socialReturnKey(value: SocialReturn): string {
  if ('error' in value) return `${value.provider}:error:${value.error}`;
  return value.provider === 'google' ? `google:${value.code}` : `facebook:${value.token}`;
}
