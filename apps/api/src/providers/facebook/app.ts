// Which Facebook app the server signs in with, and where Facebook's endpoints are.
//
// With FACEBOOK_APP_ID/SECRET configured, the Login dialog is www.facebook.com's and the Graph API
// graph.facebook.com's. Without them both are the local sandbox's, `${PUBLIC_URL}/sandbox/facebook`,
// on the same relative paths (`/v21.0/dialog/oauth`, `/v21.0/oauth/access_token`, `/debug_token`,
// `/v21.0/me`), so the client code is identical. The sandbox's app id is fixed and its secret is
// derived from SESSION_SECRET.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const FACEBOOK_GRAPH_VERSION = 'v21.0';
export const FACEBOOK_SANDBOX_PATH = '/sandbox/facebook';
export const FACEBOOK_SANDBOX_APP_ID = '900000000000001';

/** Sign-in needs the person's email besides the public profile. */
export const FACEBOOK_SCOPES = 'email';

export interface FacebookEndpoints {
  /** Where the Login dialog lives (https://www.facebook.com). */
  dialog: string;
  /** The Graph API (https://graph.facebook.com). */
  graph: string;
}

export const FACEBOOK_ENDPOINTS: FacebookEndpoints = {
  dialog: 'https://www.facebook.com',
  graph: 'https://graph.facebook.com',
};

export interface FacebookApp {
  appId: string;
  appSecret: string;
  /** True when the local sandbox stands in for Facebook. */
  sandbox: boolean;
  endpoints: FacebookEndpoints;
}

export function facebookApp(config: Config): FacebookApp {
  const credentials = config.providers.facebook;
  if (credentials) {
    return { ...credentials, sandbox: false, endpoints: FACEBOOK_ENDPOINTS };
  }
  const base = `${config.publicUrl}${FACEBOOK_SANDBOX_PATH}`;
  return {
    appId: FACEBOOK_SANDBOX_APP_ID,
    appSecret: createHmac('sha256', config.sessionSecret)
      .update('vendy facebook sandbox app secret')
      .digest('hex')
      .slice(0, 32),
    sandbox: true,
    endpoints: { dialog: base, graph: base },
  };
}

/** The app access token (`{app-id}|{app-secret}`) that Graph's debug_token asks for. */
export function appAccessToken(app: Pick<FacebookApp, 'appId' | 'appSecret'>): string {
  return `${app.appId}|${app.appSecret}`;
}

/** appsecret_proof: HMAC-SHA256 of a user access token with the app secret, hex. */
export function appSecretProof(appSecret: string, accessToken: string): string {
  return createHmac('sha256', appSecret).update(accessToken).digest('hex');
}
