// Facebook Login with the code flow, and the Graph API calls that turn an access token into a
// person: the dialog address, the code exchange, debug_token (whose app the token belongs to) and
// /me.
import {
  appAccessToken,
  appSecretProof,
  FACEBOOK_GRAPH_VERSION,
  FACEBOOK_SCOPES,
  type FacebookApp,
} from './app';
import { FacebookError } from './errors';

const TIMEOUT_MS = 15_000;

export interface FacebookDialogRequest {
  redirectUri: string;
  state: string;
}

export function facebookDialogUrl(app: FacebookApp, request: FacebookDialogRequest): string {
  const url = new URL(`${app.endpoints.dialog}/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', app.appId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', FACEBOOK_SCOPES);
  return url.toString();
}

type Json = Record<string, unknown>;

/** GET a Graph API address; Graph errors (`{ error: { message, code } }`) become FacebookErrors. */
async function graphGet(what: string, url: URL): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new FacebookError(`${what} failed: ${String(error)}`);
  }
  let body: Json | null = null;
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Json;
  } catch {
    // Reported below.
  }
  if (!response.ok || !body) {
    const error = (body?.error ?? null) as { code?: unknown; type?: unknown } | null;
    const code = typeof error?.code === 'number' ? error.code : undefined;
    throw new FacebookError(
      `${what} answered HTTP ${response.status}${code === undefined ? '' : ` (code ${code})`}`,
      response.status,
      code,
    );
  }
  return body;
}

function graphUrl(app: FacebookApp, path: string, params: Record<string, string>): URL {
  const url = new URL(`${app.endpoints.graph}/${FACEBOOK_GRAPH_VERSION}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

/** GET /oauth/access_token: the dialog's one-time code (and its redirect_uri) for a user token. */
export async function exchangeFacebookCode(
  app: FacebookApp,
  code: string,
  redirectUri: string,
): Promise<string> {
  const body = await graphGet(
    'code exchange',
    graphUrl(app, 'oauth/access_token', {
      client_id: app.appId,
      client_secret: app.appSecret,
      redirect_uri: redirectUri,
      code,
    }),
  );
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new FacebookError('code exchange returned no access token');
  }
  return body.access_token;
}

export interface FacebookTokenInfo {
  isValid: boolean;
  /** The app the token was issued to. */
  appId: string;
  /** The app-scoped id of the person; empty for app tokens. */
  userId: string;
  type: string;
  scopes: string[];
}

/** GET /debug_token, asked with our app access token: what a user access token is and for whom. */
export async function debugFacebookToken(
  app: FacebookApp,
  inputToken: string,
): Promise<FacebookTokenInfo> {
  const body = await graphGet(
    'debug_token',
    graphUrl(app, 'debug_token', {
      input_token: inputToken,
      access_token: appAccessToken(app),
    }),
  );
  const data = (body.data ?? {}) as Json;
  return {
    isValid: data.is_valid === true,
    appId: String(data.app_id ?? ''),
    userId: String(data.user_id ?? ''),
    type: typeof data.type === 'string' ? data.type : '',
    scopes: Array.isArray(data.scopes) ? data.scopes.map(String) : [],
  };
}

export interface FacebookProfile {
  /** App-scoped user id: stable for this app. */
  id: string;
  /** Facebook only returns emails it has confirmed; null when none or the permission was refused. */
  email: string | null;
  firstName: string;
  lastName: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** GET /me?fields=id,email,first_name,last_name with the user token (and its appsecret_proof). */
export async function fetchFacebookProfile(
  app: FacebookApp,
  accessToken: string,
): Promise<FacebookProfile> {
  const body = await graphGet(
    '/me',
    graphUrl(app, 'me', {
      fields: 'id,email,first_name,last_name',
      access_token: accessToken,
      appsecret_proof: appSecretProof(app.appSecret, accessToken),
    }),
  );
  const id = text(body.id);
  if (id === '') throw new FacebookError('/me returned no id');
  const email = text(body.email);
  return {
    id,
    email: email === '' ? null : email,
    firstName: text(body.first_name),
    lastName: text(body.last_name),
  };
}

/** Why a token was not accepted as a sign-in for our app. */
export class FacebookTokenRejected extends Error {
  constructor(readonly reason: 'invalid' | 'other_app' | 'not_a_user_token' | 'user_mismatch') {
    super(`Facebook: access token rejected (${reason})`);
    this.name = 'FacebookTokenRejected';
  }
}

/**
 * The person behind a user access token, but only if the token was issued to our app: a token
 * from any other app (which anyone can get for their own app) must not sign anyone in here.
 */
export async function verifyFacebookUser(
  app: FacebookApp,
  accessToken: string,
): Promise<FacebookProfile> {
  let info: FacebookTokenInfo;
  try {
    info = await debugFacebookToken(app, accessToken);
  } catch (error) {
    // Graph answers an unknown or malformed input_token with an OAuth error (code 190 / 100).
    if (error instanceof FacebookError && error.status === 400) {
      throw new FacebookTokenRejected('invalid');
    }
    throw error;
  }
  if (!info.isValid) throw new FacebookTokenRejected('invalid');
  if (info.appId !== app.appId) throw new FacebookTokenRejected('other_app');
  if (info.type !== 'USER' || info.userId === '') {
    throw new FacebookTokenRejected('not_a_user_token');
  }
  const profile = await fetchFacebookProfile(app, accessToken);
  if (profile.id !== info.userId) throw new FacebookTokenRejected('user_mismatch');
  return profile;
}
