// Products, collections and the store bulk operations of the import (doc 2 §2-§9). Every
// operation works on the session's current group and is open to its members (OWNER and USER);
// the admin variants read any group's catalogue. Authorize → validate → service.
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationArchiveProductArgs,
  MutationDeleteProductCollectionArgs,
  MutationUpsertProductCollectionsArgs,
  MutationUpsertProductsArgs,
  QueryAdminGetProductCollectionsArgs,
  QueryAdminGetProductsArgs,
  QueryGetBulkOperationStatusArgs,
  QueryGetProductImageUploadUrlsArgs,
  QueryGetProductsPaginatedArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireAdmin, requireMember } from '../auth';
import { getGroup } from '../groups';
import { bulkStatus, startBulk } from './bulk';
import { deleteCollection, listCollections, upsertCollections } from './collections';
import { productImageUploadUrls } from './images';
import {
  archiveProduct,
  listProducts,
  searchProducts,
  upsertProducts as saveProducts,
  type CatalogueDeps,
} from './products';
import { validateCollections, validateProducts } from './validation';

type Ctx = GraphQLContext;

/** Fallback of the product lists (doc 2 §8), also for paging arguments out of range. */
const UNABLE_TO_GET_PRODUCTS = 'Unable to get products.';
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;

const deps = (ctx: Ctx): CatalogueDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  logger: ctx.logger,
});

const success = () => ({ success: true, message: null });

export const catalogueResolvers: Resolvers = {
  Query: {
    async getProducts(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listProducts(deps(ctx), groupId);
    },
    async getProductsPaginated(_: unknown, args: QueryGetProductsPaginatedArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const { search, page = 0, pageSize = 25 } = args.searchInput;
      const pageOk = Number.isInteger(page) && page >= 0 && page <= MAX_PAGE;
      const sizeOk = Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE;
      if (!pageOk || !sizeOk || (search ?? '').length > 1000) {
        throw new UserError(UNABLE_TO_GET_PRODUCTS);
      }
      return searchProducts(deps(ctx), groupId, { search, page, pageSize });
    },
    async getProductCollections(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listCollections(deps(ctx), groupId);
    },
    async getBulkOperationStatus(_: unknown, args: QueryGetBulkOperationStatusArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return bulkStatus(ctx, groupId, args.operationId);
    },
    async getProductImageUploadUrls(
      _: unknown,
      args: QueryGetProductImageUploadUrlsArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      return productImageUploadUrls(ctx.storage, ctx.logger, groupId, args.fileData);
    },
    async adminGetProducts(_: unknown, args: QueryAdminGetProductsArgs, ctx: Ctx) {
      await requireAdmin(ctx);
      const group = await getGroup(ctx.db, args.groupId);
      return listProducts(deps(ctx), group.id);
    },
    async adminGetProductCollections(
      _: unknown,
      args: QueryAdminGetProductCollectionsArgs,
      ctx: Ctx,
    ) {
      await requireAdmin(ctx);
      const group = await getGroup(ctx.db, args.groupId);
      return listCollections(deps(ctx), group.id);
    },
  },
  Mutation: {
    async getProductsBulk(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return startBulk(ctx, groupId, 'products');
    },
    async getProductCollectionsBulk(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return startBulk(ctx, groupId, 'collections');
    },
    async upsertProducts(_: unknown, args: MutationUpsertProductsArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const services = deps(ctx);
      const drafts = validateProducts(services.storage, groupId, args.products);
      return saveProducts(services, groupId, drafts);
    },
    async upsertProductCollections(
      _: unknown,
      args: MutationUpsertProductCollectionsArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      return upsertCollections(deps(ctx), groupId, validateCollections(args.collections));
    },
    async deleteProductCollection(_: unknown, args: MutationDeleteProductCollectionArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await deleteCollection(ctx.db, groupId, args.collectionId);
      return success();
    },
    async archiveProduct(_: unknown, args: MutationArchiveProductArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await archiveProduct(ctx.db, groupId, args.productId);
      return success();
    },
  },
};
