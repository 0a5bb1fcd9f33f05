// Facebook sign-in through the sandbox over real HTTP: /auth/facebook/start → the sandbox's Login
// dialog → /auth/facebook/callback (code exchanged for a token) → /login?provider=facebook&token=…,
// then loginWithFacebook(token), which checks with debug_token that the token is our app's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth';
import { FACEBOOK_SANDBOX_APP_ID, facebookApp } from '../../src/providers/facebook';
import { issueAccessToken } from '../../src/sandbox/google/grants';
import { sessionCookieFrom } from '../harness/accounts';
import {
  Browser,
  CURRENT_USER,
  errorsOf,
  hiddenInputs,
  LOGIN_WITH_FACEBOOK,
  locationOf,
  signInThrough,
  startSocialTestServer,
  throughConsent,
  type CurrentUserData,
  type LoginResultData,
  type SocialTestServer,
} from './harness';

let server: SocialTestServer;
beforeAll(async () => {
  server = await startSocialTestServer();
});
afterAll(() => server?.close());

const userByEmail = async (email: string) =>
  (await server.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('the Facebook redirect dance', () => {
  it('goes from the Sign in button through the sandbox to /login with a token, and the token signs in', async () => {
    const browser = new Browser(server.url);
    const start = await browser.get('/auth/facebook/start');
    expect(start.status).toBe(302);
    const stateCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith('vendy_facebook_state='));
    expect(stateCookie).toMatch(/; Path=\/auth\/facebook;.*HttpOnly; SameSite=Lax/);
    const dialog = new URL(locationOf(start));
    expect(dialog.origin + dialog.pathname).toBe(
      `${server.url}/sandbox/facebook/v21.0/dialog/oauth`,
    );
    expect(Object.fromEntries(dialog.searchParams)).toEqual({
      client_id: FACEBOOK_SANDBOX_APP_ID,
      redirect_uri: `${server.url}/auth/facebook/callback`,
      state: browser.cookie('vendy_facebook_state'),
      response_type: 'code',
      scope: 'email',
    });

    const page = await browser.get(dialog.toString());
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<h1>Log in with Facebook</h1>');
    expect(html).toContain('is requesting access to your name, profile picture and email address.');
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(html).not.toContain('email_verified');

    const consent = await browser.post(dialog.toString(), {
      ...hiddenInputs(html),
      person: 'katherine',
      decision: 'allow',
    });
    const callback = new URL(locationOf(consent));
    expect(callback.pathname).toBe('/auth/facebook/callback');
    expect(callback.searchParams.get('code')).toMatch(/^AQ/);

    const back = await browser.get(callback.toString());
    const login = new URL(locationOf(back), server.url);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('provider')).toBe('facebook');
    const token = login.searchParams.get('token') ?? '';
    expect(token).toMatch(/^EAA/);
    expect(browser.cookie('vendy_facebook_state')).toBeUndefined();

    const signIn = await browser.gql<{ loginWithFacebook: LoginResultData }>(LOGIN_WITH_FACEBOOK, {
      token,
    });
    expect(errorsOf(signIn)).toEqual([]);
    expect(signIn.body.data?.loginWithFacebook).toEqual({
      success: true,
      message: null,
      auth: {
        isUser: true,
        isAdmin: false,
        email: 'katherine.johnson@example.com',
        emailVerified: true,
      },
      user: expect.objectContaining({
        firstName: 'Katherine',
        lastName: 'Johnson',
        loginProvider: 'FACEBOOK',
      }),
    });
    const me = await browser.gql<CurrentUserData>(CURRENT_USER);
    expect(me.body.data?.getCurrentUser.auth?.email).toBe('katherine.johnson@example.com');
    expect(await userByEmail('katherine.johnson@example.com')).toMatchObject({
      facebookId: '10160345627718352',
      passwordHash: null,
      loginProvider: 'FACEBOOK',
    });
  });

  it('sends Deny back to /login with status not_authorized', async () => {
    const login = await throughConsent(new Browser(server.url), 'facebook', {
      person: 'tim',
      decision: 'deny',
    });
    expect(login.pathname).toBe('/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      provider: 'facebook',
      status: 'not_authorized',
    });
  });

  it('passes another error_reason on as the status, and never repeats odd text', async () => {
    for (const [query, status] of [
      ['error=server_error&error_reason=temporarily_unavailable', 'temporarily_unavailable'],
      ['error=access_denied', 'not_authorized'],
      ['error=x&error_reason=%3Cscript%3E', 'unknown'],
      ['', 'unknown'],
    ] as const) {
      const browser = new Browser(server.url);
      const dialog = new URL(locationOf(await browser.get('/auth/facebook/start')));
      const state = dialog.searchParams.get('state') ?? '';
      const response = await browser.get(
        `/auth/facebook/callback?${query}${query ? '&' : ''}state=${state}`,
      );
      const login = new URL(locationOf(response), server.url);
      expect(Object.fromEntries(login.searchParams), query).toEqual({
        provider: 'facebook',
        status,
      });
    }
  });

  it('refuses a callback whose state is not this browser’s', async () => {
    const attacker = new Browser(server.url);
    const dialog = locationOf(await attacker.get('/auth/facebook/start'));
    const fields = hiddenInputs(await (await attacker.get(dialog)).text());
    const callback = locationOf(
      await attacker.post(dialog, { ...fields, person: 'tim', decision: 'allow' }),
    );
    const victim = new Browser(server.url);
    await victim.get('/auth/facebook/start');
    const login = new URL(locationOf(await victim.get(callback)), server.url);
    expect(Object.fromEntries(login.searchParams)).toEqual({
      provider: 'facebook',
      status: 'invalid_state',
    });
    expect(victim.cookie('vendy_social_login')).toBeUndefined();
  });
});

describe('loginWithFacebook', () => {
  it('refuses a token Facebook issued to another app', async () => {
    // A real Facebook token for the same person, but obtained by some other app.
    const { token } = await issueAccessToken(
      server.database.db,
      {
        provider: 'facebook',
        clientId: '123456789012345',
        scope: 'public_profile,email',
        identity: {
          subject: '10223456789012345',
          email: 'tim.berners-lee@example.net',
          emailVerified: true,
          firstName: 'Tim',
          lastName: 'Berners-Lee',
        },
      },
      { prefix: 'EAA', ttlMs: 3_600_000 },
    );
    // Even as if it had come through this browser's callback, it signs nobody in.
    const browser = new Browser(server.url);
    browser.setCookie('vendy_social_login', hashToken(`facebook:${token}`), '/graphql');
    const response = await browser.gql(LOGIN_WITH_FACEBOOK, { token });
    expect(errorsOf(response)).toEqual(['Unable to login with Facebook, not_authorized']);
    expect(sessionCookieFrom(response.headers)).toBeUndefined();
    const me = await browser.gql<CurrentUserData>(CURRENT_USER);
    expect(me.body.data?.getCurrentUser.auth).toBeNull();
  });

  it('refuses a token that did not come through this browser’s callback', async () => {
    const attacker = new Browser(server.url);
    const login = await throughConsent(attacker, 'facebook', { person: 'tim' });
    const token = login.searchParams.get('token') ?? '';
    const victim = new Browser(server.url);
    const response = await victim.gql(LOGIN_WITH_FACEBOOK, { token });
    expect(errorsOf(response)).toEqual(['Unable to login with Facebook, not_authorized']);
    expect(sessionCookieFrom(response.headers)).toBeUndefined();
  });

  it('uses a hand-over once: the same token again is refused', async () => {
    const browser = new Browser(server.url);
    const login = await throughConsent(browser, 'facebook', { person: 'tim' });
    const token = login.searchParams.get('token') ?? '';
    expect(errorsOf(await browser.gql(LOGIN_WITH_FACEBOOK, { token }))).toEqual([]);
    expect(errorsOf(await browser.gql(LOGIN_WITH_FACEBOOK, { token }))).toEqual([
      'Unable to login with Facebook, not_authorized',
    ]);
  });

  it('refuses a person without an email address, and creates nothing', async () => {
    const response = await signInThrough(new Browser(server.url), 'facebook', { person: 'jordan' });
    expect(errorsOf(response)).toEqual(['Unable to login with Facebook, no_email']);
    expect(
      await server.database.db
        .select()
        .from(users)
        .where(eq(users.facebookId, '10119283746501928')),
    ).toEqual([]);
  });

  it('creates an account for an email typed in the dialog (Facebook emails count as confirmed)', async () => {
    const response = await signInThrough(new Browser(server.url), 'facebook', {
      person: 'other',
      email: 'amara.okafor@example.com',
      first_name: 'Amara',
      last_name: 'Okafor',
    });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.loginWithFacebook?.auth).toMatchObject({
      email: 'amara.okafor@example.com',
      emailVerified: true,
    });
  });

  it('allows 10 attempts per address in 15 minutes', async () => {
    const browser = new Browser(server.url);
    for (let i = 0; i < 10; i++) {
      await browser.gql(LOGIN_WITH_FACEBOOK, { token: `guess-${i}` });
    }
    expect(errorsOf(await browser.gql(LOGIN_WITH_FACEBOOK, { token: 'guess-10' }))).toEqual([
      'Too many attempts. Please try again later.',
    ]);
  });
});

describe('the sandbox', () => {
  it('refuses a dialog for another app or a redirect elsewhere', async () => {
    const browser = new Browser(server.url);
    const dialog = new URL(locationOf(await browser.get('/auth/facebook/start')));
    const otherApp = new URL(dialog);
    otherApp.searchParams.set('client_id', '123456789012345');
    const elsewhere = new URL(dialog);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/cb');
    for (const [url, message] of [
      [otherApp, 'Invalid App ID'],
      [elsewhere, 'URL Blocked'],
    ] as const) {
      const response = await browser.get(url.toString());
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  it('answers debug_token only to our app token, and exchanges a code only once', async () => {
    const browser = new Browser(server.url);
    const dialog = locationOf(await browser.get('/auth/facebook/start'));
    const fields = hiddenInputs(await (await browser.get(dialog)).text());
    const callback = new URL(
      locationOf(await browser.post(dialog, { ...fields, person: 'tim', decision: 'allow' })),
    );
    const code = callback.searchParams.get('code') ?? '';
    await browser.get(callback.toString());
    // Our callback has exchanged it already.
    const app = facebookApp(server.config);
    const exchange = new URL(`${server.url}/sandbox/facebook/v21.0/oauth/access_token`);
    exchange.search = new URLSearchParams({
      client_id: app.appId,
      client_secret: app.appSecret,
      redirect_uri: `${server.url}/auth/facebook/callback`,
      code,
    }).toString();
    const again = await fetch(exchange);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { type: string; code: number } }).error).toMatchObject(
      {
        type: 'OAuthException',
        code: 100,
      },
    );
    const debug = await fetch(
      `${server.url}/sandbox/facebook/debug_token?input_token=x&access_token=${encodeURIComponent(`${app.appId}|wrong`)}`,
    );
    expect(debug.status).toBe(400);
  });
});
