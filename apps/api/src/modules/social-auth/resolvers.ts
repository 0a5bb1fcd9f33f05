// loginWithGoogle(code) and loginWithFacebook(token) (doc 1 §7): public mutations that sign in
// with what the provider flow returned to /login, exactly as login does (a new session replaces
// the request's one). A signed-in caller becomes whoever the provider says they are.
import { object, string } from 'yup';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationLoginWithFacebookArgs,
  MutationLoginWithGoogleArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import {
  facebookApp,
  FacebookError,
  FacebookTokenRejected,
  verifyFacebookUser,
  type FacebookProfile,
} from '../../providers/facebook';
import { googleApp, GoogleError, googleProfileFromCode } from '../../providers/google';
import { clientIp, nodeRequestOf, rateLimit, signInUser } from '../auth';
import { toAuth, toUser } from '../accounts';
import { redirectUri, takeHandOver, type SocialProvider } from './flow';
import { fromFacebook, fromGoogle } from './identities';
import { SOCIAL_LOGIN_LIMIT } from './limits';
import { facebookLoginFailed, GOOGLE_LOGIN_FAILED, type FacebookStatus } from './messages';
import { socialAccountFor, type ProviderIdentity } from './service';

/** Google codes and Facebook tokens are a few hundred characters; anything far longer is not one. */
const SECRET_MAX = 4096;
const codeSchema = object({ code: string().trim().required().max(SECRET_MAX) });
const tokenSchema = object({ token: string().trim().required().max(SECRET_MAX) });

async function secretOf(
  schema: typeof codeSchema | typeof tokenSchema,
  args: unknown,
  field: 'code' | 'token',
): Promise<string | null> {
  try {
    const input = (await schema.validate(args, { stripUnknown: true })) as Record<string, string>;
    return input[field] ?? null;
  } catch {
    return null;
  }
}

async function signInAs(
  ctx: GraphQLContext,
  identity: ProviderIdentity,
  refuse: (reason: string) => UserError,
) {
  const account = await socialAccountFor(ctx.db, identity);
  if (!account.ok) {
    ctx.logger.info(
      { provider: identity.provider, reason: account.reason },
      'social sign-in refused',
    );
    throw refuse(account.reason);
  }
  if (account.created || account.linked) {
    ctx.logger.info(
      { provider: identity.provider, userId: account.userId, tookOver: account.tookOver },
      account.created ? 'social sign-in: account created' : 'social sign-in: account linked',
    );
  }
  const viewer = await signInUser(ctx, account.userId);
  return { success: true, message: null, auth: toAuth(viewer), user: toUser(viewer) };
}

function limit(ctx: GraphQLContext, provider: SocialProvider): void {
  rateLimit(ctx, `login-${provider}`, clientIp(nodeRequestOf(ctx)), SOCIAL_LOGIN_LIMIT);
}

export const socialAuthResolvers: Resolvers = {
  Mutation: {
    async loginWithGoogle(_root: unknown, args: MutationLoginWithGoogleArgs, ctx: GraphQLContext) {
      limit(ctx, 'google');
      const failed = () => new UserError(GOOGLE_LOGIN_FAILED);
      const code = await secretOf(codeSchema, args, 'code');
      if (!code || !takeHandOver(ctx, 'google', code)) {
        ctx.logger.info('google sign-in: the code was not handed over to this browser');
        throw failed();
      }
      let identity: ProviderIdentity;
      try {
        const app = googleApp(ctx.config);
        identity = fromGoogle(
          await googleProfileFromCode(app, code, redirectUri(ctx.config, 'google')),
        );
      } catch (error) {
        if (!(error instanceof GoogleError)) throw error;
        ctx.logger.warn({ err: error }, 'google sign-in: code exchange failed');
        throw failed();
      }
      return signInAs(ctx, identity, failed);
    },

    async loginWithFacebook(
      _root: unknown,
      args: MutationLoginWithFacebookArgs,
      ctx: GraphQLContext,
    ) {
      limit(ctx, 'facebook');
      const failed = (status: FacebookStatus) => new UserError(facebookLoginFailed(status));
      const token = await secretOf(tokenSchema, args, 'token');
      if (!token || !takeHandOver(ctx, 'facebook', token)) {
        ctx.logger.info('facebook sign-in: the token was not handed over to this browser');
        throw failed('not_authorized');
      }
      let profile: FacebookProfile;
      try {
        profile = await verifyFacebookUser(facebookApp(ctx.config), token);
      } catch (error) {
        if (error instanceof FacebookTokenRejected) {
          ctx.logger.warn({ reason: error.reason }, 'facebook sign-in: token rejected');
          throw failed('not_authorized');
        }
        if (!(error instanceof FacebookError)) throw error;
        ctx.logger.warn({ err: error }, 'facebook sign-in: Graph API call failed');
        throw failed('unknown');
      }
      return signInAs(ctx, fromFacebook(profile), (reason) =>
        failed(reason === 'no_email' ? 'no_email' : 'not_authorized'),
      );
    },
  },
};
