// Fixtures of the group screens (/getting-started, /groups, /group, /pending-invitations).
// Fixed dates only: stories are screenshot fixtures.
import type {
  GroupFieldsFragment,
  GroupInvitationFieldsFragment,
  GroupUserFieldsFragment,
} from '@vendy/client/generated';
import {
  acmeGroup,
  merchantUser,
  secondGroup,
  signedInMerchant,
  type CurrentUser,
} from './fixtures';

/** The signed-in merchant, OWNER of Acme Outfitters. */
export const merchantMember: GroupUserFieldsFragment = {
  id: 'group-user-maya',
  userId: merchantUser.id,
  groupId: acmeGroup.id,
  role: 'OWNER',
  user: {
    id: merchantUser.id,
    firstName: merchantUser.firstName,
    lastName: merchantUser.lastName,
    email: merchantUser.email,
  },
};

export const coOwnerMember: GroupUserFieldsFragment = {
  id: 'group-user-omar',
  userId: 'user-omar',
  groupId: acmeGroup.id,
  role: 'OWNER',
  user: { id: 'user-omar', firstName: 'Omar', lastName: 'Okafor', email: 'omar@example.com' },
};

export const teammateMember: GroupUserFieldsFragment = {
  id: 'group-user-sam',
  userId: 'user-sam',
  groupId: acmeGroup.id,
  role: 'USER',
  user: { id: 'user-sam', firstName: 'Sam', lastName: 'Seller', email: 'sam@example.com' },
};

export const groupMembers: GroupUserFieldsFragment[] = [
  merchantMember,
  coOwnerMember,
  teammateMember,
];

/** Enough members to fill more than one page of the users table (5 per page). */
export const manyGroupMembers: GroupUserFieldsFragment[] = [
  ...groupMembers,
  ...['Lena', 'Kofi', 'Ines', 'Yuki'].map((firstName, index): GroupUserFieldsFragment => ({
    id: `group-user-extra-${index}`,
    userId: `user-extra-${index}`,
    groupId: acmeGroup.id,
    role: 'USER',
    user: {
      id: `user-extra-${index}`,
      firstName,
      lastName: 'Helper',
      email: `${firstName.toLowerCase()}@example.com`,
    },
  })),
];

export const newHireInvitation: GroupInvitationFieldsFragment = {
  id: 'invite-new-hire',
  email: 'new.hire@example.com',
  groupId: acmeGroup.id,
  role: 'USER',
  status: 'PENDING',
  invitedByUserId: merchantUser.id,
  createdAt: '2026-11-15T14:00:00.000Z',
  group: { id: acmeGroup.id, name: acmeGroup.name },
};

export const partnerInvitation: GroupInvitationFieldsFragment = {
  id: 'invite-partner',
  email: 'partner@example.com',
  groupId: acmeGroup.id,
  role: 'OWNER',
  status: 'PENDING',
  invitedByUserId: coOwnerMember.userId,
  createdAt: '2026-11-10T09:00:00.000Z',
  group: { id: acmeGroup.id, name: acmeGroup.name },
};

/** Pending invitations of Acme Outfitters, newest first. */
export const groupInvitations: GroupInvitationFieldsFragment[] = [
  newHireInvitation,
  partnerInvitation,
];

/** Invitations the signed-in merchant has received from other groups, newest first. */
export const receivedInvitations: GroupInvitationFieldsFragment[] = [
  {
    id: 'invite-harbour',
    email: merchantUser.email,
    groupId: 'group-harbour',
    role: 'USER',
    status: 'PENDING',
    invitedByUserId: 'user-hana',
    createdAt: '2026-11-18T16:30:00.000Z',
    group: { id: 'group-harbour', name: 'Harbour Crafts' },
  },
  {
    id: 'invite-summit',
    email: merchantUser.email,
    groupId: 'group-summit',
    role: 'OWNER',
    status: 'PENDING',
    invitedByUserId: 'user-sid',
    createdAt: '2026-11-12T11:15:00.000Z',
    group: { id: 'group-summit', name: 'Summit Supply' },
  },
];

/** The current group as one of its USER members sees it. */
export const acmeGroupAsUser: GroupFieldsFragment = { ...acmeGroup, viewerRole: 'USER' };

/** Acme Outfitters without a handle and with a cancelled plan: no active plan. */
export const acmeGroupWithoutPlan: GroupFieldsFragment = {
  ...acmeGroup,
  handle: null,
  planHistory: [
    {
      id: 'plan-history-cancelled',
      planId: 'starter',
      createdAt: '2026-11-10T10:00:00.000Z',
      status: 'CANCELLED',
      freeTrialDays: 0,
      plan: {
        id: 'starter',
        price: 29,
        features: { analytics: false, branding: false, instagram: true },
      },
    },
    ...acmeGroup.planHistory,
  ],
};

/** A group as createGroup returns it: no store, no plan. */
export const createdGroup: GroupFieldsFragment = {
  id: 'group-new',
  createdAt: '2026-11-20T12:00:00.000Z',
  name: 'Fresh Threads',
  handle: null,
  viewerRole: 'OWNER',
  shopifyStore: null,
  instagramAccount: null,
  planHistory: [],
};

/** The merchant as a USER of Acme Outfitters (the group page without owner controls). */
export const signedInTeammate: CurrentUser = {
  ...signedInMerchant,
  groups: [acmeGroupAsUser, secondGroup],
  currentGroup: acmeGroupAsUser,
};

/** Signed in, with groups, but none chosen yet (the redirect rule's step 4). */
export const merchantWithoutCurrentGroup: CurrentUser = { ...signedInMerchant, currentGroup: null };

/**
 * Acme Outfitters past its free trial: route stories count trial days from the real clock, so they
 * show a group whose trial text cannot change from one day to the next.
 */
export const acmeGroupAfterTrial: GroupFieldsFragment = {
  ...acmeGroup,
  planHistory: acmeGroup.planHistory.map((entry) => ({ ...entry, freeTrialDays: 0 })),
};

export const signedInOwnerAfterTrial: CurrentUser = {
  ...signedInMerchant,
  groups: [acmeGroupAfterTrial, secondGroup],
  currentGroup: acmeGroupAfterTrial,
};

export const signedInTeammateAfterTrial: CurrentUser = {
  ...signedInTeammate,
  groups: [{ ...acmeGroupAfterTrial, viewerRole: 'USER' }, secondGroup],
  currentGroup: { ...acmeGroupAfterTrial, viewerRole: 'USER' },
};
