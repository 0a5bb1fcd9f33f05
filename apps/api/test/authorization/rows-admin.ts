import type { AdminChangeGroupUserRoleMutation } from '../../../../packages/client/src/generated/graphql';
// Rows of the matrix for the admin operations (doc 1 §6-§7): every one refuses everybody but
// admins, the group's OWNER included; admins too never act on themselves nor remove or demote a
// group's last OWNER.
import { activePlan, freeTrialDaysRemaining } from '@vendy/client/domain';
import { expect } from 'vitest';
import { groupPlanHistory, groupUsers } from '../../src/db/schema';
import { LAST_OWNER, NOT_A_MEMBER, OWN_ROLE, REMOVE_SELF } from '../../src/modules/groups/messages';
import {
  AdminChangeGroupUserRoleDocument,
  AdminGetGroupDataDocument,
  AdminGetManyGroupsDataDocument,
  AdminRemoveUserFromGroupDocument,
  AdminResetGroupWebhooksDocument,
  ConnectDevShopifyStoreDocument,
  ExtendFreeTrialDocument,
  GetUsersDocument,
} from '../../../../packages/client/src/generated/graphql';
import { seedInstalledStore } from '../stores/harness';
import { refused, row, type Row } from './matrix';
import { roleIn } from './rows-groups';
import { shopOf as shop, type World } from './world';

const db = (w: World) => w.server.database.db;

/** Ada joins group C, so that the admin operations can be tried on the admin herself. */
async function adminJoinsC(w: World): Promise<void> {
  await db(w)
    .insert(groupUsers)
    .values({ groupId: w.groupC, userId: w.user.admin.id, role: 'USER' });
}

export const adminRows: Row[] = [
  row({
    name: 'getUsers',
    doc: GetUsersDocument,
    allowed: {
      admin: ({ getUsers }, w) => {
        const membershipsOf = (userId: string) =>
          getUsers
            .find((entry) => entry.user.id === userId)
            ?.memberships.map((m) => [m.groupId, m.role]);
        expect(membershipsOf(w.user.owner.id)).toEqual([[w.groupA, 'OWNER']]);
        expect(membershipsOf(w.user.user.id)).toEqual([[w.groupA, 'USER']]);
        expect(membershipsOf(w.user.outsider.id)).toEqual([[w.groupB, 'OWNER']]);
        expect(membershipsOf(w.user.admin.id)).toEqual([]);
      },
    },
  }),

  row({
    name: 'adminGetManyGroupsData',
    doc: AdminGetManyGroupsDataDocument,
    allowed: {
      admin: ({ adminGetManyGroupsData }, w) => {
        const acme = adminGetManyGroupsData.find((g) => g.id === w.groupA);
        expect(acme?.users.map((u) => [u.userId, u.role])).toEqual([
          [w.user.owner.id, 'OWNER'],
          [w.user.user.id, 'USER'],
        ]);
        expect(acme?.invitations.map((i) => i.id)).toEqual([w.invitation.toA]);
        // The admin sees groups without being a member: no role of hers shows.
        expect(acme?.viewerRole).toBeNull();
        const ids = adminGetManyGroupsData.map((g) => g.id);
        expect(ids).toEqual(expect.arrayContaining([w.groupA, w.groupB, w.groupC]));
      },
    },
  }),

  row({
    name: 'adminGetGroupData',
    doc: AdminGetGroupDataDocument,
    // Everyone asks for Acme, its OWNER and USER included.
    vars: (w) => ({ groupId: w.groupA }),
    allowed: {
      admin: ({ adminGetGroupData }, w) => {
        expect(adminGetGroupData).toMatchObject({ id: w.groupA, name: 'Acme' });
        expect(adminGetGroupData.users.map((u) => u.userId)).toEqual([
          w.user.owner.id,
          w.user.user.id,
        ]);
        expect(adminGetGroupData.invitations.map((i) => i.id)).toEqual([w.invitation.toA]);
        expect(Array.isArray(adminGetGroupData.history)).toBe(true);
      },
    },
  }),

  row({
    name: 'adminChangeGroupUserRole',
    doc: AdminChangeGroupUserRoleDocument,
    setup: adminJoinsC,
    vars: (w) => ({ groupId: w.groupA, userId: w.user.user.id, role: 'OWNER' as const }),
    allowed: {
      admin: async ({ adminChangeGroupUserRole }, w) => {
        expect(adminChangeGroupUserRole).toMatchObject({ userId: w.user.user.id, role: 'OWNER' });
        expect(adminChangeGroupUserRole.groupId).toBe(w.groupA);
      },
    },
    also: [
      {
        label: 'demoting the last OWNER',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupA, userId: w.user.owner.id, role: 'USER' as const }),
        outcome: refused(LAST_OWNER),
      },
      {
        label: 'naming a member of another group',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupA, userId: w.user.outsider.id, role: 'OWNER' as const }),
        outcome: refused(NOT_A_MEMBER),
      },
      {
        label: 'on herself',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupC, userId: w.user.admin.id, role: 'OWNER' as const }),
        outcome: refused(OWN_ROLE),
      },
    ],
    then: [
      {
        label: 'demoting the former last OWNER now that there are two',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupA, userId: w.user.owner.id, role: 'USER' as const }),
        outcome: ({ adminChangeGroupUserRole }: AdminChangeGroupUserRoleMutation) =>
          expect(adminChangeGroupUserRole.role).toBe('USER'),
      },
    ],
  }),

  row({
    name: 'adminRemoveUserFromGroup',
    doc: AdminRemoveUserFromGroupDocument,
    setup: adminJoinsC,
    vars: (w) => ({ groupId: w.groupA, userId: w.user.user.id }),
    allowed: {
      admin: async ({ adminRemoveUserFromGroup }, w) => {
        expect(adminRemoveUserFromGroup.success).toBe(true);
        expect(await roleIn(w, w.groupA, w.user.user.id)).toBeNull();
        expect(await roleIn(w, w.groupA, w.user.owner.id)).toBe('OWNER');
      },
    },
    also: [
      {
        label: 'removing the last OWNER',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupA, userId: w.user.owner.id }),
        outcome: refused(LAST_OWNER),
      },
      {
        label: 'naming a member of another group',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupA, userId: w.user.outsider.id }),
        outcome: refused(NOT_A_MEMBER),
      },
      {
        label: 'on herself',
        who: 'admin',
        vars: (w) => ({ groupId: w.groupC, userId: w.user.admin.id }),
        outcome: refused(REMOVE_SELF),
      },
    ],
  }),

  row({
    name: 'extendFreeTrial',
    doc: ExtendFreeTrialDocument,
    async setup(w) {
      await db(w)
        .insert(groupPlanHistory)
        .values({ groupId: w.groupA, planId: 'standard', status: 'ACTIVE', freeTrialDays: 30 });
    },
    vars: (w) => ({ groupId: w.groupA, days: 5 }),
    allowed: {
      admin: ({ extendFreeTrial }, w) => {
        expect(extendFreeTrial.id).toBe(w.groupA);
        const entry = activePlan(extendFreeTrial.planHistory);
        expect(entry && freeTrialDaysRemaining(entry)).toBe(35);
      },
    },
  }),

  row({
    name: 'adminResetGroupWebhooks',
    doc: AdminResetGroupWebhooksDocument,
    async setup(w) {
      await seedInstalledStore(w.server, shop(w, 'acme'), w.user.owner.id, w.groupA);
    },
    vars: (w) => ({ groupId: w.groupA }),
    allowed: {
      admin: ({ adminResetGroupWebhooks }) => {
        const ids = Object.values(adminResetGroupWebhooks);
        expect(ids).toHaveLength(4);
        for (const id of ids) expect(id).toMatch(/.+/);
      },
    },
  }),

  row({
    name: 'connectDevShopifyStore',
    doc: ConnectDevShopifyStoreDocument,
    vars: (w) => ({ storeName: shop(w, 'dev'), adminToken: 'shpat_0123456789abcdef' }),
    allowed: {
      // Into the admin's current group (Acme), which she may set up without being a member.
      admin: ({ connectDevShopifyStore }, w) =>
        expect(connectDevShopifyStore).toMatchObject({
          groupId: w.groupA,
          storeName: shop(w, 'dev'),
          groupName: 'Acme',
        }),
    },
  }),
];
