// Store connection: getShopifyStore, checkStoreCredentialOwner, connectShopifyStoreToGroup and the
// admin's connectDevShopifyStore (doc 1 §2, §6, §7; doc 2 §2, §5).
import {
  devStoreConnectSchema,
  INVALID_STORE_PARAMETER,
  storeConnectSchema,
} from '@vendy/client/validation';
import { UserError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationConnectDevShopifyStoreArgs,
  MutationConnectShopifyStoreToGroupArgs,
  QueryCheckStoreCredentialOwnerArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { normalizeShopDomain } from '../../providers/shopify';
import {
  FORBIDDEN_MESSAGE,
  NO_GROUP_SELECTED_MESSAGE,
  requireAdmin,
  requireMember,
  requireOwner,
  requireUser,
  validateInput,
} from '../auth';
import { isUuid } from '../../db/ids';
import { forgetLoaded } from '../groups';
import { UNABLE_TO_CONNECT_STORE } from './messages';
import {
  checkCredentialOwner,
  connectDevStore,
  connectStoreToGroup,
  getGroupStore,
} from './service';

/** The store parameter of /shopify-connect, as a myshopify domain. */
async function storeParameter(storeName: string): Promise<string> {
  const { store } = await validateInput(storeConnectSchema, { store: storeName });
  const shop = normalizeShopDomain(store);
  if (!shop) throw new UserError(INVALID_STORE_PARAMETER);
  return shop;
}

export const storesResolvers: Resolvers = {
  Query: {
    async getShopifyStore(_parent: unknown, _args: unknown, ctx: GraphQLContext) {
      const { groupId } = await requireMember(ctx);
      return getGroupStore(ctx.db, groupId);
    },
    async checkStoreCredentialOwner(
      _parent: unknown,
      args: QueryCheckStoreCredentialOwnerArgs,
      ctx: GraphQLContext,
    ) {
      const viewer = await requireUser(ctx);
      const check = await checkCredentialOwner(
        ctx.db,
        viewer,
        await storeParameter(args.storeName),
      );
      return {
        hasPermission: check.hasPermission,
        group: check.groupId ? { id: check.groupId } : null,
      };
    },
  },
  Mutation: {
    async connectShopifyStoreToGroup(
      _parent: unknown,
      args: MutationConnectShopifyStoreToGroupArgs,
      ctx: GraphQLContext,
    ) {
      await requireUser(ctx);
      // Anything but a UUID names no group the viewer could own.
      if (!isUuid(args.groupId)) throw new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
      const { viewer, groupId } = await requireOwner(ctx, args.groupId);
      const storeName = await storeParameter(args.storeName);
      const store = await connectStoreToGroup(ctx.db, viewer, storeName, groupId);
      forgetLoaded(ctx);
      return store;
    },
    async connectDevShopifyStore(
      _parent: unknown,
      args: MutationConnectDevShopifyStoreArgs,
      ctx: GraphQLContext,
    ) {
      const admin = await requireAdmin(ctx);
      const input = await validateInput(devStoreConnectSchema, args);
      const storeName = normalizeShopDomain(input.storeName);
      if (!storeName) throw new UserError(UNABLE_TO_CONNECT_STORE);
      if (!admin.currentGroupId) {
        throw new UserError(NO_GROUP_SELECTED_MESSAGE, { code: 'NO_GROUP_SELECTED' });
      }
      const store = await connectDevStore(
        ctx,
        admin,
        storeName,
        input.adminToken,
        admin.currentGroupId,
      );
      forgetLoaded(ctx);
      return store;
    },
  },
};
