// Rows of the matrix for groups and their members (doc 1 §6-§7): member and OWNER operations act
// on the caller's current group only, ids of other groups are refused, and an OWNER cannot act on
// themselves.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groups, groupUsers, users } from '../../src/db/schema';
import {
  NOT_A_MEMBER,
  OWN_ROLE,
  REMOVE_SELF,
  UNABLE_TO_SWITCH,
} from '../../src/modules/groups/messages';
import {
  ChangeGroupUserRoleDocument,
  CreateGroupDocument,
  GetResourceCountsDocument,
  GetUsersInGroupDocument,
  OwnerDeleteGroupDocument,
  RemoveUserFromGroupDocument,
  SetCurrentGroupDocument,
  UpdateGroupDocument,
  UpsertGroupHandleDocument,
} from '../../../../packages/client/src/generated/graphql';
import { refused, row, type Row } from './matrix';
import { reload, SIGNED_IN, signedIn, type World } from './world';

const db = (w: World) => w.server.database.db;

async function groupName(w: World, groupId: string): Promise<string | null> {
  const [group] = await db(w)
    .select({ name: groups.name })
    .from(groups)
    .where(eq(groups.id, groupId));
  return group?.name ?? null;
}

/** The member's role in the group, null when not a member. */
export async function roleIn(w: World, groupId: string, userId: string): Promise<string | null> {
  const [member] = await db(w)
    .select({ role: groupUsers.role })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return member?.role ?? null;
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

export const groupRows: Row[] = [
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
    name: 'getResourceCounts',
    doc: GetResourceCountsDocument,
    allowed: {
      owner: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
      user: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
      outsider: ({ getResourceCounts }) => expect(getResourceCounts).toEqual(zeroCounts),
    },
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
      owner: ({ upsertGroupHandle }, w) =>
        expect(upsertGroupHandle).toMatchObject({
          id: w.groupA,
          handle: `${w.tag.toLowerCase()}-owner`,
        }),
    },
  }),
];
