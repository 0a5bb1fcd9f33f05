import type { CheckStoreCredentialOwnerQuery } from '../../../../packages/client/src/generated/graphql';
// Rows of the matrix for the store connection and plans (doc 1 §6-§7): each
// acts on the caller's own current group and their own store credential only.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { groupPlanHistory } from '../../src/db/schema';
import {
  CheckStoreCredentialOwnerDocument,
  ConnectShopifyStoreToGroupDocument,
  CreatePlanDocument,
  GetShopifyStoreDocument,
  ReconcilePlanDocument,
  type CreatePlanMutation,
} from '../../../../packages/client/src/generated/graphql';
import { Browser, locationOf, seedInstalledStore } from '../stores/harness';
import { attempt, FORBIDDEN, refused, row, type Row } from './matrix';
import { shopOf as shop, type World } from './world';

const db = (w: World) => w.server.database.db;

async function planHistoryOf(w: World, groupId: string) {
  return db(w)
    .select({ planId: groupPlanHistory.planId, status: groupPlanHistory.status })
    .from(groupPlanHistory)
    .where(eq(groupPlanHistory.groupId, groupId));
}

export const storeRows: Row[] = [
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
        outcome: ({ checkStoreCredentialOwner }: CheckStoreCredentialOwnerQuery) =>
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
];
