// GraphQL documents and small helpers shared by the accounts tests.
import type { GqlResponse } from '../harness/server';

export const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    success message auth { isUser isAdmin email emailVerified } user { id email firstName lastName loginProvider }
  }
}`;

export const SIGNUP = `mutation signup($email: String!, $password: String!, $firstName: String!, $lastName: String!) {
  signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName) {
    success message auth { isUser isAdmin email emailVerified } user { id email firstName lastName loginProvider showGuidedTour }
  }
}`;

export const LOGOUT = `mutation logout { logout { success } }`;

export const CURRENT_USER = `query getCurrentUser {
  getCurrentUser {
    auth { isUser isAdmin email emailVerified }
    user { id email firstName lastName loginProvider showGuidedTour createdAt }
    groups {
      id name handle createdAt viewerRole
      shopifyStore { id groupId storeName groupName }
      planHistory { id planId status freeTrialDays createdAt plan { id price features { analytics branding instagram } } }
      instagramAccount { accountName }
    }
    currentGroup { id name }
  }
}`;

export const USER_DATA = `query getUserData { getUserData { id email firstName lastName loginProvider showGuidedTour createdAt } }`;

export const CHANGE_USER_DATA = `mutation changeUserData($firstName: String!, $lastName: String!) {
  changeUserData(firstName: $firstName, lastName: $lastName) { id firstName lastName }
}`;

export const CHANGE_PASSWORD = `mutation changePassword($password: String!, $newPassword: String!) {
  changePassword(password: $password, newPassword: $newPassword) { success }
}`;

export const FORGOT_PASSWORD = `mutation sendForgotPasswordEmail($email: String!) {
  sendForgotPasswordEmail(email: $email) { success }
}`;

export const RESET_PASSWORD = `mutation resetForgottenPassword($changePasswordId: ID!, $password: String!) {
  resetForgottenPassword(changePasswordId: $changePasswordId, password: $password) { success }
}`;

export const VERIFY_EMAIL = `mutation verifyEmail($code: String!) { verifyEmail(code: $code) { success } }`;
export const RESEND_VERIFICATION = `mutation resendVerificationEmail { resendVerificationEmail { success } }`;
export const HIDE_GUIDED_TOUR = `mutation hideGuidedTour { hideGuidedTour { success } }`;
export const DELETE_USER = `mutation deleteUser { deleteUser { success } }`;
export const CONTACT_US = `mutation sendContactUsEmail($name: String!, $email: String!, $message: String!) {
  sendContactUsEmail(name: $name, email: $email, message: $message) { success }
}`;

/** The error messages of a response (empty when it succeeded). */
export function errorsOf(response: GqlResponse<unknown>): string[] {
  return response.body.errors?.map((error) => error.message) ?? [];
}

/** The first error's extensions.code. */
export function codeOf(response: GqlResponse<unknown>): unknown {
  return response.body.errors?.[0]?.extensions?.code;
}
