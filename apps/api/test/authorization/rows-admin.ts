// Rows of the matrix for the admin operations, the store connection and plans (doc 1 §6-§7):
// admin operations refuse even the group's OWNER; store and plan operations act on the caller's
// own group and their own store credential only.
import { activePlan, freeTrialDaysRemaining } from '@vendy/client/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupPlanHistory, groupUsers } from '../../src/db/schema';
import { LAST_OWNER, NOT_A_MEMBER, OWN_ROLE, REMOVE_SELF } from '../../src/modules/groups/messages';
import {
  AdminChangeGroupUserRoleDocument,
  AdminGetGroupDataDocument,
  AdminGetManyGroupsDataDocument,
  AdminRemoveUserFromGroupDocument,
  AdminResetGroupWebhooksDocument,
  CheckStoreCredentialOwnerDocument,
  ConnectDevShopifyStoreDocument,
  ConnectShopifyStoreToGroupDocument,
  CreatePlanDocument,
  ExtendFreeTrialDocument,
  GetAnalyticsTokenDocument,
  GetShopifyStoreDocument,
  GetUsersDocument,
  ReconcilePlanDocument,
  type CreatePlanMutation,
} from '../../../../packages/client/src/generated/graphql';
import { Browser, locationOf, seedInstalledStore } from '../stores/harness';
import { attempt, FORBIDDEN, refused, row, type Row } from './matrix';
import type { World } from './world';

const db = (w: World) => w.server.database.db;
/** A myshopify domain of this world. */
const shop = (w: World, name: string) => `${w.tag.toLowerCase()}-${name}.myshopify.com`;

async function planHistoryOf(w: World, groupId: string) {
  return db(w)
    .select({ planId: groupPlanHistory.planId, status: groupPlanHistory.status })
    .from(groupPlanHistory)
    .where(eq(groupPlanHistory.groupId, groupId));
}

async function isMember(w: World, groupId: string, userId: string): Promise<boolean> {
  const rows = await db(w)
    .select({ id: groupUsers.id })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return rows.length > 0;
}

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
        outcome: ({ adminChangeGroupUserRole }) =>
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
        expect(await isMember(w, w.groupA, w.user.user.id)).toBe(false);
        expect(await isMember(w, w.groupA, w.user.owner.id)).toBe(true);
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

  row({
    name: 'getShopifyStore',
    doc: GetShopifyStoreDocument,
    async setup(w) {
      await seedInstalledStore(w.server, shop(w, 'acme'), w.user.owner.id, w.groupA);
      await seedInstalledStore(w.server, shop(w, 'bravo'), w.user.outsider.id, w.groupB);
    },
    allowed: {
      owner: ({ getShopifyStore }, w) =>
        expect(getShopifyStore).toMatchObject({ groupId: w.groupA, storeName: shop(w, 'acme') }),
      user: ({ getShopifyStore }, w) =>
        expect(getShopifyStore).toMatchObject({ groupId: w.groupA, storeName: shop(w, 'acme') }),
      outsider: ({ getShopifyStore }, w) =>
        expect(getShopifyStore).toMatchObject({ groupId: w.groupB, storeName: shop(w, 'bravo') }),
    },
  }),

  row({
    name: 'checkStoreCredentialOwner',
    doc: CheckStoreCredentialOwnerDocument,
    async setup(w) {
      await seedInstalledStore(w.server, shop(w, 'acme'), w.user.owner.id, w.groupA);
      // Installed by Otto, connected to no group yet.
      await seedInstalledStore(w.server, shop(w, 'ottos'), w.user.outsider.id);
      // Installed by Uma, connected to Bravo, where she is no member.
      await seedInstalledStore(w.server, shop(w, 'umas'), w.user.user.id, w.groupB);
    },
    vars: (w) => ({ storeName: shop(w, 'acme') }),
    allowed: {
      owner: ({ checkStoreCredentialOwner }, w) =>
        expect(checkStoreCredentialOwner).toMatchObject({
          hasPermission: true,
          group: { id: w.groupA },
        }),
      user: ({ checkStoreCredentialOwner }, w) =>
        expect(checkStoreCredentialOwner).toMatchObject({
          hasPermission: true,
          group: { id: w.groupA },
        }),
      // Neither the credential's owner nor a member: told nothing about the group holding it.
      outsider: ({ checkStoreCredentialOwner }) =>
        expect(checkStoreCredentialOwner).toEqual({ hasPermission: false, group: null }),
      admin: ({ checkStoreCredentialOwner }, w) =>
        expect(checkStoreCredentialOwner).toMatchObject({
          hasPermission: true,
          group: { id: w.groupA },
        }),
    },
    also: [
      attempt(
        'with her own store, held by a group she is no member of',
        'user',
        `query checkStoreCredentialOwner($storeName: String!) { checkStoreCredentialOwner(storeName: $storeName) { hasPermission group { id name shopifyStore { storeName } planHistory { planId } } } }`,
        (w) => ({ storeName: shop(w, 'umas') }),
        (data: { checkStoreCredentialOwner: unknown }, w) =>
          expect(data.checkStoreCredentialOwner).toEqual({
            hasPermission: true,
            group: { id: w.groupB, name: 'Bravo', shopifyStore: null, planHistory: [] },
          }),
      ),
      {
        label: "with another user's store",
        who: 'owner',
        vars: (w) => ({ storeName: shop(w, 'ottos') }),
        outcome: ({ checkStoreCredentialOwner }) =>
          expect(checkStoreCredentialOwner).toEqual({ hasPermission: false, group: null }),
      },
    ],
  }),

  row({
    name: 'connectShopifyStoreToGroup',
    doc: ConnectShopifyStoreToGroupDocument,
    async setup(w) {
      // Each installed their own store; none is connected yet.
      await seedInstalledStore(w.server, shop(w, 'olivias'), w.user.owner.id);
      await seedInstalledStore(w.server, shop(w, 'umas'), w.user.user.id);
      await seedInstalledStore(w.server, shop(w, 'ottos'), w.user.outsider.id);
    },
    vars: (w, who) =>
      who === 'outsider'
        ? { storeName: shop(w, 'ottos'), groupId: w.groupB }
        : who === 'user'
          ? { storeName: shop(w, 'umas'), groupId: w.groupA }
          : { storeName: shop(w, 'olivias'), groupId: w.groupA },
    allowed: {
      // Uma owns her store's credential but is only a USER of Acme.
      user: refused(FORBIDDEN),
      // Ada is no OWNER of Acme.
      admin: refused(FORBIDDEN),
      outsider: ({ connectShopifyStoreToGroup }, w) =>
        expect(connectShopifyStoreToGroup).toMatchObject({
          groupId: w.groupB,
          storeName: shop(w, 'ottos'),
        }),
      owner: ({ connectShopifyStoreToGroup }, w) =>
        expect(connectShopifyStoreToGroup).toMatchObject({
          groupId: w.groupA,
          storeName: shop(w, 'olivias'),
          groupName: 'Acme',
        }),
    },
    also: [
      {
        label: 'with his store and another group',
        who: 'outsider',
        vars: (w) => ({ storeName: shop(w, 'ottos'), groupId: w.groupA }),
        outcome: refused(FORBIDDEN),
      },
      {
        label: "with another user's store and his own group",
        who: 'outsider',
        vars: (w) => ({ storeName: shop(w, 'olivias'), groupId: w.groupB }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),

  row({
    name: 'createPlan',
    doc: CreatePlanDocument,
    vars: (w) => ({ subscriptionId: 'free', freeTrial: true, returnUrl: `${w.server.url}/plans` }),
    allowed: {
      outsider: async ({ createPlan }, w) => {
        expect(createPlan).toEqual({ requiresConfirmation: false, confirmationUrl: null });
        expect(await planHistoryOf(w, w.groupB)).toEqual([{ planId: 'free', status: 'ACTIVE' }]);
        expect(await planHistoryOf(w, w.groupA)).toEqual([]);
      },
      owner: async ({ createPlan }, w) => {
        expect(createPlan).toEqual({ requiresConfirmation: false, confirmationUrl: null });
        expect(await planHistoryOf(w, w.groupA)).toEqual([{ planId: 'free', status: 'ACTIVE' }]);
      },
    },
  }),

  row({
    name: 'reconcilePlan',
    doc: ReconcilePlanDocument,
    // Acme's OWNER asked for Starter and approved it on the store's confirmation page.
    async setup(w) {
      await seedInstalledStore(w.server, shop(w, 'acme'), w.user.owner.id, w.groupA);
      const response = await w.as.owner<CreatePlanMutation>(CreatePlanDocument.toString(), {
        subscriptionId: 'starter',
        freeTrial: true,
        returnUrl: `${w.server.url}/plans`,
      });
      const url = response.body.data?.createPlan.confirmationUrl;
      if (!url) throw new Error(`createPlan: ${JSON.stringify(response.body)}`);
      const browser = new Browser(w.server.url);
      await (await browser.get(url)).text();
      locationOf(await browser.post(url, { decision: 'approve' }));
    },
    allowed: {
      // Otto's group has nothing to reconcile, and Acme's request stays untouched.
      outsider: async ({ reconcilePlan }, w) => {
        expect(reconcilePlan).toEqual({ changedPlan: false, messages: [] });
        expect(await planHistoryOf(w, w.groupA)).toEqual([
          { planId: 'starter', status: 'REQUESTED' },
        ]);
      },
      user: async ({ reconcilePlan }, w) => {
        expect(reconcilePlan).toEqual({
          changedPlan: true,
          messages: ['Your Starter plan is active.'],
        });
        expect(await planHistoryOf(w, w.groupA)).toEqual([{ planId: 'starter', status: 'ACTIVE' }]);
      },
      owner: ({ reconcilePlan }) =>
        expect(reconcilePlan).toEqual({ changedPlan: false, messages: [] }),
    },
  }),

  row({
    name: 'getAnalyticsToken',
    doc: GetAnalyticsTokenDocument,
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome:
        () =>
        ({ getAnalyticsToken }) =>
          expect(getAnalyticsToken.accessToken).toMatch(/.+/),
    },
  }),
];
