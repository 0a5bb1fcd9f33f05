// Fixtures of the sign-in pages: the answers of the account mutations (see fixtures.ts for users).
import type { LoginMutation, ReconcilePlanMutation, SignupMutation } from '@vendy/client/generated';
import {
  authOf,
  merchantUser,
  signedInMerchant,
  starterPlanEntry,
  type CurrentUser,
} from './fixtures';

export const ok = { success: true, message: null };

export const loginAnswer: LoginMutation['login'] = {
  ...ok,
  auth: authOf(merchantUser),
  user: merchantUser,
};

/** Sign-up signs nobody in: the same answer whether or not the address had an account. */
export const signupAnswer: SignupMutation['signup'] = { ...ok, auth: null, user: null };

/** Back from the store platform with the plan confirmed. */
export const planReconciled: ReconcilePlanMutation['reconcilePlan'] = {
  changedPlan: true,
  messages: ['Your Starter plan is now active.'],
};

/** The current group has a store but no plan yet (redirect rule step 7). */
export const merchantWithoutPlan: CurrentUser = {
  ...signedInMerchant,
  currentGroup: signedInMerchant.currentGroup && {
    ...signedInMerchant.currentGroup,
    planHistory: [],
  },
};

/** The current group has no store (redirect rule step 6). */
export const merchantWithoutStore: CurrentUser = {
  ...signedInMerchant,
  currentGroup: signedInMerchant.currentGroup && {
    ...signedInMerchant.currentGroup,
    shopifyStore: null,
    planHistory: [starterPlanEntry],
  },
};

/** Groups, but none chosen yet (redirect rule step 4). */
export const merchantWithoutCurrentGroup: CurrentUser = { ...signedInMerchant, currentGroup: null };
