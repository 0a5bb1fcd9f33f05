// Rows of the matrix for groups, members and invitations (doc 1 §6-§7): member and OWNER
// operations act on the caller's current group only, ids of other groups are refused, and an
// OWNER cannot act on themselves.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupInvitations, groupPlanHistory, groups, groupUsers, users } from '../../src/db/schema';
import {
  INVITATION_NOT_FOUND,
  NOT_A_MEMBER,
  OWN_ROLE,
  REMOVE_SELF,
  UNABLE_TO_SWITCH,
} from '../../src/modules/groups/messages';
import {
  AcceptGroupInvitationDocument,
  ChangeGroupUserRoleDocument,
  CreateGroupDocument,
  DeclineGroupInvitationDocument,
  GetGroupsPendingInvitationsDocument,
  GetResourceCountsDocument,
  GetUsersInGroupDocument,
  GetUsersPendingGroupInvitationsDocument,
  InviteUserToGroupDocument,
  OwnerDeleteGroupDocument,
  RemoveUserFromGroupDocument,
  RescindGroupInvitationDocument,
  SetCurrentGroupDocument,
  UpdateGroupDocument,
  UpsertGroupHandleDocument,
} from '../../../../packages/client/src/generated/graphql';
import { seedInstalledStore } from '../stores/harness';
import { attempt, FORBIDDEN, refused, row, type Row } from './matrix';
import { emailOf, reload, SIGNED_IN, signedIn, type World } from './world';

const db = (w: World) => w.server.database.db;

async function groupName(w: World, groupId: string): Promise<string | null> {
  const [group] = await db(w)
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group?.name ?? null;
}

async function roleIn(w: World, groupId: string, userId: string): Promise<string | null> {
  const [member] = await db(w)
    .select({ role: groupUsers.role })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return member?.role ?? null;
}

async function invitationStatus(w: World, id: string): Promise<string | null> {
  const [invitation] = await db(w)
    .select({ status: groupInvitations.status })
    .from(groupInvitations)
    .where(eq(groupInvitations.id, id));
  return invitation?.status ?? null;
}

/** The members of the current group as [userId, role]. */
const membersOfA = (w: World) => [
  [w.user.owner.id, 'OWNER'],
  [w.user.user.id, 'USER'],
];

const zeroCounts = {
  videos: 0,
  productCollections: 0,
  products: 0,
  strategies: 0,
  widgets: 0,
  instagramFeeds: 0,
};

/** The invitee reads the inviting group through the invitation: its name, never its insides. */
const invitationGroupField = (field: string, selection: string) =>
  attempt(
    `reading the inviting group's ${field} through the invitation`,
    'user',
    `query getUsersPendingGroupInvitations { getUsersPendingGroupInvitations { group { ${field} ${selection} } } }`,
    () => ({}),
    refused(FORBIDDEN),
  );

export const groupRows: Row[] = [
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
      await seedInstalledStore(
        w.server,
        `${w.tag.toLowerCase()}-charlie.myshopify.com`,
        w.carol.id,
        w.groupC,
      );
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
    name: 'getUsersInGroup',
    doc: GetUsersInGroupDocument,
    allowed: {
      owner: ({ getUsersInGroup }, w) =>
        expect(getUsersInGroup.map((m) => [m.userId, m.role])).toEqual(membersOfA(w)),
      user: ({ getUsersInGroup }, w) =>
        expect(getUsersInGroup.map((m) => [m.userId, m.role])).toEqual(membersOfA(w)),
      outsider: ({ getUsersInGroup }, w) =>
        expect(getUsersInGroup.map((m) => [m.userId, m.groupId, m.role])).toEqual([
          [w.user.outsider.id, w.groupB, 'OWNER'],
        ]),
    },
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
    name: 'getResourceCounts',
    doc: GetResourceCountsDocument,
    allowed: {
      owner: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
      user: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
      outsider: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
    },
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
    name: 'createGroup',
    doc: CreateGroupDocument,
    vars: (_w, who) => ({ name: `Made by ${who}` }),
    every: {
      callers: SIGNED_IN,
      outcome:
        (who) =>
        async ({ createGroup }, w) => {
          expect(createGroup).toMatchObject({ name: `Made by ${who}`, viewerRole: 'OWNER' });
          expect((await reload(w, w.user[signedIn(who)].id))?.currentGroupId).toBe(createGroup.id);
        },
    },
  }),

  row({
    name: 'updateGroup',
    doc: UpdateGroupDocument,
    vars: (_w, who) => ({ name: `Renamed by ${who}` }),
    allowed: {
      // Otto owns Bravo: his call renames Bravo, never Acme.
      outsider: async ({ updateGroup }, w) => {
        expect(updateGroup).toMatchObject({ id: w.groupB, name: 'Renamed by outsider' });
        expect(await groupName(w, w.groupA)).toBe('Acme');
      },
      owner: async ({ updateGroup }, w) => {
        expect(updateGroup).toMatchObject({ id: w.groupA, name: 'Renamed by owner' });
        expect(await groupName(w, w.groupA)).toBe('Renamed by owner');
      },
    },
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
    name: 'setCurrentGroup',
    doc: SetCurrentGroupDocument,
    async setup(w) {
      await db(w).update(users).set({ currentGroupId: null }).where(eq(users.id, w.user.owner.id));
    },
    vars: (w, who) => ({ groupId: who === 'outsider' ? w.groupB : w.groupA }),
    allowed: {
      owner: async ({ setCurrentGroup }, w) => {
        expect(setCurrentGroup).toMatchObject({ id: w.groupA, viewerRole: 'OWNER' });
        expect((await reload(w, w.user.owner.id))?.currentGroupId).toBe(w.groupA);
      },
      user: ({ setCurrentGroup }, w) => expect(setCurrentGroup.id).toBe(w.groupA),
      outsider: ({ setCurrentGroup }, w) => expect(setCurrentGroup.id).toBe(w.groupB),
      // Admins are members of no group by being admins.
      admin: refused(UNABLE_TO_SWITCH),
    },
    also: [
      {
        label: "with another group's id",
        who: 'outsider',
        vars: (w) => ({ groupId: w.groupA }),
        outcome: refused(UNABLE_TO_SWITCH),
      },
      {
        label: "with another group's id",
        who: 'user',
        vars: (w) => ({ groupId: w.groupB }),
        outcome: refused(UNABLE_TO_SWITCH),
      },
    ],
  }),

  row({
    name: 'changeGroupUserRole',
    doc: ChangeGroupUserRoleDocument,
    vars: (w) => ({ userId: w.user.user.id, role: 'OWNER' as const }),
    allowed: {
      // Uma is no member of Otto's group.
      outsider: refused(NOT_A_MEMBER),
      owner: async ({ changeGroupUserRole }, w) => {
        expect(changeGroupUserRole).toMatchObject({ userId: w.user.user.id, role: 'OWNER' });
        expect(await roleIn(w, w.groupA, w.user.user.id)).toBe('OWNER');
      },
    },
    also: [
      {
        label: 'on herself',
        who: 'owner',
        vars: (w) => ({ userId: w.user.owner.id, role: 'USER' as const }),
        outcome: refused(OWN_ROLE),
      },
      {
        label: "with another group's member",
        who: 'owner',
        vars: (w) => ({ userId: w.user.outsider.id, role: 'USER' as const }),
        outcome: refused(NOT_A_MEMBER),
      },
    ],
  }),

  row({
    name: 'removeUserFromGroup',
    doc: RemoveUserFromGroupDocument,
    vars: (w) => ({ userId: w.user.user.id }),
    allowed: {
      outsider: refused(NOT_A_MEMBER),
      owner: async ({ removeUserFromGroup }, w) => {
        expect(removeUserFromGroup.success).toBe(true);
        expect(await roleIn(w, w.groupA, w.user.user.id)).toBeNull();
        expect((await reload(w, w.user.user.id))?.currentGroupId).toBeNull();
      },
    },
    also: [
      {
        label: 'on herself',
        who: 'owner',
        vars: (w) => ({ userId: w.user.owner.id }),
        outcome: refused(REMOVE_SELF),
      },
      {
        label: "with another group's member",
        who: 'owner',
        vars: (w) => ({ userId: w.user.outsider.id }),
        outcome: refused(NOT_A_MEMBER),
      },
    ],
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

  row({
    name: 'ownerDeleteGroup',
    doc: OwnerDeleteGroupDocument,
    vars: (_w, who) => ({ groupName: who === 'outsider' ? 'Bravo' : 'Acme' }),
    allowed: {
      outsider: async ({ ownerDeleteGroup }, w) => {
        expect(ownerDeleteGroup.success).toBe(true);
        expect(await groupName(w, w.groupB)).toBeNull();
        expect(await groupName(w, w.groupA)).toBe('Acme');
      },
      owner: async ({ ownerDeleteGroup }, w) => {
        expect(ownerDeleteGroup.success).toBe(true);
        expect(await groupName(w, w.groupA)).toBeNull();
        expect((await reload(w, w.user.user.id))?.currentGroupId).toBeNull();
      },
    },
    also: [
      {
        label: 'naming another group (his own is the one he can delete)',
        who: 'outsider',
        vars: () => ({ groupName: 'Acme' }),
        outcome: refused('Group name must match.'),
      },
    ],
  }),

  row({
    name: 'upsertGroupHandle',
    doc: UpsertGroupHandleDocument,
    vars: (w, who) => ({ handle: `${w.tag.toLowerCase()}-${who}` }),
    allowed: {
      outsider: ({ upsertGroupHandle }, w) =>
        expect(upsertGroupHandle).toMatchObject({
          id: w.groupB,
          handle: `${w.tag.toLowerCase()}-outsider`,
        }),
      user: ({ upsertGroupHandle }, w) =>
        expect(upsertGroupHandle).toMatchObject({
          id: w.groupA,
          handle: `${w.tag.toLowerCase()}-user`,
        }),
      owner: ({ upsertGroupHandle }, w) =>
        expect(upsertGroupHandle).toMatchObject({
          id: w.groupA,
          handle: `${w.tag.toLowerCase()}-owner`,
        }),
    },
  }),
];
