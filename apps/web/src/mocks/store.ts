// Fixtures of the store area: store connection and plans (fixed dates, see fixtures.ts).
import type {
  CheckStoreCredentialOwnerQuery,
  CreatePlanMutation,
  GroupFieldsFragment,
  ShopifyStoreFieldsFragment,
} from '@vendy/client/generated';
import {
  acmeGroup,
  authOf,
  merchantUser,
  secondGroup,
  signedInMerchant,
  type CurrentUser,
} from './fixtures';

/** The store an install of the app comes back with (/shopify-connect?store=…). */
export const installedStoreName = 'fresh-finds.myshopify.com';

export const installedStore: ShopifyStoreFieldsFragment = {
  id: 'store-fresh',
  groupId: 'group-fresh',
  storeName: installedStoreName,
  groupName: 'Fresh Finds',
};

/** A group the merchant owns, with neither a store nor a plan yet. */
export const freshGroup: GroupFieldsFragment = {
  id: 'group-fresh',
  createdAt: '2026-11-10T08:00:00.000Z',
  name: 'Fresh Finds',
  handle: null,
  viewerRole: 'OWNER',
  shopifyStore: null,
  instagramAccount: null,
  planHistory: [],
};

/** Fresh Finds after the store was connected: a store, still no plan. */
export const freshGroupWithStore: GroupFieldsFragment = {
  ...freshGroup,
  shopifyStore: installedStore,
};

/** Signed in, current group without a store (the /shopify-prompt case). */
export const merchantWithoutStore: CurrentUser = {
  auth: authOf(merchantUser),
  user: merchantUser,
  groups: [acmeGroup, freshGroup, secondGroup],
  currentGroup: freshGroup,
};

/** A new merchant: their first and only group, without a store yet. */
export const newMerchantWithoutStore: CurrentUser = {
  ...merchantWithoutStore,
  groups: [freshGroup],
  currentGroup: freshGroup,
};

/** The fresh sandbox store the server offers in development. */
export const sandboxShopName = 'fresh-finds-3fa2c1.myshopify.com';

export const adminWithoutStore: CurrentUser = {
  ...merchantWithoutStore,
  auth: authOf(merchantUser, { isAdmin: true }),
};

/** Signed in, every group already has a store. */
export const merchantWithStoresOnly: CurrentUser = {
  ...signedInMerchant,
  groups: [acmeGroup],
  currentGroup: acmeGroup,
};

/** Current group with a store and no plan (the /plans case), as OWNER. */
export const ownerWithoutPlan: CurrentUser = {
  ...merchantWithoutStore,
  groups: [acmeGroup, freshGroupWithStore],
  currentGroup: freshGroupWithStore,
};

/** The same group seen by a member with the USER role. */
export const memberWithoutPlan: CurrentUser = {
  ...ownerWithoutPlan,
  currentGroup: { ...freshGroupWithStore, viewerRole: 'USER' },
};

type CredentialOwner = CheckStoreCredentialOwnerQuery['checkStoreCredentialOwner'];

export const credentialForbidden: CredentialOwner = { hasPermission: false, group: null };
export const credentialWithoutGroup: CredentialOwner = { hasPermission: true, group: null };
export const credentialWithGroup: CredentialOwner = {
  hasPermission: true,
  group: freshGroupWithStore,
};

type PlanConfirmation = CreatePlanMutation['createPlan'];

export const planTakesEffect: PlanConfirmation = {
  requiresConfirmation: false,
  confirmationUrl: null,
};
export const planNeedsConfirmation: PlanConfirmation = {
  requiresConfirmation: true,
  confirmationUrl: '/sandbox/shopify/admin/charges/confirm?charge=fixture',
};
export const planConfirmationMissing: PlanConfirmation = {
  requiresConfirmation: true,
  confirmationUrl: null,
};
