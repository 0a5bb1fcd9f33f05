// Signing in and out: login, logout, getCurrentUser, cookies, rotation, expiry and rate limits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth';
import {
  createUser,
  DEFAULT_PASSWORD,
  gqlWithCookie,
  sessionCookieFrom,
  signInAs,
} from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { codeOf, CURRENT_USER, errorsOf, LOGIN, LOGOUT, USER_DATA } from './operations';

interface CurrentUserData {
  getCurrentUser: {
    auth: { isUser: boolean; isAdmin: boolean; email: string; emailVerified: boolean } | null;
    user: { id: string; email: string } | null;
    groups: unknown[];
    currentGroup: unknown;
  };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAILS: 'boss@vendy.test' } });
  const db = server.database.db;
  await createUser(db, { email: 'ada@shop.test', firstName: 'Ada', lastName: 'Lovelace' });
  await createUser(db, { email: 'unverified@shop.test', verified: false });
  await createUser(db, { email: 'boss@vendy.test' });
  await createUser(db, { email: 'granted@vendy.test', admin: true });
  await createUser(db, { email: 'social@shop.test', password: null, loginProvider: 'GOOGLE' });
  for (const n of [1, 2, 3]) await createUser(db, { email: `limit${n}@shop.test` });
});
afterAll(() => server?.close());

const currentUser = async (gql: TestServer['gql']) =>
  (await gql<CurrentUserData>(CURRENT_USER)).body.data?.getCurrentUser;

describe('login', () => {
  it('signs in with a trimmed, case-insensitive email and sets an HttpOnly, Lax session cookie', async () => {
    const response = await server.gql(LOGIN, {
      email: '  ADA@Shop.test ',
      password: DEFAULT_PASSWORD,
    });
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data).toEqual({
      login: {
        success: true,
        message: null,
        auth: { isUser: true, isAdmin: false, email: 'ada@shop.test', emailVerified: true },
        user: expect.objectContaining({
          email: 'ada@shop.test',
          firstName: 'Ada',
          loginProvider: 'EMAIL',
        }),
      },
    });
    const header = response.headers.getSetCookie().find((c) => c.startsWith('vendy_session='));
    expect(header).toMatch(/; Max-Age=2592000;/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const token = sessionCookieFrom(response.headers) ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the hash is stored.
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(
      await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, token)),
    ).toEqual([]);
  });

  it('marks the cookie Secure when the public address is https', async () => {
    const https = await startTestServer({
      env: { PUBLIC_URL: 'https://vendy.example' },
      database: server.database,
    });
    try {
      const response = await https.gql(LOGIN, {
        email: 'ada@shop.test',
        password: DEFAULT_PASSWORD,
      });
      const header = response.headers.getSetCookie().find((c) => c.startsWith('vendy_session='));
      expect(header).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it('refuses a wrong password or an unknown email with the same message and no cookie', async () => {
    for (const variables of [
      { email: 'ada@shop.test', password: 'wrong password' },
      { email: 'nobody@shop.test', password: DEFAULT_PASSWORD },
      { email: 'social@shop.test', password: DEFAULT_PASSWORD },
    ]) {
      const response = await server.gql(LOGIN, variables);
      expect(errorsOf(response)).toEqual(['Incorrect email or password.']);
      expect(sessionCookieFrom(response.headers)).toBeUndefined();
    }
  });

  it('validates its input with the shared messages', async () => {
    expect(errorsOf(await server.gql(LOGIN, { email: 'not-an-email', password: 'x' }))).toEqual([
      'Must be a valid email',
    ]);
    expect(errorsOf(await server.gql(LOGIN, { email: 'ada@shop.test', password: '' }))).toEqual([
      'This field is required',
    ]);
    expect(
      errorsOf(await server.gql(LOGIN, { email: 'ada@shop.test', password: 'x'.repeat(151) })),
    ).toEqual(['Input too long.']);
  });

  it('rotates the session: a new cookie at each login and the old one stops working', async () => {
    const first = await signInAs(server, 'ada@shop.test');
    const again = await first.gql(LOGIN, { email: 'ada@shop.test', password: DEFAULT_PASSWORD });
    const second = sessionCookieFrom(again.headers);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await currentUser(first.gql))?.auth).toBeNull();
    expect((await currentUser(gqlWithCookie(server, second ?? '')))?.auth?.email).toBe(
      'ada@shop.test',
    );
  });

  it('allows 10 attempts per address and IP in 15 minutes, then refuses even the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await server.gql(LOGIN, {
        email: 'limit1@shop.test',
        password: 'wrong password',
      });
      expect(errorsOf(response)).toEqual(['Incorrect email or password.']);
    }
    const blocked = await server.gql(LOGIN, {
      email: 'limit1@shop.test',
      password: DEFAULT_PASSWORD,
    });
    expect(errorsOf(blocked)).toEqual([
      'Too many sign-in attempts. Please try again in 15 minutes.',
    ]);
    expect(codeOf(blocked)).toBe('RATE_LIMITED');
    // Another account from the same address is not affected.
    await expect(signInAs(server, 'limit2@shop.test')).resolves.toBeDefined();
    // Another address (as a local reverse proxy reports it) is not affected either.
    const elsewhere = await server.gql(
      LOGIN,
      { email: 'limit1@shop.test', password: DEFAULT_PASSWORD },
      { headers: { 'x-forwarded-for': '203.0.113.9' } },
    );
    expect(errorsOf(elsewhere)).toEqual([]);
  });
});

describe('logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { gql, cookie } = await signInAs(server, 'ada@shop.test');
    const response = await gql(LOGOUT);
    expect(response.body.data).toEqual({ logout: { success: true } });
    expect(response.headers.getSetCookie().find((c) => c.startsWith('vendy_session='))).toMatch(
      /^vendy_session=; .*Max-Age=0/,
    );
    expect((await currentUser(gql))?.auth).toBeNull();
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    expect(row).toBeUndefined();
  });

  it('succeeds without a session', async () => {
    expect((await server.gql(LOGOUT)).body.data).toEqual({ logout: { success: true } });
  });
});

describe('getCurrentUser', () => {
  it('answers an anonymous visitor with empty values, not an error', async () => {
    const response = await server.gql<CurrentUserData>(CURRENT_USER);
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data?.getCurrentUser).toEqual({
      auth: null,
      user: null,
      groups: [],
      currentGroup: null,
    });
  });

  it('ignores a cookie that matches no session', async () => {
    expect((await currentUser(gqlWithCookie(server, 'forged-token')))?.auth).toBeNull();
  });

  it('reports an unverified email', async () => {
    const gql = (await signInAs(server, 'unverified@shop.test')).gql;
    expect((await currentUser(gql))?.auth).toEqual({
      isUser: true,
      isAdmin: false,
      email: 'unverified@shop.test',
      emailVerified: false,
    });
  });

  it('makes admins of ADMIN_EMAILS and of accounts granted the role', async () => {
    for (const email of ['boss@vendy.test', 'granted@vendy.test']) {
      const gql = (await signInAs(server, email)).gql;
      expect((await currentUser(gql))?.auth?.isAdmin).toBe(true);
    }
  });

  it('treats an expired session as anonymous', async () => {
    const { gql, cookie } = await signInAs(server, 'limit3@shop.test');
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    expect((await currentUser(gql))?.auth).toBeNull();
    expect(errorsOf(await gql(USER_DATA))).toEqual(['You must be logged in.']);
  });

  it('slides the expiry forward when the session is used after an hour', async () => {
    const { gql, cookie } = await signInAs(server, 'limit3@shop.test');
    const where = eq(sessions.tokenHash, hashToken(cookie));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const soon = new Date(Date.now() + 3600_000);
    await server.database.db
      .update(sessions)
      .set({ lastSeenAt: twoHoursAgo, expiresAt: soon })
      .where(where);

    const response = await gql<CurrentUserData>(CURRENT_USER);
    expect(response.body.data?.getCurrentUser.auth?.email).toBe('limit3@shop.test');
    expect(sessionCookieFrom(response.headers)).toBe(cookie);
    const [row] = await server.database.db.select().from(sessions).where(where);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    // Used again within the hour: no write, no new cookie.
    const again = await gql(CURRENT_USER);
    expect(sessionCookieFrom(again.headers)).toBeUndefined();
  });

  it('forgets sessions of a deleted account', async () => {
    const user = await createUser(server.database.db, { email: 'gone@shop.test' });
    const { gql } = await signInAs(server, 'gone@shop.test');
    await server.database.db.delete(users).where(eq(users.id, user.id));
    expect((await currentUser(gql))?.auth).toBeNull();
  });
});
