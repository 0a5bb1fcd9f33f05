// Accounts operations (doc 1 §7): sign-in, sign-up, the current user, account settings, email
// verification and password reset. Each one authorizes, validates, then calls the service.
import { object, string } from 'yup';
import {
  changePasswordInputSchema,
  contactUsSchema,
  forgotPasswordSchema,
  loginSchema,
  REQUIRED_TEXT,
  resetPasswordInputSchema,
  signupInputSchema,
  userDataSchema,
} from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationChangePasswordArgs,
  MutationChangeUserDataArgs,
  MutationLoginArgs,
  MutationResetForgottenPasswordArgs,
  MutationSendContactUsEmailArgs,
  MutationSendForgotPasswordEmailArgs,
  MutationSignupArgs,
  MutationVerifyEmailArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import {
  clientIp,
  getViewer,
  guardLogin,
  nodeRequestOf,
  rateLimit,
  requireUser,
  sessionOf,
  signInUser,
  signOut,
  validateInput,
} from '../auth';
import { mailWentOut, sendMail } from '../mail';
import { groupsOfUser, toAuth, toUser } from './current-user';
import {
  contactUsEmail,
  existingAccountEmail,
  passwordResetEmail,
  socialAccountResetEmail,
  verificationEmail,
} from './emails';
import * as limits from './limits';
import { ALREADY_VERIFIED, INCORRECT_LOGIN, SEND_FAILED, VERIFY_FAILED } from './messages';
import * as accounts from './service';
import { issueUserToken } from './user-tokens';

const SUCCESS = { success: true, message: null } as const;
const ipOf = (ctx: GraphQLContext) => clientIp(nodeRequestOf(ctx));
const verifyEmailSchema = object({ code: string().trim().required(REQUIRED_TEXT) });

async function sendVerification(
  ctx: GraphQLContext,
  user: { id: string; email: string; firstName: string },
) {
  const code = await issueUserToken(ctx.db, user.id, 'VERIFY_EMAIL');
  return sendMail(ctx, verificationEmail(ctx.config, user.email, user.firstName, code));
}

/** Someone signed up with an address that has an account: its owner hears of it by mail. */
async function tellExistingAccount(ctx: GraphQLContext, email: string) {
  const user = await accounts.findUserByEmail(ctx.db, email);
  if (!user) return;
  try {
    rateLimit(ctx, 'signup-existing-email', email, limits.SIGNUP_EXISTING_EMAIL_LIMIT);
  } catch {
    // Past the limit the mail is skipped silently: refusing would reveal the account.
    return;
  }
  await sendMail(ctx, existingAccountEmail(ctx.config, user.email, user.loginProvider));
}

export const accountsResolvers: Resolvers = {
  Query: {
    /** Never fails for lack of a session: anonymous visitors get empty values. */
    async getCurrentUser(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      const viewer = await getViewer(ctx);
      if (!viewer) return { auth: null, user: null, groups: [], currentGroup: null };
      const groups = await groupsOfUser(ctx.db, viewer.id);
      return {
        auth: toAuth(viewer),
        user: toUser(viewer),
        groups,
        currentGroup: groups.find((group) => group.id === viewer.currentGroupId) ?? null,
      };
    },

    async getUserData(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      return toUser(await requireUser(ctx));
    },
  },

  Mutation: {
    async login(_root: unknown, args: MutationLoginArgs, ctx: GraphQLContext) {
      const input = await validateInput(loginSchema, args);
      const guard = await guardLogin(ctx, ipOf(ctx), input.email);
      const user = await accounts.authenticate(ctx.db, input.email, input.password);
      if (!user) throw new UserError(INCORRECT_LOGIN);
      await guard.succeeded();
      const viewer = await signInUser(ctx, user.id);
      return { ...SUCCESS, auth: toAuth(viewer), user: toUser(viewer) };
    },

    async signup(_root: unknown, args: MutationSignupArgs, ctx: GraphQLContext) {
      const input = await validateInput(signupInputSchema, args);
      rateLimit(ctx, 'signup', ipOf(ctx), limits.SIGNUP_LIMIT);
      const user = await accounts.createEmailAccount(ctx.db, input);
      // The same answer whether or not the address had an account (nobody is signed in): the
      // mailbox learns which it was. A new account signs in with its verification link; a failed
      // delivery is logged and the user can log in and resend.
      if (user) await sendVerification(ctx, user);
      else await tellExistingAccount(ctx, input.email);
      return { ...SUCCESS, auth: null, user: null };
    },

    async logout(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      await signOut(ctx);
      return SUCCESS;
    },

    async resendVerificationEmail(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      const viewer = await requireUser(ctx);
      if (viewer.emailVerified) throw new UserError(ALREADY_VERIFIED);
      rateLimit(ctx, 'resend-verification', viewer.id, limits.RESEND_VERIFICATION_LIMIT);
      const result = await sendVerification(ctx, viewer);
      if (!mailWentOut(ctx.config, result)) throw new UserError(SEND_FAILED);
      return SUCCESS;
    },

    async verifyEmail(_root: unknown, args: MutationVerifyEmailArgs, ctx: GraphQLContext) {
      rateLimit(ctx, 'verify-email', ipOf(ctx), limits.VERIFY_EMAIL_LIMIT);
      const input = await validateInput(verifyEmailSchema, args).catch(() => {
        throw new UserError(VERIFY_FAILED);
      });
      const userId = await accounts.verifyEmail(ctx.db, input.code);
      // The emailed code proves the mailbox is the user's: it signs them in (sign-up does not),
      // unless someone is signed in on this browser already.
      if (!(await getViewer(ctx))) await signInUser(ctx, userId);
      return SUCCESS;
    },

    async changePassword(_root: unknown, args: MutationChangePasswordArgs, ctx: GraphQLContext) {
      const viewer = await requireUser(ctx);
      const input = await validateInput(changePasswordInputSchema, args);
      rateLimit(ctx, 'change-password', viewer.id, limits.CHANGE_PASSWORD_LIMIT);
      const session = await sessionOf(ctx);
      if (!session) throw new Error('changePassword: signed in without a session');
      await accounts.changePassword(ctx.db, viewer.id, input, session.tokenHash);
      return SUCCESS;
    },

    /** Same answer whether or not the address has an account. */
    async sendForgotPasswordEmail(
      _root: unknown,
      args: MutationSendForgotPasswordEmailArgs,
      ctx: GraphQLContext,
    ) {
      const { email } = await validateInput(forgotPasswordSchema, args);
      rateLimit(ctx, 'forgot-password-ip', ipOf(ctx), limits.FORGOT_PASSWORD_IP_LIMIT);
      rateLimit(ctx, 'forgot-password-email', email, limits.FORGOT_PASSWORD_EMAIL_LIMIT);
      const user = await accounts.findUserByEmail(ctx.db, email);
      // A delivery failure is logged but not reported: reporting it would reveal the account.
      if (user?.loginProvider === 'EMAIL') {
        const changeId = await issueUserToken(ctx.db, user.id, 'RESET_PASSWORD');
        await sendMail(ctx, passwordResetEmail(ctx.config, user.email, changeId));
      } else if (user) {
        await sendMail(ctx, socialAccountResetEmail(ctx.config, user.email, user.loginProvider));
      }
      return SUCCESS;
    },

    async resetForgottenPassword(
      _root: unknown,
      args: MutationResetForgottenPasswordArgs,
      ctx: GraphQLContext,
    ) {
      const input = await validateInput(resetPasswordInputSchema, args);
      rateLimit(ctx, 'reset-password', ipOf(ctx), limits.RESET_PASSWORD_LIMIT);
      await accounts.resetPassword(ctx.db, input.changePasswordId, input.password);
      return SUCCESS;
    },

    async changeUserData(_root: unknown, args: MutationChangeUserDataArgs, ctx: GraphQLContext) {
      const viewer = await requireUser(ctx);
      const input = await validateInput(userDataSchema, args);
      const user = await accounts.updateNames(ctx.db, viewer.id, {
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
      });
      return toUser(user);
    },

    async sendContactUsEmail(
      _root: unknown,
      args: MutationSendContactUsEmailArgs,
      ctx: GraphQLContext,
    ) {
      const input = await validateInput(contactUsSchema, args);
      rateLimit(ctx, 'contact-us', ipOf(ctx), limits.CONTACT_US_LIMIT);
      const result = await sendMail(ctx, contactUsEmail({ ...input, name: input.name ?? '' }));
      if (!mailWentOut(ctx.config, result)) throw new UserError(SEND_FAILED);
      return SUCCESS;
    },

    async hideGuidedTour(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      const viewer = await requireUser(ctx);
      await accounts.hideGuidedTour(ctx.db, viewer.id);
      return SUCCESS;
    },

    async deleteUser(_root: unknown, _args: unknown, ctx: GraphQLContext) {
      const viewer = await requireUser(ctx);
      await accounts.deleteAccount(ctx.db, viewer.id);
      await signOut(ctx);
      return SUCCESS;
    },
  },
};
