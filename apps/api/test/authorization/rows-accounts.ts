// Rows of the matrix for the account operations of doc 1 §7: every caller acts on their own
// account only, and nothing reveals or changes anyone else's.
import { and, eq, inArray, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupUsers, groups, mailOutbox, users } from '../../src/db/schema';
import { SUPPORT_EMAIL } from '../../src/modules/accounts/emails';
import { LAST_OWNER } from '../../src/modules/accounts/messages';
import { authenticate } from '../../src/modules/accounts/service';
import { issueUserToken } from '../../src/modules/accounts/user-tokens';
import { DEFAULT_PASSWORD, sessionCookieFrom } from '../harness/accounts';
import {
  ChangePasswordDocument,
  ChangeUserDataDocument,
  DeleteUserDocument,
  GetCurrentUserDocument,
  GetUserDataDocument,
  HideGuidedTourDocument,
  LoginDocument,
  LoginWithFacebookDocument,
  LoginWithGoogleDocument,
  LogoutDocument,
  ResendVerificationEmailDocument,
  ResetForgottenPasswordDocument,
  SendContactUsEmailDocument,
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
  type DataCheck,
  type Row,
} from './matrix';
import {
  accountOf,
  CALLERS,
  emailOf,
  reload,
  SIGNED_IN,
  type Caller,
  type SignedInCaller,
  type World,
} from './world';

const worldUserIds = (w: World) => [...SIGNED_IN.map((who) => w.user[who].id), w.carol.id];

async function mailsTo(w: World, to: string): Promise<Array<{ subject: string; text: string }>> {
  return w.server.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
}

/** What getCurrentUser shows each caller: their own account, groups and current group only. */
function currentUserOf(
  who: SignedInCaller,
  expected: (w: World) => { groups: Array<[string, string]>; current: string | null },
): DataCheck<GetCurrentUserQuery> {
  return ({ getCurrentUser }, w) => {
    const me = w.user[who];
    const { groups: mine, current } = expected(w);
    // The admin role comes from ADMIN_EMAILS alone: users.is_admin is false for everyone here.
    expect(me.isAdmin).toBe(false);
    expect(getCurrentUser.auth).toEqual({
      isUser: true,
      isAdmin: who === 'admin',
      email: me.email,
      emailVerified: true,
    });
    expect(getCurrentUser.user?.id).toBe(me.id);
    expect(getCurrentUser.groups.map((g) => [g.id, g.viewerRole])).toEqual(mine);
    expect(getCurrentUser.currentGroup?.id ?? null).toBe(current);
  };
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

async function passwordWorks(w: World, who: Caller, password: string): Promise<void> {
  const account = accountOf(w, who);
  expect(await authenticate(w.server.database.db, account.email, password)).not.toBeNull();
  expect(await authenticate(w.server.database.db, account.email, DEFAULT_PASSWORD)).toBeNull();
}

export const accountRows: Row[] = [
  row({
    name: 'getCurrentUser',
    doc: GetCurrentUserDocument,
    allowed: {
      anonymous: ({ getCurrentUser }) =>
        expect(getCurrentUser).toEqual({ auth: null, user: null, groups: [], currentGroup: null }),
      owner: currentUserOf('owner', (w) => ({ groups: [[w.groupA, 'OWNER']], current: w.groupA })),
      user: currentUserOf('user', (w) => ({ groups: [[w.groupA, 'USER']], current: w.groupA })),
      outsider: currentUserOf('outsider', (w) => ({
        groups: [[w.groupB, 'OWNER']],
        current: w.groupB,
      })),
      // The admin's current group points at Acme, yet nothing of it shows: she is no member.
      admin: currentUserOf('admin', () => ({ groups: [], current: null })),
    },
  }),

  row({
    name: 'getUserData',
    doc: GetUserDataDocument,
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        ({ getUserData }, w: World) => {
          expect(getUserData).toMatchObject({
            id: accountOf(w, who).id,
            email: accountOf(w, who).email,
          });
        },
    },
  }),

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
        ({ signup }, w: World, response) => {
          expect(signup.success).toBe(true);
          expect(signup.auth).toMatchObject({
            email: emailOf(w.tag, `new-${who}`),
            isAdmin: false,
          });
          expect(signup.auth?.emailVerified).toBe(false);
          expect(sessionCookieFrom(response.headers)).toMatch(/.{20,}/);
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
    name: 'changePassword',
    doc: ChangePasswordDocument,
    vars: (_w, who) => ({ password: DEFAULT_PASSWORD, newPassword: `changed by ${who}` }),
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ changePassword }, w: World) => {
          expect(changePassword.success).toBe(true);
          await passwordWorks(w, who, `changed by ${who}`);
        },
    },
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

  row({
    name: 'changeUserData',
    doc: ChangeUserDataDocument,
    vars: (_w, who) => ({ firstName: `Renamed ${who}`, lastName: 'Matrix' }),
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ changeUserData }, w: World) => {
          expect(changeUserData).toMatchObject({
            id: accountOf(w, who).id,
            firstName: `Renamed ${who}`,
          });
          // Carol, who never calls, keeps her name.
          expect((await reload(w, w.carol.id))?.firstName).toBe('Carol');
        },
    },
  }),

  row({
    name: 'sendContactUsEmail',
    doc: SendContactUsEmailDocument,
    vars: (w, who) => ({
      name: `Visitor ${who}`,
      email: emailOf(w.tag, `contact-${who}`),
      message: `A question from ${w.tag} ${who}`,
    }),
    every: {
      callers: CALLERS,
      outcome:
        (who) =>
        async ({ sendContactUsEmail }, w: World) => {
          expect(sendContactUsEmail.success).toBe(true);
          const mails = await w.server.database.db
            .select({ text: mailOutbox.text })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.to, SUPPORT_EMAIL),
                like(mailOutbox.text, `%A question from ${w.tag} ${who}%`),
              ),
            );
          expect(mails).toHaveLength(1);
        },
    },
  }),

  row({
    name: 'hideGuidedTour',
    doc: HideGuidedTourDocument,
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ hideGuidedTour }, w: World) => {
          expect(hideGuidedTour.success).toBe(true);
          expect((await reload(w, accountOf(w, who).id))?.showGuidedTour).toBe(false);
          expect((await reload(w, w.carol.id))?.showGuidedTour).toBe(true);
        },
    },
  }),

  row({
    name: 'deleteUser',
    doc: DeleteUserDocument,
    allowed: {
      // The last OWNER of a group with other members must hand it over first.
      owner: refused(LAST_OWNER),
      user: async ({ deleteUser }, w) => {
        expect(deleteUser.success).toBe(true);
        expect(await reload(w, w.user.user.id)).toBeNull();
        const members = await w.server.database.db
          .select({ userId: groupUsers.userId })
          .from(groupUsers)
          .where(eq(groupUsers.groupId, w.groupA));
        expect(members).toEqual([{ userId: w.user.owner.id }]);
      },
      // Otto was Bravo's only member: the group goes with him.
      outsider: async ({ deleteUser }, w) => {
        expect(deleteUser.success).toBe(true);
        expect(await reload(w, w.user.outsider.id)).toBeNull();
        const db = w.server.database.db;
        expect(await db.select().from(groups).where(eq(groups.id, w.groupB))).toEqual([]);
        expect(await db.select().from(groups).where(eq(groups.id, w.groupA))).toHaveLength(1);
      },
      admin: async ({ deleteUser }, w) => {
        expect(deleteUser.success).toBe(true);
        expect(await reload(w, w.user.admin.id)).toBeNull();
      },
    },
    then: [
      {
        label: 'once the group is hers alone',
        who: 'owner',
        outcome: async ({ deleteUser }, w) => {
          expect(deleteUser.success).toBe(true);
          expect(await reload(w, w.user.owner.id)).toBeNull();
          const db = w.server.database.db;
          expect(await db.select().from(groups).where(eq(groups.id, w.groupA))).toEqual([]);
        },
      },
    ],
  }),
];
