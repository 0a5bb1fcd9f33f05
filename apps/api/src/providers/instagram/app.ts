// Which Instagram app the server connects merchants' accounts with, and where Instagram's
// endpoints are (Instagram API with Instagram Login: Business Login for Instagram).
//
// With INSTAGRAM_APP_ID/SECRET configured, the authorization window is www.instagram.com's, the
// code exchange api.instagram.com's and the Graph API graph.instagram.com's. Without them all three
// are the local sandbox's, `${PUBLIC_URL}/sandbox/instagram`, on the same relative paths
// (`/oauth/authorize`, `/oauth/access_token`, `/access_token`, `/refresh_access_token`,
// `/v22.0/me`, `/v22.0/me/media`), so the client code is identical. The sandbox's app id is fixed
// and its secret is derived from SESSION_SECRET.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const INSTAGRAM_GRAPH_VERSION = 'v22.0';
export const INSTAGRAM_SANDBOX_PATH = '/sandbox/instagram';
export const INSTAGRAM_SANDBOX_APP_ID = '1900000000000001';

/** Reading the professional account's profile and media is all a feed needs. */
export const INSTAGRAM_SCOPES = 'instagram_business_basic';

export interface InstagramEndpoints {
  /** The authorization window (https://www.instagram.com). */
  authorize: string;
  /** The code exchange (https://api.instagram.com). */
  api: string;
  /** The Graph API and the token exchanges (https://graph.instagram.com). */
  graph: string;
}

export const INSTAGRAM_ENDPOINTS: InstagramEndpoints = {
  authorize: 'https://www.instagram.com',
  api: 'https://api.instagram.com',
  graph: 'https://graph.instagram.com',
};

export interface InstagramApp {
  appId: string;
  appSecret: string;
  /** True when the local sandbox stands in for Instagram. */
  sandbox: boolean;
  endpoints: InstagramEndpoints;
}

export function instagramApp(config: Config): InstagramApp {
  const credentials = config.providers.instagram;
  if (credentials) return { ...credentials, sandbox: false, endpoints: INSTAGRAM_ENDPOINTS };
  const base = `${config.publicUrl}${INSTAGRAM_SANDBOX_PATH}`;
  return {
    appId: INSTAGRAM_SANDBOX_APP_ID,
    appSecret: createHmac('sha256', config.sessionSecret)
      .update('vendy instagram sandbox app secret')
      .digest('hex')
      .slice(0, 32),
    sandbox: true,
    endpoints: { authorize: base, api: base, graph: base },
  };
}
