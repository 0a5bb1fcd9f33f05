// Rows of the matrix for invitations (doc 1 §6-§7): each user answers only the invitations to
// their own address, OWNERs send and withdraw only their own group's, and an invitee sees the
// inviting group's name, never its members, store or plans.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupInvitations, groupPlanHistory } from '../../src/db/schema';
import { INVITATION_NOT_FOUND } from '../../src/modules/groups/messages';
import {
  AcceptGroupInvitationDocument,
  DeclineGroupInvitationDocument,
  GetGroupsPendingInvitationsDocument,
  GetUsersPendingGroupInvitationsDocument,
  InviteUserToGroupDocument,
  RescindGroupInvitationDocument,
} from '../../../../packages/client/src/generated/graphql';
import { seedInstalledStore } from '../stores/harness';
import { attempt, FORBIDDEN, refused, row, type Row } from './matrix';
import { roleIn } from './rows-groups';
import { emailOf, shopOf, SIGNED_IN, signedIn, type World } from './world';

const db = (w: World) => w.server.database.db;

async function invitationStatus(w: World, id: string): Promise<string | null> {
  const [invitation] = await db(w)
    .select({ status: groupInvitations.status })
    .from(groupInvitations)
    .where(eq(groupInvitations.id, id));
  return invitation?.status ?? null;
}

/** The invitee reads the inviting group through the invitation: its name, never its insides. */
const invitationGroupField = (field: string, selection: string) =>
  attempt(
    `reading the inviting group's ${field} through the invitation`,
    'user',
    `query getUsersPendingGroupInvitations { getUsersPendingGroupInvitations { group { ${field} ${selection} } } }`,
    () => ({}),
    refused(FORBIDDEN),
  );

export const invitationRows: Row[] = [
  row({
    name: 'getUsersPendingGroupInvitations',
    doc: GetUsersPendingGroupInvitationsDocument,
    // Each caller sees exactly the invitation to their own address, not those of A or B.
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        ({ getUsersPendingGroupInvitations: list }, w) => {
          const me = signedIn(who);
          expect(list.map((i) => [i.id, i.email, i.group.id])).toEqual([
            [w.invitation.fromC[me], w.user[me].email, w.groupC],
          ]);
        },
    },
    // Charlie has a store and a plan: neither shows to those it merely invited.
    async setup(w) {
      await seedInstalledStore(w.server, shopOf(w, 'charlie'), w.carol.id, w.groupC);
      await db(w)
        .insert(groupPlanHistory)
        .values({ groupId: w.groupC, planId: 'growth', status: 'ACTIVE', freeTrialDays: 0 });
    },
    also: [
      attempt(
        "reading the inviting group's store and plans through the invitation",
        'user',
        `query getUsersPendingGroupInvitations { getUsersPendingGroupInvitations { group { name shopifyStore { storeName } planHistory { planId } } } }`,
        () => ({}),
        (data: { getUsersPendingGroupInvitations: Array<{ group: unknown }> }) =>
          expect(data.getUsersPendingGroupInvitations.map((i) => i.group)).toEqual([
            { name: 'Charlie', shopifyStore: null, planHistory: [] },
          ]),
      ),
      invitationGroupField('users', '{ userId }'),
      invitationGroupField('invitations', '{ email }'),
      invitationGroupField('history', '{ eventType }'),
    ],
  }),

  row({
    name: 'getGroupsPendingInvitations',
    doc: GetGroupsPendingInvitationsDocument,
    allowed: {
      owner: ({ getGroupsPendingInvitations }, w) =>
        expect(getGroupsPendingInvitations.map((i) => i.id)).toEqual([w.invitation.toA]),
      user: ({ getGroupsPendingInvitations }, w) =>
        expect(getGroupsPendingInvitations.map((i) => i.id)).toEqual([w.invitation.toA]),
      outsider: ({ getGroupsPendingInvitations }, w) =>
        expect(getGroupsPendingInvitations.map((i) => i.id)).toEqual([w.invitation.toB]),
    },
    also: [
      // The invitation code (the link's secret) is for the invitee, OWNERs and admins only.
      attempt(
        'selecting the invitation codes',
        'user',
        `query getGroupsPendingInvitations { getGroupsPendingInvitations { id code } }`,
        () => ({}),
        (data: { getGroupsPendingInvitations: Array<{ code: string | null }> }) =>
          expect(data.getGroupsPendingInvitations.map((i) => i.code)).toEqual([null]),
      ),
      attempt(
        'selecting the invitation codes',
        'owner',
        `query getGroupsPendingInvitations { getGroupsPendingInvitations { id code } }`,
        () => ({}),
        (data: { getGroupsPendingInvitations: Array<{ code: string | null }> }) =>
          expect(data.getGroupsPendingInvitations[0]?.code).toMatch(/.{20,}/),
      ),
    ],
  }),

  row({
    name: 'declineGroupInvitation',
    doc: DeclineGroupInvitationDocument,
    vars: (w, who) => ({ inviteId: w.invitation.fromC[who === 'anonymous' ? 'user' : who] }),
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ declineGroupInvitation }, w) => {
          expect(declineGroupInvitation).toEqual({
            success: true,
            message: 'Declined invitation.',
          });
          expect(await invitationStatus(w, w.invitation.fromC[signedIn(who)])).toBe('DECLINED');
        },
    },
    also: [
      {
        label: "with another user's invitation",
        who: 'outsider',
        vars: (w) => ({ inviteId: w.invitation.fromC.user }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
      {
        label: "with her own group's invitation to someone else",
        who: 'owner',
        vars: (w) => ({ inviteId: w.invitation.toA }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
    ],
  }),

  row({
    name: 'acceptGroupInvitation',
    doc: AcceptGroupInvitationDocument,
    vars: (w, who) => ({ inviteId: w.invitation.fromC[who === 'anonymous' ? 'user' : who] }),
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ acceptGroupInvitation }, w) => {
          const me = w.user[signedIn(who)];
          expect(acceptGroupInvitation).toMatchObject({
            userId: me.id,
            groupId: w.groupC,
            role: 'USER',
          });
          expect(await roleIn(w, w.groupC, me.id)).toBe('USER');
        },
    },
    also: [
      {
        label: "with another user's invitation",
        who: 'outsider',
        vars: (w) => ({ inviteId: w.invitation.fromC.user }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
      {
        label: "with another group's invitation to someone else",
        who: 'owner',
        vars: (w) => ({ inviteId: w.invitation.toB }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
    ],
  }),

  row({
    name: 'inviteUserToGroup',
    doc: InviteUserToGroupDocument,
    vars: (w, who) => ({ email: emailOf(w.tag, `invited-by-${who}`), role: 'USER' as const }),
    allowed: {
      outsider: ({ inviteUserToGroup }, w) =>
        expect(inviteUserToGroup).toMatchObject({
          groupId: w.groupB,
          email: emailOf(w.tag, 'invited-by-outsider'),
          status: 'PENDING',
        }),
      owner: ({ inviteUserToGroup }, w) =>
        expect(inviteUserToGroup).toMatchObject({
          groupId: w.groupA,
          email: emailOf(w.tag, 'invited-by-owner'),
          invitedByUserId: w.user.owner.id,
        }),
    },
  }),

  row({
    name: 'rescindGroupInvitation',
    doc: RescindGroupInvitationDocument,
    vars: (w, who) => ({ inviteId: who === 'outsider' ? w.invitation.toB : w.invitation.toA }),
    allowed: {
      outsider: async ({ rescindGroupInvitation }, w) => {
        expect(rescindGroupInvitation.success).toBe(true);
        expect(await invitationStatus(w, w.invitation.toB)).toBe('RESCINDED');
        expect(await invitationStatus(w, w.invitation.toA)).toBe('PENDING');
      },
      owner: async ({ rescindGroupInvitation }, w) => {
        expect(rescindGroupInvitation.success).toBe(true);
        expect(await invitationStatus(w, w.invitation.toA)).toBe('RESCINDED');
      },
    },
    also: [
      {
        label: "with another group's invitation",
        who: 'outsider',
        vars: (w) => ({ inviteId: w.invitation.toA }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
      {
        label: "with another group's invitation",
        who: 'owner',
        vars: (w) => ({ inviteId: w.invitation.fromC.owner }),
        outcome: refused(INVITATION_NOT_FOUND),
      },
    ],
  }),
];
