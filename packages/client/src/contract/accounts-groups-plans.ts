import type { OperationSpec } from './types';

const op = (
  name: string,
  kind: OperationSpec['kind'],
  access: OperationSpec['access'],
  fallback: string,
): OperationSpec => ({ name, kind, access, fallback, doc: 1 });

// The catalogue has no message for logging out; the page moves on to /login regardless.
const GENERIC = 'Something went wrong. Please try again.';

/**
 * Operations of specification document 1, §7. `member` means a member of the session's current
 * group; `owner` an OWNER of it. getCurrentUser is public so the redirect rule can run for
 * anonymous visitors. getResourceCounts and getShopifyStore borrow document 3's wording, the
 * closest the catalogue has.
 */
export const accountsGroupsPlansOperations: readonly OperationSpec[] = [
  // Queries
  op('getCurrentUser', 'query', 'public', 'Unable to get user data.'),
  op('getUserData', 'query', 'user', 'Unable to get user data.'),
  op(
    'getAnalyticsToken',
    'query',
    'member',
    'Something went wrong trying to get analytics access token. Please try again.',
  ),
  op('getUsers', 'query', 'admin', 'Unable to get users.'),
  op(
    'getUsersPendingGroupInvitations',
    'query',
    'user',
    'Unable to get pending project group invitations.',
  ),
  op('getUsersInGroup', 'query', 'member', 'Unable to get users.'),
  op('getGroupsPendingInvitations', 'query', 'member', 'Unable to get invitations.'),
  op('adminGetManyGroupsData', 'query', 'admin', 'Unable to get group.'),
  op('adminGetGroupData', 'query', 'admin', 'Unable to get group.'),
  op('getResourceCounts', 'query', 'member', 'Unable to get data.'),
  op('getShopifyStore', 'query', 'member', 'Unable to get Shopify store.'),
  op('checkStoreCredentialOwner', 'query', 'user', 'Unable to check store credential owner.'),

  // Mutations: accounts
  op('login', 'mutation', 'public', 'Unable to login.'),
  op('loginWithGoogle', 'mutation', 'public', 'Login with Google failed.'),
  // 'Unable to login with Facebook, {status}' is the browser's own message for a refused
  // Facebook dialog, before this call is made.
  op('loginWithFacebook', 'mutation', 'public', 'Unable to login.'),
  op('logout', 'mutation', 'public', GENERIC),
  op('signup', 'mutation', 'public', 'Unable to sign up.'),
  op('resendVerificationEmail', 'mutation', 'user', 'Unable to send email, please try again.'),
  op('verifyEmail', 'mutation', 'public', 'Unable to verify email.'),
  op('changePassword', 'mutation', 'user', 'Unable to change password.'),
  op('sendForgotPasswordEmail', 'mutation', 'public', 'Unable to send forgot password email.'),
  op('resetForgottenPassword', 'mutation', 'public', 'Unable to reset password, please try again.'),
  op('changeUserData', 'mutation', 'user', 'Unable to update user data.'),
  op('sendContactUsEmail', 'mutation', 'public', 'Unable to send email, please try again.'),
  op('hideGuidedTour', 'mutation', 'user', 'Unable to update user data.'),
  op('deleteUser', 'mutation', 'user', 'Unable to delete account.'),

  // Mutations: groups and invitations
  op('declineGroupInvitation', 'mutation', 'user', 'Unable to decline invitation.'),
  op('acceptGroupInvitation', 'mutation', 'user', 'Unable to accept invitation.'),
  op('createGroup', 'mutation', 'user', 'Unable to create group.'),
  op('updateGroup', 'mutation', 'owner', 'Unable to update group.'),
  op('inviteUserToGroup', 'mutation', 'owner', 'Unable to invite member.'),
  op('setCurrentGroup', 'mutation', 'user', 'Unable to switch to this group.'),
  op('changeGroupUserRole', 'mutation', 'owner', 'Unable to change role.'),
  op('adminChangeGroupUserRole', 'mutation', 'admin', 'Unable to change role.'),
  op('removeUserFromGroup', 'mutation', 'owner', 'Unable to remove user.'),
  op('adminRemoveUserFromGroup', 'mutation', 'admin', 'Unable to remove user.'),
  op('rescindGroupInvitation', 'mutation', 'owner', 'Unable to rescind invitation.'),
  op('ownerDeleteGroup', 'mutation', 'owner', 'Unable to delete group.'),
  op('upsertGroupHandle', 'mutation', 'owner', 'Unable to save handle.'),

  // Mutations: store, plans and admin actions
  op('connectDevShopifyStore', 'mutation', 'admin', 'Unable to connect to this shopify store.'),
  op('connectShopifyStoreToGroup', 'mutation', 'user', 'Unable to connect store.'),
  op('createPlan', 'mutation', 'owner', 'Unable to choose plan.'),
  op('reconcilePlan', 'mutation', 'member', 'Unable to choose plan.'),
  op('extendFreeTrial', 'mutation', 'admin', 'Unable to extend free trial.'),
  op('adminResetGroupWebhooks', 'mutation', 'admin', 'Unable to set webhooks.'),
];
