// The Google and Facebook clients on the real-credential path, against a fake provider server that
// records what it is asked: the exact protocol (parameters, client authentication, appsecret_proof)
// and how every kind of answer is read.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  exchangeFacebookCode,
  facebookApp,
  facebookDialogUrl,
  FacebookError,
  FacebookTokenRejected,
  verifyFacebookUser,
  type FacebookApp,
} from '../../src/providers/facebook';
import {
  exchangeGoogleCode,
  fetchGoogleProfile,
  googleApp,
  googleAuthorizeUrl,
  GoogleError,
  googleProfileFromCode,
  type GoogleApp,
} from '../../src/providers/google';

interface Recorded {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Recorded, res: ServerResponse) => void;

let fake: Server;
let base: string;
let recorded: Recorded[] = [];
let routes: Record<string, Handler> = {};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: Recorded = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://fake'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      recorded.push(request);
      const handler = routes[`${request.method} ${request.url.pathname}`];
      if (handler) handler(request, res);
      else json(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  routes = {};
});

describe('Google', () => {
  const app = (): GoogleApp => ({
    clientId: 'client-123.apps.googleusercontent.com',
    clientSecret: 'google-secret',
    sandbox: false,
    endpoints: {
      authorize: `${base}/o/oauth2/v2/auth`,
      token: `${base}/token`,
      userinfo: `${base}/v1/userinfo`,
    },
  });
  const redirectUri = 'https://vendy.example/auth/google/callback';

  it('sends the browser to Google’s own consent screen with credentials configured', () => {
    const configured = googleApp(
      loadConfig({ GOOGLE_CLIENT_ID: 'real-id', GOOGLE_CLIENT_SECRET: 'real-secret' }),
    );
    expect(configured.sandbox).toBe(false);
    const url = new URL(googleAuthorizeUrl(configured, { redirectUri, state: 'st&te' }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'real-id',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st&te',
      prompt: 'select_account',
    });
    expect(configured.endpoints.token).toBe('https://oauth2.googleapis.com/token');
    expect(configured.endpoints.userinfo).toBe('https://openidconnect.googleapis.com/v1/userinfo');
  });

  it('targets the sandbox without credentials', () => {
    const sandbox = googleApp(loadConfig({ PUBLIC_URL: 'https://vendy.example' }));
    expect(sandbox.sandbox).toBe(true);
    expect(sandbox.endpoints.token).toBe('https://vendy.example/sandbox/google/token');
  });

  it('exchanges the code with the client secret and the same redirect_uri, then asks UserInfo', async () => {
    routes['POST /token'] = (_req, res) =>
      json(res, 200, {
        access_token: 'ya29.token',
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
        id_token: 'a.b.c',
      });
    routes['GET /v1/userinfo'] = (_req, res) =>
      json(res, 200, {
        sub: '1098',
        email: 'Ada@Example.com',
        email_verified: 'true',
        given_name: 'Ada',
        family_name: 'Lovelace',
        name: 'Ada Lovelace',
      });
    const profile = await googleProfileFromCode(app(), '4/0Acode', redirectUri);
    expect(profile).toEqual({
      subject: '1098',
      email: 'Ada@Example.com',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
      name: 'Ada Lovelace',
    });
    const [token, userinfo] = recorded;
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'authorization_code',
      code: '4/0Acode',
      redirect_uri: redirectUri,
      client_id: 'client-123.apps.googleusercontent.com',
      client_secret: 'google-secret',
    });
    expect(userinfo?.headers.authorization).toBe('Bearer ya29.token');
  });

  it('reads a missing or false email_verified as unverified', async () => {
    for (const emailVerified of [false, undefined, 'yes']) {
      routes['GET /v1/userinfo'] = (_req, res) =>
        json(res, 200, { sub: '1', email: 'a@example.com', email_verified: emailVerified });
      expect((await fetchGoogleProfile(app(), 't')).emailVerified).toBe(false);
    }
  });

  it('turns refusals and broken answers into GoogleErrors', async () => {
    routes['POST /token'] = (_req, res) =>
      json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
    await expect(exchangeGoogleCode(app(), 'used', redirectUri)).rejects.toMatchObject({
      name: 'GoogleError',
      status: 400,
      code: 'invalid_grant',
    });

    routes['POST /token'] = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    await expect(exchangeGoogleCode(app(), 'c', redirectUri)).rejects.toBeInstanceOf(GoogleError);

    routes['POST /token'] = (_req, res) => json(res, 200, { token_type: 'Bearer' });
    await expect(exchangeGoogleCode(app(), 'c', redirectUri)).rejects.toThrow(/no access token/);

    routes['GET /v1/userinfo'] = (_req, res) => json(res, 401, { error: 'invalid_request' });
    await expect(fetchGoogleProfile(app(), 'expired')).rejects.toMatchObject({ status: 401 });

    routes['GET /v1/userinfo'] = (_req, res) => json(res, 200, { email: 'no-sub@example.com' });
    await expect(fetchGoogleProfile(app(), 't')).rejects.toThrow(/no subject/);

    const unreachable = {
      ...app(),
      endpoints: { ...app().endpoints, token: 'http://127.0.0.1:1/token' },
    };
    await expect(exchangeGoogleCode(unreachable, 'c', redirectUri)).rejects.toBeInstanceOf(
      GoogleError,
    );
  });
});

describe('Facebook', () => {
  const app = (): FacebookApp => ({
    appId: '4242',
    appSecret: 'fb-secret',
    sandbox: false,
    endpoints: { dialog: `${base}/www`, graph: base },
  });
  const redirectUri = 'https://vendy.example/auth/facebook/callback';

  it('sends the browser to Facebook’s own Login dialog with credentials configured', () => {
    const configured = facebookApp(
      loadConfig({ FACEBOOK_APP_ID: '777', FACEBOOK_APP_SECRET: 'shh' }),
    );
    expect(configured.sandbox).toBe(false);
    const url = new URL(facebookDialogUrl(configured, { redirectUri, state: 's' }));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '777',
      redirect_uri: redirectUri,
      state: 's',
      response_type: 'code',
      scope: 'email',
    });
    expect(configured.endpoints.graph).toBe('https://graph.facebook.com');
  });

  it('exchanges the dialog’s code at /oauth/access_token', async () => {
    routes['GET /v21.0/oauth/access_token'] = (_req, res) =>
      json(res, 200, { access_token: 'EAAtoken', token_type: 'bearer', expires_in: 5183999 });
    expect(await exchangeFacebookCode(app(), 'AQcode', redirectUri)).toBe('EAAtoken');
    expect(Object.fromEntries(recorded[0]?.url.searchParams ?? [])).toEqual({
      client_id: '4242',
      client_secret: 'fb-secret',
      redirect_uri: redirectUri,
      code: 'AQcode',
    });
  });

  function debugAnswer(data: Record<string, unknown>): void {
    routes['GET /v21.0/debug_token'] = (_req, res) =>
      json(res, 200, {
        data: {
          app_id: '4242',
          type: 'USER',
          is_valid: true,
          user_id: '555',
          scopes: ['email'],
          ...data,
        },
      });
  }
  const meAnswer = (body: Record<string, unknown>) => {
    routes['GET /v21.0/me'] = (_req, res) => json(res, 200, body);
  };

  it('checks the token with debug_token (app access token), then reads /me with appsecret_proof', async () => {
    debugAnswer({});
    meAnswer({ id: '555', email: 'kj@example.com', first_name: 'Katherine', last_name: 'Johnson' });
    expect(await verifyFacebookUser(app(), 'EAAuser')).toEqual({
      id: '555',
      email: 'kj@example.com',
      firstName: 'Katherine',
      lastName: 'Johnson',
    });
    const [debug, me] = recorded;
    expect(Object.fromEntries(debug?.url.searchParams ?? [])).toEqual({
      input_token: 'EAAuser',
      access_token: '4242|fb-secret',
    });
    expect(Object.fromEntries(me?.url.searchParams ?? [])).toEqual({
      fields: 'id,email,first_name,last_name',
      access_token: 'EAAuser',
      appsecret_proof: createHmac('sha256', 'fb-secret').update('EAAuser').digest('hex'),
    });
  });

  it('refuses a token of another app without asking who it is', async () => {
    debugAnswer({ app_id: '9999' });
    meAnswer({ id: '555', email: 'kj@example.com' });
    await expect(verifyFacebookUser(app(), 'EAAother')).rejects.toMatchObject({
      name: 'FacebookTokenRejected',
      reason: 'other_app',
    });
    expect(recorded.map((r) => r.url.pathname)).toEqual(['/v21.0/debug_token']);
  });

  it('refuses invalid, expired, non-user and mismatched tokens', async () => {
    const cases: Array<[() => void, string]> = [
      [() => debugAnswer({ is_valid: false }), 'invalid'],
      [
        () => {
          routes['GET /v21.0/debug_token'] = (_req, res) =>
            json(res, 400, {
              error: { message: 'Invalid OAuth access token', type: 'OAuthException', code: 190 },
            });
        },
        'invalid',
      ],
      [() => debugAnswer({ type: 'PAGE' }), 'not_a_user_token'],
      [
        () => {
          debugAnswer({});
          meAnswer({ id: '556', email: 'someone@example.com' });
        },
        'user_mismatch',
      ],
    ];
    for (const [arrange, reason] of cases) {
      routes = {};
      arrange();
      const error = await verifyFacebookUser(app(), 'EAAx').catch((e: unknown) => e);
      expect(error, reason).toBeInstanceOf(FacebookTokenRejected);
      expect((error as FacebookTokenRejected).reason).toBe(reason);
    }
  });

  it('reports Graph outages as FacebookErrors, not as refused tokens', async () => {
    routes['GET /v21.0/debug_token'] = (_req, res) =>
      json(res, 500, { error: { message: 'An unknown error has occurred.', code: 1 } });
    const error = await verifyFacebookUser(app(), 'EAAx').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FacebookError);
    expect(error).toMatchObject({ status: 500, code: 1 });
  });

  it('returns no email when Facebook has none for the person', async () => {
    debugAnswer({});
    meAnswer({ id: '555', first_name: 'Jordan', last_name: 'Lee' });
    expect((await verifyFacebookUser(app(), 'EAAx')).email).toBeNull();
  });
});
