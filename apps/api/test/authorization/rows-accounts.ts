import type { DeleteUserMutation } from '../../../../packages/client/src/generated/graphql';
// Rows of the matrix for the signed-in account (doc 1 §7): every caller reads and changes their
// own account only, and nothing reveals or changes anyone else's.
import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupUsers, groups, mailOutbox } from '../../src/db/schema';
import { SUPPORT_EMAIL } from '../../src/modules/accounts/emails';
import { LAST_OWNER } from '../../src/modules/accounts/messages';
import { DEFAULT_PASSWORD } from '../harness/accounts';
import {
  ChangePasswordDocument,
  ChangeUserDataDocument,
  DeleteUserDocument,
  GetCurrentUserDocument,
  GetUserDataDocument,
  HideGuidedTourDocument,
  SendContactUsEmailDocument,
  type GetCurrentUserQuery,
} from '../../../../packages/client/src/generated/graphql';
import { refused, row, type DataCheck, type Row } from './matrix';
import { passwordWorks } from './rows-sign-in';
import {
  accountOf,
  CALLERS,
  emailOf,
  reload,
  SIGNED_IN,
  type SignedInCaller,
  type World,
} from './world';

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
        outcome: async ({ deleteUser }: DeleteUserMutation, w: World) => {
          expect(deleteUser.success).toBe(true);
          expect(await reload(w, w.user.owner.id)).toBeNull();
          const db = w.server.database.db;
          expect(await db.select().from(groups).where(eq(groups.id, w.groupA))).toEqual([]);
        },
      },
    ],
  }),
];
