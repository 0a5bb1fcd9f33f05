// Sign-up, the verification email and verifying it (single use, 48 hours), and resending it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth';
import {
  createUser,
  gqlWithCookie,
  linkParam,
  outbox,
  sessionCookieFrom,
  signInAs,
  signIn,
} from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  codeOf,
  CURRENT_USER,
  errorsOf,
  RESEND_VERIFICATION,
  SIGNUP,
  VERIFY_EMAIL,
} from './operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: 'http://vendy.test:8080' } });
});
afterAll(() => server?.close());

const signupInput = (email: string) => ({
  email,
  password: 'long enough',
  firstName: 'Grace',
  lastName: 'Hopper',
});

const emailVerifiedOf = async (email: string) => {
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return user?.emailVerifiedAt ?? null;
};

describe('signup', () => {
  const SAME_ANSWER = { signup: { success: true, message: null, auth: null, user: null } };

  it('creates an unverified EMAIL account and mails a verification link, without signing in', async () => {
    const response = await server.gql(SIGNUP, signupInput(' Grace@Navy.TEST '));
    expect(errorsOf(response)).toEqual([]);
    expect(response.body.data).toEqual(SAME_ANSWER);
    expect(sessionCookieFrom(response.headers)).toBeUndefined();

    const [mail] = await outbox(server, 'grace@navy.test');
    expect(mail?.subject).toBe('Verify your email for Vendy');
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(/^http:\/\/vendy\.test:8080\/verify\?code=[\w-]{43}$/);
    expect(mail?.text).toContain(mail?.links[0]);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'grace@navy.test'));
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', loginProvider: 'EMAIL' });
    expect(user?.emailVerifiedAt).toBeNull();
    // The new account signs in with its password.
    await expect(signIn(server, 'grace@navy.test', 'long enough')).resolves.toBeDefined();
  });

  it('answers an address that has an account exactly as a new one, and tells its owner by mail', async () => {
    await createUser(server.database.db, { email: 'taken@navy.test', firstName: 'Ada' });
    const taken = await server.gql(SIGNUP, signupInput('TAKEN@navy.test'));
    const fresh = await server.gql(SIGNUP, signupInput('fresh@navy.test'));
    expect(errorsOf(taken)).toEqual([]);
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body.data).toEqual(SAME_ANSWER);
    expect(taken.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());

    // The account is untouched: same name, same password.
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'taken@navy.test'));
    expect(user?.firstName).toBe('Ada');
    await expect(signIn(server, 'taken@navy.test')).resolves.toBeDefined();

    const mails = await outbox(server, 'taken@navy.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Someone tried to sign up with your email');
    expect(mails[0]?.links).toEqual([
      'http://vendy.test:8080/login',
      'http://vendy.test:8080/forgot-password',
    ]);
    expect(mails[0]?.text).toContain('No new account was created.');
  });

  it('points a social account to its provider, and mails an address at most 3 times an hour', async () => {
    await createUser(server.database.db, {
      email: 'social@navy.test',
      password: null,
      loginProvider: 'GOOGLE',
    });
    for (let i = 0; i < 5; i++) {
      // From another address: the per-address sign-up limit is not what this is about.
      const response = await server.gql(SIGNUP, signupInput('social@navy.test'), {
        headers: { 'x-forwarded-for': '198.51.100.40' },
      });
      expect(response.body.data).toEqual(SAME_ANSWER);
    }
    const mails = await outbox(server, 'social@navy.test');
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text).toContain('Your account signs in with Google.');
    expect(mails[0]?.links).toEqual(['http://vendy.test:8080/login']);
  });

  it('validates with the shared messages', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ email: 'nope' }, 'Must be a valid email'],
      [{ password: 'short' }, 'Must be at least 8 characters.'],
      [{ password: 'x'.repeat(151) }, 'Input too long.'],
      [{ firstName: '' }, 'This field is required'],
      [{ lastName: 'x'.repeat(101) }, 'Input too long.'],
    ];
    for (const [override, message] of cases) {
      const response = await server.gql(SIGNUP, { ...signupInput('valid@navy.test'), ...override });
      expect(errorsOf(response)).toEqual([message]);
    }
    expect(await outbox(server, 'valid@navy.test')).toEqual([]);
  });
});

describe('verifyEmail', () => {
  it('verifies the account of the link once; the link then stops working', async () => {
    await server.gql(SIGNUP, signupInput('verify@navy.test'));
    const code = await linkParam(server, 'verify@navy.test', 'code');
    expect(await emailVerifiedOf('verify@navy.test')).toBeNull();

    // No session needed: the link signs the account in (sign-up did not), in any browser.
    const response = await server.gql(VERIFY_EMAIL, { code });
    expect(response.body.data).toEqual({ verifyEmail: { success: true } });
    expect(await emailVerifiedOf('verify@navy.test')).toBeInstanceOf(Date);
    const cookie = sessionCookieFrom(response.headers);
    expect(cookie).toBeTruthy();
    const me = await gqlWithCookie(
      server,
      cookie ?? '',
    )<{
      getCurrentUser: { auth: { email: string; emailVerified: boolean } };
    }>(CURRENT_USER);
    expect(me.body.data?.getCurrentUser.auth).toMatchObject({
      email: 'verify@navy.test',
      emailVerified: true,
    });

    expect(errorsOf(await server.gql(VERIFY_EMAIL, { code }))).toEqual(['Unable to verify email.']);
  });

  it('leaves a browser signed in to another account as it is', async () => {
    await server.gql(SIGNUP, signupInput('second@navy.test'));
    const code = await linkParam(server, 'second@navy.test', 'code');
    await createUser(server.database.db, { email: 'other@navy.test' });
    const { gql } = await signInAs(server, 'other@navy.test');
    const response = await gql(VERIFY_EMAIL, { code });
    expect(response.body.data).toEqual({ verifyEmail: { success: true } });
    expect(sessionCookieFrom(response.headers)).toBeUndefined();
    expect(await emailVerifiedOf('second@navy.test')).toBeInstanceOf(Date);
  });

  it('refuses an expired link (48 hours)', async () => {
    await server.gql(SIGNUP, signupInput('late@navy.test'));
    const code = await linkParam(server, 'late@navy.test', 'code');
    const [token] = await server.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(code)));
    expect(token && token.expiresAt.getTime() - token.createdAt.getTime()).toBe(48 * 3600_000);
    await server.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(code)));
    expect(errorsOf(await server.gql(VERIFY_EMAIL, { code }))).toEqual(['Unable to verify email.']);
    expect(await emailVerifiedOf('late@navy.test')).toBeNull();
  });

  it('refuses unknown and empty codes', async () => {
    for (const code of ['made-up', '', ' ']) {
      expect(errorsOf(await server.gql(VERIFY_EMAIL, { code }))).toEqual([
        'Unable to verify email.',
      ]);
    }
  });
});

describe('resendVerificationEmail', () => {
  it('requires a session', async () => {
    const response = await server.gql(RESEND_VERIFICATION);
    expect(errorsOf(response)).toEqual(['You must be logged in.']);
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });

  it('refuses an already verified account', async () => {
    await createUser(server.database.db, { email: 'done@navy.test' });
    const gql = await signIn(server, 'done@navy.test');
    expect(errorsOf(await gql(RESEND_VERIFICATION))).toEqual(['Your email is already verified.']);
  });

  it('mails a new working link, at most 5 times an hour', async () => {
    await createUser(server.database.db, { email: 'again@navy.test', verified: false });
    const { gql } = await signInAs(server, 'again@navy.test');
    for (let i = 0; i < 5; i++) {
      expect((await gql(RESEND_VERIFICATION)).body.data).toEqual({
        resendVerificationEmail: { success: true },
      });
    }
    expect(await outbox(server, 'again@navy.test')).toHaveLength(5);
    expect(errorsOf(await gql(RESEND_VERIFICATION))).toEqual([
      'Too many attempts. Please try again later.',
    ]);
    expect(await outbox(server, 'again@navy.test')).toHaveLength(5);

    // Every link sent is valid until used; the newest verifies the account.
    const code = await linkParam(server, 'again@navy.test', 'code');
    expect(errorsOf(await server.gql(VERIFY_EMAIL, { code }))).toEqual([]);
    expect(await emailVerifiedOf('again@navy.test')).toBeInstanceOf(Date);
  });
});
