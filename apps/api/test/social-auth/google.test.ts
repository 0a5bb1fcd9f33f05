// Google sign-in through the sandbox over real HTTP: /auth/google/start → the sandbox's account
// chooser → /auth/google/callback → /login?provider=google&code=…, then loginWithGoogle(code).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { GOOGLE_SANDBOX_CLIENT_ID } from '../../src/providers/google';
import { sessionCookieFrom } from '../harness/accounts';
import {
  Browser,
  CURRENT_USER,
  errorsOf,
  hiddenInputs,
  LOGIN_WITH_GOOGLE,
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

describe('the Google redirect dance', () => {
  it('goes from the Sign in button through the sandbox to /login with a code, and the code signs in', async () => {
    const browser = new Browser(server.url);
    const start = await browser.get('/auth/google/start');
    expect(start.status).toBe(302);
    const stateCookie = start.headers
      .getSetCookie()
      .find((c) => c.startsWith('vendy_google_state='));
    expect(stateCookie).toMatch(/; Path=\/auth\/google;/);
    expect(stateCookie).toMatch(/; Max-Age=600;/);
    expect(stateCookie).toMatch(/; HttpOnly/);
    expect(stateCookie).toMatch(/; SameSite=Lax/);

    const authorize = new URL(locationOf(start));
    expect(authorize.origin + authorize.pathname).toBe(
      `${server.url}/sandbox/google/o/oauth2/v2/auth`,
    );
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: GOOGLE_SANDBOX_CLIENT_ID,
      redirect_uri: `${server.url}/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      state: browser.cookie('vendy_google_state'),
      prompt: 'select_account',
    });

    const page = await browser.get(authorize.toString());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Sign in with Google</h1>');
    expect(html).toContain('<legend>Choose an account</legend>');
    expect(html).toMatch(
      /<input type="radio" name="person" id="person-0" value="ada" checked><label for="person-0">Ada Lovelace/,
    );
    expect(html).toContain('<label class="field" for="email">Email</label>');
    expect(html).toContain('<label for="email_verified">Google has verified this email</label>');
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(html).toContain(
      '<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>',
    );

    const consent = await browser.post(authorize.toString(), {
      ...hiddenInputs(html),
      person: 'ada',
      decision: 'allow',
    });
    expect(consent.status).toBe(303);
    const callback = new URL(locationOf(consent));
    expect(callback.origin + callback.pathname).toBe(`${server.url}/auth/google/callback`);
    expect(callback.searchParams.get('state')).toBe(authorize.searchParams.get('state'));

    const back = await browser.get(callback.toString());
    expect(back.status).toBe(302);
    const login = new URL(locationOf(back), server.url);
    expect(login.pathname).toBe('/login');
    expect(login.searchParams.get('provider')).toBe('google');
    const code = login.searchParams.get('code') ?? '';
    expect(code).toBe(callback.searchParams.get('code'));
    // The state is spent.
    expect(browser.cookie('vendy_google_state')).toBeUndefined();

    const signIn = await browser.gql<{ loginWithGoogle: LoginResultData }>(LOGIN_WITH_GOOGLE, {
      code,
    });
    expect(errorsOf(signIn)).toEqual([]);
    expect(signIn.body.data?.loginWithGoogle).toEqual({
      success: true,
      message: null,
      auth: {
        isUser: true,
        isAdmin: false,
        email: 'ada.lovelace@example.com',
        emailVerified: true,
      },
      user: expect.objectContaining({
        email: 'ada.lovelace@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        loginProvider: 'GOOGLE',
      }),
    });
    expect(sessionCookieFrom(signIn.headers)).toBeDefined();

    const me = await browser.gql<CurrentUserData>(CURRENT_USER);
    expect(me.body.data?.getCurrentUser.user).toMatchObject({
      email: 'ada.lovelace@example.com',
      loginProvider: 'GOOGLE',
    });
    const row = await userByEmail('ada.lovelace@example.com');
    expect(row).toMatchObject({
      passwordHash: null,
      googleSubject: '108230562437819250431',
      loginProvider: 'GOOGLE',
    });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('signs the same Google account into the same Vendy account next time', async () => {
    const first = await signInThrough(new Browser(server.url), 'google', { person: 'grace' });
    const second = await signInThrough(new Browser(server.url), 'google', { person: 'grace' });
    expect(first.body.data?.loginWithGoogle?.user?.id).toBeDefined();
    expect(second.body.data?.loginWithGoogle?.user?.id).toBe(
      first.body.data?.loginWithGoogle?.user?.id,
    );
  });

  it('creates an account for an email typed on the consent page, with its names', async () => {
    const response = await signInThrough(new Browser(server.url), 'google', {
      person: 'other',
      email: 'Noor.Haddad@Example.com',
      first_name: 'Noor',
      last_name: 'Haddad',
      email_verified: 'yes',
    });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.loginWithGoogle?.user).toMatchObject({
      email: 'noor.haddad@example.com',
      firstName: 'Noor',
      lastName: 'Haddad',
      loginProvider: 'GOOGLE',
    });
  });

  it('asks again, with the entries kept and escaped, when the typed account is incomplete', async () => {
    const browser = new Browser(server.url);
    const consentUrl = locationOf(await browser.get('/auth/google/start'));
    const fields = hiddenInputs(await (await browser.get(consentUrl)).text());
    const response = await browser.post(consentUrl, {
      ...fields,
      person: 'other',
      email: 'not an email',
      first_name: '<script>alert(1)</script>',
      decision: 'allow',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<p role="alert">Enter a valid email address.</p>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).toMatch(/value="other" checked/);
  });

  it('refuses an account whose email Google has not verified, and creates nothing', async () => {
    const response = await signInThrough(new Browser(server.url), 'google', { person: 'alan' });
    expect(errorsOf(response)).toEqual(['Login with Google failed.']);
    expect(response.body.data).toBeNull();
    expect(sessionCookieFrom(response.headers)).toBeUndefined();
    expect(await userByEmail('alan.turing@example.org')).toBeUndefined();
  });
});

describe('what the callback refuses', () => {
  it('sends Deny back to /login with the error and no code', async () => {
    const login = await throughConsent(new Browser(server.url), 'google', {
      person: 'ada',
      decision: 'deny',
    });
    expect(login.pathname).toBe('/login');
    expect(Object.fromEntries(login.searchParams)).toEqual({
      provider: 'google',
      error: 'access_denied',
    });
  });

  it('refuses a callback whose state is not this browser’s (no code is handed over)', async () => {
    const victim = new Browser(server.url);
    const attacker = new Browser(server.url);
    const consentUrl = locationOf(await attacker.get('/auth/google/start'));
    const fields = hiddenInputs(await (await attacker.get(consentUrl)).text());
    const callback = locationOf(
      await attacker.post(consentUrl, { ...fields, person: 'grace', decision: 'allow' }),
    );
    // The victim's browser is made to open the attacker's callback: it has a state cookie of its
    // own, or none at all.
    await victim.get('/auth/google/start');
    for (const browser of [victim, new Browser(server.url)]) {
      const response = await browser.get(callback);
      const login = new URL(locationOf(response), server.url);
      expect(Object.fromEntries(login.searchParams)).toEqual({
        provider: 'google',
        error: 'invalid_state',
      });
      expect(browser.cookie('vendy_social_login')).toBeUndefined();
    }
  });

  it('refuses the same state twice', async () => {
    const browser = new Browser(server.url);
    const consentUrl = locationOf(await browser.get('/auth/google/start'));
    const fields = hiddenInputs(await (await browser.get(consentUrl)).text());
    const callback = locationOf(
      await browser.post(consentUrl, { ...fields, person: 'ada', decision: 'allow' }),
    );
    expect(
      new URL(locationOf(await browser.get(callback)), server.url).searchParams.has('code'),
    ).toBe(true);
    const again = new URL(locationOf(await browser.get(callback)), server.url);
    expect(again.searchParams.get('error')).toBe('invalid_state');
  });
});

describe('loginWithGoogle', () => {
  it('refuses a code used twice, even from the browser that received it', async () => {
    const browser = new Browser(server.url);
    const login = await throughConsent(browser, 'google', { person: 'ada' });
    const code = login.searchParams.get('code') ?? '';
    const handOver = browser.cookie('vendy_social_login') ?? '';
    const first = await browser.gql(LOGIN_WITH_GOOGLE, { code });
    expect(errorsOf(first)).toEqual([]);
    expect(browser.cookie('vendy_social_login')).toBeUndefined();
    // Even with the hand-over put back (a replayed page), Google's sandbox refuses a used code.
    browser.setCookie('vendy_social_login', handOver, '/graphql');
    const second = await browser.gql(LOGIN_WITH_GOOGLE, { code });
    expect(errorsOf(second)).toEqual(['Login with Google failed.']);
    expect(sessionCookieFrom(second.headers)).toBeUndefined();
  });

  it('refuses a code that did not come through this browser’s callback (login CSRF)', async () => {
    const attacker = new Browser(server.url);
    const login = await throughConsent(attacker, 'google', { person: 'grace' });
    const victim = new Browser(server.url);
    const response = await victim.gql(LOGIN_WITH_GOOGLE, { code: login.searchParams.get('code') });
    expect(errorsOf(response)).toEqual(['Login with Google failed.']);
    expect(sessionCookieFrom(response.headers)).toBeUndefined();
    // The code is still good for the browser it was handed to.
    const own = await attacker.gql(LOGIN_WITH_GOOGLE, { code: login.searchParams.get('code') });
    expect(errorsOf(own)).toEqual([]);
  });

  it('refuses empty and absurdly long codes with the same message', async () => {
    const browser = new Browser(server.url);
    for (const code of ['', '   ', 'x'.repeat(5000)]) {
      expect(errorsOf(await browser.gql(LOGIN_WITH_GOOGLE, { code }))).toEqual([
        'Login with Google failed.',
      ]);
    }
  });

  it('allows 10 attempts per address in 15 minutes', async () => {
    const browser = new Browser(server.url);
    for (let i = 0; i < 10; i++) {
      expect(errorsOf(await browser.gql(LOGIN_WITH_GOOGLE, { code: `guess-${i}` }))).toEqual([
        'Login with Google failed.',
      ]);
    }
    const blocked = await browser.gql(LOGIN_WITH_GOOGLE, { code: 'guess-10' });
    expect(errorsOf(blocked)).toEqual(['Too many attempts. Please try again later.']);
    expect(blocked.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    const response = await signInThrough(new Browser(server.url), 'google', { person: 'ada' });
    expect(errorsOf(response)).toEqual([]);
  });
});

describe('the sandbox', () => {
  it('refuses an authorization request for another client or a redirect elsewhere', async () => {
    const browser = new Browser(server.url);
    const authorize = new URL(locationOf(await browser.get('/auth/google/start')));
    const wrongClient = new URL(authorize);
    wrongClient.searchParams.set('client_id', 'someone-else.apps.googleusercontent.com');
    const elsewhere = new URL(authorize);
    elsewhere.searchParams.set('redirect_uri', 'https://evil.example/callback');
    for (const [url, message] of [
      [wrongClient, 'invalid_client'],
      [elsewhere, 'redirect_uri_mismatch'],
    ] as const) {
      const response = await browser.get(url.toString());
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(message);
    }
  });

  it('is not mounted when Google credentials are configured', async () => {
    const real = await startSocialTestServer({
      GOOGLE_CLIENT_ID: 'real-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'real-secret',
    });
    try {
      const browser = new Browser(real.url);
      expect((await browser.get('/sandbox/google/o/oauth2/v2/auth')).status).toBe(404);
      const start = new URL(locationOf(await browser.get('/auth/google/start')));
      expect(start.origin + start.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(start.searchParams.get('client_id')).toBe('real-client.apps.googleusercontent.com');
      expect(start.searchParams.get('redirect_uri')).toBe(`${real.url}/auth/google/callback`);
    } finally {
      await real.close();
    }
  });
});
