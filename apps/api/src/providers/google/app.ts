// Which Google OAuth client the server signs in with, and where Google's endpoints are.
//
// With GOOGLE_CLIENT_ID/SECRET configured, the endpoints are Google's own (accounts.google.com,
// oauth2.googleapis.com, openidconnect.googleapis.com). Without them they are the local sandbox's,
// `${PUBLIC_URL}/sandbox/google/...`: the same protocol on the same relative paths, so the client
// code is identical. The sandbox's client id is fixed and its secret is derived from
// SESSION_SECRET, so the server and the sandbox agree on it without configuration.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const GOOGLE_SANDBOX_PATH = '/sandbox/google';
export const GOOGLE_SANDBOX_CLIENT_ID = 'vendy-sandbox.apps.googleusercontent.com';

/** OpenID Connect sign-in: who the person is and their verified email. */
export const GOOGLE_SCOPES = 'openid email profile';

export interface GoogleEndpoints {
  /** The consent page the browser is sent to (OAuth 2.0 authorization endpoint). */
  authorize: string;
  /** Code → tokens (POST, form-encoded). */
  token: string;
  /** OpenID Connect UserInfo (GET, bearer access token). */
  userinfo: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
};

/** The sandbox's endpoints under a base address (PUBLIC_URL + GOOGLE_SANDBOX_PATH). */
export function googleSandboxEndpoints(base: string): GoogleEndpoints {
  return {
    authorize: `${base}/o/oauth2/v2/auth`,
    token: `${base}/token`,
    userinfo: `${base}/v1/userinfo`,
  };
}

export interface GoogleApp {
  clientId: string;
  clientSecret: string;
  /** True when the local sandbox stands in for Google. */
  sandbox: boolean;
  endpoints: GoogleEndpoints;
}

export function googleApp(config: Config): GoogleApp {
  const credentials = config.providers.google;
  if (credentials) {
    return { ...credentials, sandbox: false, endpoints: GOOGLE_ENDPOINTS };
  }
  return {
    clientId: GOOGLE_SANDBOX_CLIENT_ID,
    clientSecret: createHmac('sha256', config.sessionSecret)
      .update('vendy google sandbox client secret')
      .digest('base64url'),
    sandbox: true,
    endpoints: googleSandboxEndpoints(`${config.publicUrl}${GOOGLE_SANDBOX_PATH}`),
  };
}
