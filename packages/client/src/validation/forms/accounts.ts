// Forms of doc 1: sign-in and account, groups and invitations, store connection, plans, admin.
// Where a form carries more than its mutation (confirmations, the terms box), an `…InputSchema`
// holds what the resolver receives.
import { object, string } from 'yup';
import { DELETE_ACCOUNT_PHRASE, STORE_PARAM_MAX } from '../../domain';
import {
  CHOOSE_A_PLAN,
  ENTRY_MUST_MATCH_PROMPT,
  GROUP_NAME_MUST_MATCH,
  INPUT_TOO_LONG,
  MUST_BE_POSITIVE,
  PLAN_ALREADY_ACTIVE,
  REQUIRED_FIELD,
  REQUIRED_TEXT,
} from '../messages';
import {
  boolean,
  confirmPassword,
  email,
  groupRole,
  integer,
  message,
  newPassword,
  password,
  requiredText,
  slug,
  storeParameter,
} from '../primitives';

export const loginSchema = object({ email, password });

export const signupInputSchema = object({
  email,
  password: newPassword,
  firstName: requiredText,
  lastName: requiredText,
});

export const signupSchema = signupInputSchema.shape({
  confirmPassword: confirmPassword('password'),
  terms: boolean.required(REQUIRED_FIELD).isTrue(REQUIRED_FIELD),
});

export const forgotPasswordSchema = object({ email });

export const resetPasswordSchema = object({
  password: newPassword,
  confirmPassword: confirmPassword('password'),
});

/** resetForgottenPassword: the id comes from the emailed link (?changeId=…). */
export const resetPasswordInputSchema = object({
  changePasswordId: string().required(REQUIRED_TEXT),
  password: newPassword,
});

export const changePasswordInputSchema = object({
  password,
  newPassword,
});

export const changePasswordSchema = changePasswordInputSchema.shape({
  confirmPassword: confirmPassword('newPassword'),
});

export const userDataSchema = object({ firstName: requiredText, lastName: requiredText });

export const contactUsSchema = object({
  name: requiredText,
  email,
  message: message.required(REQUIRED_TEXT),
});

/** A typed confirmation that must equal `expected` exactly (surrounding spaces aside). */
function typedConfirmation(expected: string, mismatch: string) {
  return string()
    .trim()
    .test({ name: 'matches-prompt', message: mismatch, test: (value) => value === expected });
}

export const deleteAccountSchema = object({
  confirmation: typedConfirmation(DELETE_ACCOUNT_PHRASE, ENTRY_MUST_MATCH_PROMPT),
});

export const groupNameSchema = object({ name: requiredText.trim() });

export const groupHandleSchema = object({ handle: slug });

export const inviteSchema = object({ email, role: groupRole });

/** Deleting a group: the owner types the group's name. */
export function deleteGroupSchema(groupName: string) {
  return object({ groupName: typedConfirmation(groupName, GROUP_NAME_MUST_MATCH) });
}

export const freeTrialSchema = object({
  days: integer.positive(MUST_BE_POSITIVE).required(REQUIRED_TEXT).default(1),
});

/** The store query parameter of /shopify-connect?store={store}. */
export const storeConnectSchema = object({ store: storeParameter });

/** Admin-only connection of a development store by its Admin API token. */
export const devStoreConnectSchema = object({
  storeName: string()
    .trim()
    .lowercase()
    .max(STORE_PARAM_MAX, INPUT_TOO_LONG)
    .required(REQUIRED_TEXT),
  adminToken: string().trim().max(STORE_PARAM_MAX, INPUT_TOO_LONG).required(REQUIRED_TEXT),
});

/** The plan picked on /plans; `currentPlanId` is the group's active plan, if any. */
export function planChoiceSchema(currentPlanId?: string | null) {
  return object({
    planId: string()
      .required(CHOOSE_A_PLAN)
      .test({
        name: 'not-current-plan',
        message: PLAN_ALREADY_ACTIVE,
        skipAbsent: true,
        test: (planId) => !currentPlanId || planId !== currentPlanId,
      }),
  });
}
