// Deterministic fixtures for stories and component tests (fixed dates: screenshots must not move).
import type {
  AuthFieldsFragment,
  GetCurrentUserQuery,
  GroupFieldsFragment,
  GroupPlanHistoryFieldsFragment,
  UserFieldsFragment,
} from '@vendy/client/generated';

export type CurrentUser = GetCurrentUserQuery['getCurrentUser'];

export const FIXED_NOW = '2026-11-20T12:00:00.000Z';

export const merchantUser: UserFieldsFragment = {
  id: 'user-merchant',
  firstName: 'Maya',
  lastName: 'Merchant',
  email: 'maya@example.com',
  loginProvider: 'EMAIL',
  showGuidedTour: true,
  createdAt: '2026-10-01T09:30:00.000Z',
};

export const adminUser: UserFieldsFragment = {
  id: 'user-admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  loginProvider: 'EMAIL',
  showGuidedTour: false,
  createdAt: '2026-09-01T09:30:00.000Z',
};

export const authOf = (
  user: UserFieldsFragment,
  extra: Partial<AuthFieldsFragment> = {},
): AuthFieldsFragment => ({
  isUser: true,
  isAdmin: false,
  email: user.email,
  emailVerified: true,
  ...extra,
});

export const starterPlanEntry: GroupPlanHistoryFieldsFragment = {
  id: 'plan-history-1',
  planId: 'starter',
  createdAt: '2026-11-01T10:00:00.000Z',
  status: 'ACTIVE',
  freeTrialDays: 30,
  plan: {
    id: 'starter',
    price: 29,
    features: { analytics: false, branding: false, instagram: true },
  },
};

export const standardPlanEntry: GroupPlanHistoryFieldsFragment = {
  ...starterPlanEntry,
  id: 'plan-history-2',
  planId: 'standard',
  plan: {
    id: 'standard',
    price: 99,
    features: { analytics: true, branding: true, instagram: true },
  },
};

export const acmeGroup: GroupFieldsFragment = {
  id: 'group-acme',
  createdAt: '2026-10-02T08:00:00.000Z',
  name: 'Acme Outfitters',
  handle: 'acme-outfitters',
  viewerRole: 'OWNER',
  shopifyStore: {
    id: 'store-acme',
    groupId: 'group-acme',
    storeName: 'acme-outfitters.myshopify.com',
    groupName: 'Acme Outfitters',
  },
  instagramAccount: null,
  planHistory: [starterPlanEntry],
};

export const secondGroup: GroupFieldsFragment = {
  id: 'group-north',
  createdAt: '2026-10-12T08:00:00.000Z',
  name: 'Northwind Goods',
  handle: null,
  viewerRole: 'USER',
  shopifyStore: null,
  instagramAccount: null,
  planHistory: [],
};

export const anonymous: CurrentUser = { auth: null, user: null, groups: [], currentGroup: null };

export const signedInMerchant: CurrentUser = {
  auth: authOf(merchantUser),
  user: merchantUser,
  groups: [acmeGroup, secondGroup],
  currentGroup: acmeGroup,
};

export const signedInAdmin: CurrentUser = {
  auth: authOf(adminUser, { isAdmin: true }),
  user: adminUser,
  groups: [acmeGroup],
  currentGroup: acmeGroup,
};

export const unverifiedMerchant: CurrentUser = {
  ...signedInMerchant,
  auth: authOf(merchantUser, { emailVerified: false }),
};

export const merchantWithoutGroups: CurrentUser = {
  auth: authOf(merchantUser),
  user: merchantUser,
  groups: [],
  currentGroup: null,
};
