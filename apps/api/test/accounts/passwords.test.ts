// Changing a password, and resetting a forgotten one through the emailed link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth';
import {
  createUser,
  DEFAULT_PASSWORD,
  linkParam,
  outbox,
  sessionFor,
  signIn,
} from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import {
  CHANGE_PASSWORD,
  codeOf,
  CURRENT_USER,
  errorsOf,
  FORGOT_PASSWORD,
  LOGIN,
  RESET_PASSWORD,
  VERIFY_EMAIL,
} from './operations';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const NEW_PASSWORD = 'a brand new secret';

async function isSignedIn(gql: TestServer['gql']): Promise<boolean> {
  const response = await gql<{ getCurrentUser: { auth: unknown } }>(CURRENT_USER);
  return response.body.data?.getCurrentUser.auth != null;
}

async function canLogIn(email: string, password: string): Promise<boolean> {
  return errorsOf(await server.gql(LOGIN, { email, password })).length === 0;
}

describe('changePassword', () => {
  it('requires a session', async () => {
    const response = await server.gql(CHANGE_PASSWORD, {
      password: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(errorsOf(response)).toEqual(['You must be logged in.']);
    expect(codeOf(response)).toBe('UNAUTHENTICATED');
  });

  it('refuses a wrong current password and a too short new one', async () => {
    await createUser(server.database.db, { email: 'careful@pw.test' });
    const gql = await signIn(server, 'careful@pw.test');
    expect(
      errorsOf(
        await gql(CHANGE_PASSWORD, { password: 'not it at all', newPassword: NEW_PASSWORD }),
      ),
    ).toEqual(['Incorrect password.']);
    expect(
      errorsOf(await gql(CHANGE_PASSWORD, { password: DEFAULT_PASSWORD, newPassword: 'short' })),
    ).toEqual(['Must be at least 8 characters.']);
    expect(await canLogIn('careful@pw.test', DEFAULT_PASSWORD)).toBe(true);
  });

  it('sets the new password, keeps this session and ends the others', async () => {
    await createUser(server.database.db, { email: 'change@pw.test' });
    const here = await signIn(server, 'change@pw.test');
    const elsewhere = await signIn(server, 'change@pw.test');

    const response = await here(CHANGE_PASSWORD, {
      password: DEFAULT_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.body.data).toEqual({ changePassword: { success: true } });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await canLogIn('change@pw.test', DEFAULT_PASSWORD)).toBe(false);
    expect(await canLogIn('change@pw.test', NEW_PASSWORD)).toBe(true);
  });

  it('refuses accounts that sign in with a social provider', async () => {
    const user = await createUser(server.database.db, {
      email: 'social@pw.test',
      password: null,
      loginProvider: 'GOOGLE',
    });
    // Social accounts have no password to log in with: open a session directly.
    const gql = await sessionFor(server, user.id);
    const response = await gql(CHANGE_PASSWORD, {
      password: 'anything at all',
      newPassword: NEW_PASSWORD,
    });
    expect(errorsOf(response)).toEqual([
      'This account signs in with Google or Facebook and has no password.',
    ]);
  });
});

describe('sendForgotPasswordEmail and resetForgottenPassword', () => {
  it('answers the same for an unknown address, and mails nothing', async () => {
    const response = await server.gql(FORGOT_PASSWORD, { email: 'ghost@pw.test' });
    expect(response.body).toEqual({ data: { sendForgotPasswordEmail: { success: true } } });
    expect(await outbox(server, 'ghost@pw.test')).toEqual([]);
  });

  it('validates the email', async () => {
    expect(errorsOf(await server.gql(FORGOT_PASSWORD, { email: 'nope' }))).toEqual([
      'Must be a valid email',
    ]);
  });

  it('mails a one-hour link; the reset ends every session and the link works once', async () => {
    await createUser(server.database.db, { email: 'forgot@pw.test' });
    const signedIn = await signIn(server, 'forgot@pw.test');

    const response = await server.gql(FORGOT_PASSWORD, { email: ' FORGOT@pw.test' });
    expect(response.body).toEqual({ data: { sendForgotPasswordEmail: { success: true } } });
    const [mail] = await outbox(server, 'forgot@pw.test');
    expect(mail?.subject).toBe('Reset your Vendy password');
    expect(mail?.links[0]).toMatch(/\/reset-password\?changeId=[\w-]{43}$/);
    const changeId = await linkParam(server, 'forgot@pw.test', 'changeId');
    const [token] = await server.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(changeId)));
    expect(token && token.expiresAt.getTime() - token.createdAt.getTime()).toBe(3600_000);

    // A reset link is not a verification code.
    expect(errorsOf(await server.gql(VERIFY_EMAIL, { code: changeId }))).toEqual([
      'Unable to verify email.',
    ]);
    expect(
      errorsOf(await server.gql(RESET_PASSWORD, { changePasswordId: changeId, password: 'short' })),
    ).toEqual(['Must be at least 8 characters.']);

    const reset = await server.gql(RESET_PASSWORD, {
      changePasswordId: changeId,
      password: NEW_PASSWORD,
    });
    expect(reset.body).toEqual({ data: { resetForgottenPassword: { success: true } } });
    expect(await isSignedIn(signedIn)).toBe(false);
    expect(await canLogIn('forgot@pw.test', DEFAULT_PASSWORD)).toBe(false);
    expect(await canLogIn('forgot@pw.test', NEW_PASSWORD)).toBe(true);

    const reused = await server.gql(RESET_PASSWORD, {
      changePasswordId: changeId,
      password: 'yet another secret',
    });
    expect(errorsOf(reused)).toEqual(['Unable to reset password, please try again.']);
    expect(await canLogIn('forgot@pw.test', NEW_PASSWORD)).toBe(true);
  });

  it('retires older links once one has been used', async () => {
    await createUser(server.database.db, { email: 'twice@pw.test' });
    await server.gql(FORGOT_PASSWORD, { email: 'twice@pw.test' });
    const older = await linkParam(server, 'twice@pw.test', 'changeId');
    await server.gql(FORGOT_PASSWORD, { email: 'twice@pw.test' });
    const newer = await linkParam(server, 'twice@pw.test', 'changeId');
    expect(newer).not.toBe(older);
    expect(
      errorsOf(
        await server.gql(RESET_PASSWORD, { changePasswordId: newer, password: NEW_PASSWORD }),
      ),
    ).toEqual([]);
    expect(
      errorsOf(
        await server.gql(RESET_PASSWORD, { changePasswordId: older, password: NEW_PASSWORD }),
      ),
    ).toEqual(['Unable to reset password, please try again.']);
  });

  it('refuses an expired or made-up link', async () => {
    await createUser(server.database.db, { email: 'slow@pw.test' });
    await server.gql(FORGOT_PASSWORD, { email: 'slow@pw.test' });
    const changeId = await linkParam(server, 'slow@pw.test', 'changeId');
    await server.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(changeId)));
    for (const id of [changeId, 'made-up']) {
      expect(
        errorsOf(
          await server.gql(RESET_PASSWORD, { changePasswordId: id, password: NEW_PASSWORD }),
        ),
      ).toEqual(['Unable to reset password, please try again.']);
    }
    expect(await canLogIn('slow@pw.test', DEFAULT_PASSWORD)).toBe(true);
  });

  it('tells social accounts how they sign in instead of sending a reset link', async () => {
    await createUser(server.database.db, {
      email: 'fb@pw.test',
      password: null,
      loginProvider: 'FACEBOOK',
    });
    const response = await server.gql(FORGOT_PASSWORD, { email: 'fb@pw.test' });
    expect(response.body).toEqual({ data: { sendForgotPasswordEmail: { success: true } } });
    const [mail] = await outbox(server, 'fb@pw.test');
    expect(mail?.text).toContain('Sign in with Facebook');
    expect(mail?.links.some((link) => link.includes('changeId'))).toBe(false);
  });

  it('sends at most 5 links an hour to one address', async () => {
    await createUser(server.database.db, { email: 'flood@pw.test' });
    for (let i = 0; i < 5; i++) {
      expect(errorsOf(await server.gql(FORGOT_PASSWORD, { email: 'flood@pw.test' }))).toEqual([]);
    }
    const blocked = await server.gql(FORGOT_PASSWORD, { email: 'flood@pw.test' });
    expect(errorsOf(blocked)).toEqual(['Too many attempts. Please try again later.']);
    expect(await outbox(server, 'flood@pw.test')).toHaveLength(5);
    // The limit is per address: an unknown address is limited the same way, revealing nothing.
    for (let i = 0; i < 5; i++) await server.gql(FORGOT_PASSWORD, { email: 'nobody@pw.test' });
    expect(errorsOf(await server.gql(FORGOT_PASSWORD, { email: 'nobody@pw.test' }))).toEqual([
      'Too many attempts. Please try again later.',
    ]);
  });

  it('sends at most 20 an hour from one IP address', async () => {
    const from = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    for (let i = 0; i < 20; i++) {
      const response = await server.gql(FORGOT_PASSWORD, { email: `ip${i}@pw.test` }, from);
      expect(errorsOf(response)).toEqual([]);
    }
    expect(errorsOf(await server.gql(FORGOT_PASSWORD, { email: 'ip-last@pw.test' }, from))).toEqual(
      ['Too many attempts. Please try again later.'],
    );
  });
});
