// Rows of the matrix for signing in and out, signing up, email verification and password reset
// (doc 1 §7): public operations, and each acts on the account its own secret or session names.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { authenticate } from '../../src/modules/accounts/service';
import { issueUserToken } from '../../src/modules/accounts/user-tokens';
import { DEFAULT_PASSWORD, sessionCookieFrom } from '../harness/accounts';
import {
  GetCurrentUserDocument,
  LoginDocument,
  LoginWithFacebookDocument,
  LoginWithGoogleDocument,
  LogoutDocument,
  ResendVerificationEmailDocument,
  ResetForgottenPasswordDocument,
  SendForgotPasswordEmailDocument,
  SignupDocument,
  VerifyEmailDocument,
  type GetCurrentUserQuery,
} from '../../../../packages/client/src/generated/graphql';
import {
  FORBIDDEN,
  messagesOf,
  NOT_LOGGED_IN,
  refused,
  row,
  type Answered,
  type Row,
} from './matrix';
import { accountOf, CALLERS, emailOf, reload, SIGNED_IN, type Caller, type World } from './world';

const worldUserIds = (w: World) => [...SIGNED_IN.map((who) => w.user[who].id), w.carol.id];

async function mailsTo(w: World, to: string): Promise<Array<{ subject: string; text: string }>> {
  return w.server.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
}

/**
 * Sign-in with a provider's code or token that the provider never issued: answered without an
 * authorization error (the operation is public), and nobody is signed in.
 */
function bogusProviderSignIn(name: 'loginWithGoogle' | 'loginWithFacebook'): Answered {
  return {
    answered(response) {
      const messages = messagesOf(response);
      expect(messages).not.toContain(NOT_LOGGED_IN);
      expect(messages).not.toContain(FORBIDDEN);
      const data = response.body.data as Record<string, { success: boolean } | null> | null;
      expect(data?.[name]?.success ?? false).toBe(false);
      expect(sessionCookieFrom(response.headers) ?? '').toBe('');
    },
  };
}

async function unverify(w: World): Promise<void> {
  await w.server.database.db
    .update(users)
    .set({ emailVerifiedAt: null })
    .where(inArray(users.id, worldUserIds(w)));
}

/** The caller's account now signs in with `password` only. */
export async function passwordWorks(w: World, who: Caller, password: string): Promise<void> {
  const account = accountOf(w, who);
  expect(await authenticate(w.server.database.db, account.email, password)).not.toBeNull();
  expect(await authenticate(w.server.database.db, account.email, DEFAULT_PASSWORD)).toBeNull();
}

export const signInRows: Row[] = [
  row({
    name: 'login',
    doc: LoginDocument,
    // Anonymous visitors sign in as Carol; everyone else as themselves.
    vars: (w, who) => ({ email: accountOf(w, who).email, password: DEFAULT_PASSWORD }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        ({ login }, w: World, response) => {
          expect(login.success).toBe(true);
          expect(login.auth?.email).toBe(accountOf(w, who).email);
          expect(sessionCookieFrom(response.headers)).toMatch(/.{20,}/);
        },
    },
    also: [
      {
        label: "with another account's email and a wrong password",
        who: 'anonymous',
        vars: (w) => ({ email: w.user.owner.email, password: 'not the password' }),
        outcome: refused('Incorrect email or password.'),
      },
    ],
  }),

  row({
    name: 'loginWithGoogle',
    doc: LoginWithGoogleDocument,
    vars: () => ({ code: 'a-code-google-never-issued' }),
    every: { callers: CALLERS, outcome: () => bogusProviderSignIn('loginWithGoogle') },
  }),

  row({
    name: 'loginWithFacebook',
    doc: LoginWithFacebookDocument,
    vars: () => ({ token: 'a-token-facebook-never-issued' }),
    every: { callers: CALLERS, outcome: () => bogusProviderSignIn('loginWithFacebook') },
  }),

  row({
    name: 'logout',
    doc: LogoutDocument,
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ logout }, w: World) => {
          expect(logout.success).toBe(true);
          const after = await w.as[who]<GetCurrentUserQuery>(GetCurrentUserDocument.toString());
          expect(after.body.data?.getCurrentUser.auth).toBeNull();
          if (who === 'owner') {
            // Only this session ended: the admin, next in line, is still signed in.
            const other = await w.as.admin<GetCurrentUserQuery>(GetCurrentUserDocument.toString());
            expect(other.body.data?.getCurrentUser.auth?.email).toBe(w.user.admin.email);
          }
        },
    },
  }),

  row({
    name: 'signup',
    doc: SignupDocument,
    vars: (w, who) => ({
      email: emailOf(w.tag, `new-${who}`),
      password: 'a brand new password',
      firstName: 'New',
      lastName: who,
    }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ signup }, w: World, response) => {
          // Nobody is signed in: the answer is the same for an address that has an account.
          expect(signup).toMatchObject({ success: true, auth: null, user: null });
          expect(sessionCookieFrom(response.headers)).toBeUndefined();
          const [created] = await w.server.database.db
            .select()
            .from(users)
            .where(eq(users.email, emailOf(w.tag, `new-${who}`)));
          expect(created?.emailVerifiedAt).toBeNull();
        },
    },
  }),

  row({
    name: 'resendVerificationEmail',
    doc: ResendVerificationEmailDocument,
    setup: unverify,
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ resendVerificationEmail }, w: World) => {
          expect(resendVerificationEmail.success).toBe(true);
          expect(await mailsTo(w, accountOf(w, who).email)).toHaveLength(1);
        },
    },
  }),

  row({
    name: 'verifyEmail',
    doc: VerifyEmailDocument,
    async setup(w) {
      await unverify(w);
      for (const who of CALLERS) {
        w.data[`code-${who}`] = await issueUserToken(
          w.server.database.db,
          accountOf(w, who).id,
          'VERIFY_EMAIL',
        );
      }
    },
    vars: (w, who) => ({ code: w.data[`code-${who}`] ?? '' }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ verifyEmail }, w: World) => {
          expect(verifyEmail.success).toBe(true);
          expect((await reload(w, accountOf(w, who).id))?.emailVerifiedAt).not.toBeNull();
        },
    },
    also: [
      {
        label: 'with a made-up code',
        who: 'anonymous',
        vars: () => ({ code: 'not-a-code' }),
        outcome: refused('Unable to verify email.'),
      },
    ],
  }),

  row({
    name: 'sendForgotPasswordEmail',
    doc: SendForgotPasswordEmailDocument,
    vars: (w, who) => ({ email: accountOf(w, who).email }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ sendForgotPasswordEmail }, w: World) => {
          expect(sendForgotPasswordEmail.success).toBe(true);
          const mails = await mailsTo(w, accountOf(w, who).email);
          expect(mails).toHaveLength(1);
          expect(mails[0]?.text).toContain('/reset-password?changeId=');
        },
    },
  }),

  row({
    name: 'resetForgottenPassword',
    doc: ResetForgottenPasswordDocument,
    async setup(w) {
      for (const who of CALLERS) {
        w.data[`reset-${who}`] = await issueUserToken(
          w.server.database.db,
          accountOf(w, who).id,
          'RESET_PASSWORD',
        );
      }
    },
    vars: (w, who) => ({
      changePasswordId: w.data[`reset-${who}`] ?? '',
      password: `reset by ${who}`,
    }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ resetForgottenPassword }, w: World) => {
          expect(resetForgottenPassword.success).toBe(true);
          await passwordWorks(w, who, `reset by ${who}`);
        },
    },
  }),
];
