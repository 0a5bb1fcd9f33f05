// Photos and photo collections (doc 2 §2 /images, §7): members of the current group read them;
// changing them needs a paid plan, as /images does (doc 2 §2). adminGetImageCollections for
// admins. Thin: authorize → validate → service.
import { TEXT_MAX, URL_MAX } from '@vendy/client/domain';
import { INPUT_TOO_LONG, REQUIRED_TEXT } from '@vendy/client/validation';
import { array, mixed, number, object, string } from 'yup';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationDeleteImageArgs,
  MutationDeleteImageCollectionArgs,
  MutationSaveImageCollectionArgs,
  MutationUpsertImageArgs,
  MutationUpsertImageCollectionArgs,
  QueryAdminGetImageCollectionsArgs,
  QueryGetImageUploadUrlsArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { PHOTO_REFERENCE_REQUIRED } from './messages';
import { requirePlan } from '../billing';
import { getGroup } from '../groups';
import {
  deleteImageCollection,
  listImageCollections,
  saveImageCollection,
  upsertImageCollection,
} from './collections';
import { deleteImage, imageUploadUrls, upsertImage, type ServiceDeps } from './service';

type Ctx = GraphQLContext;

const deps = (ctx: Ctx): ServiceDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  logger: ctx.logger,
});

/** A member of the current group on a paid plan. */
async function requirePaidMember(ctx: Ctx): Promise<string> {
  const { groupId } = await requireMember(ctx);
  await requirePlan(ctx.db, groupId, { paidRequired: true });
  return groupId;
}

const title = string().trim().required(REQUIRED_TEXT).max(TEXT_MAX, INPUT_TOO_LONG);

const uploadUrlsSchema = object({
  fileData: array(
    object({
      fileName: string().trim().required(REQUIRED_TEXT).max(255, INPUT_TOO_LONG),
      fileType: string().trim().required(REQUIRED_TEXT).max(100, INPUT_TOO_LONG),
    }),
  ).required(),
});

const imageSchema = object({
  title,
  description: string().trim().max(1500, INPUT_TOO_LONG).nullable(),
  aspectRatio: number().positive().max(100).nullable(),
  imageUrl: string().trim().max(URL_MAX, INPUT_TOO_LONG).nullable(),
  source: mixed<'UPLOAD' | 'INSTAGRAM'>().oneOf(['UPLOAD', 'INSTAGRAM']).nullable(),
  sourceId: string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable(),
});

const mediaId = string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable();

/** A photo names exactly one thing: `field` (a file or an image) or an Instagram picture. */
const oneReference = (field: 'data' | 'imageId') => (item: Record<string, unknown>) =>
  Boolean(item[field]) !== Boolean(item.instagramMediaId);

const saveSchema = object({
  title,
  items: array(
    object({
      id: string().required(REQUIRED_TEXT).max(TEXT_MAX, INPUT_TOO_LONG),
      data: string().trim().max(URL_MAX, INPUT_TOO_LONG).nullable(),
      instagramMediaId: mediaId,
    }).test('one-reference', PHOTO_REFERENCE_REQUIRED, oneReference('data')),
  ).required(),
});

const collectionSchema = object({
  title,
  items: array(
    object({
      imageId: string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable(),
      instagramMediaId: mediaId,
      rank: number().integer().min(0).required(REQUIRED_TEXT),
    }).test('one-reference', PHOTO_REFERENCE_REQUIRED, oneReference('imageId')),
  ).nullable(),
});

export const imagesResolvers: Resolvers = {
  Query: {
    async getImageCollections(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listImageCollections(ctx.db, ctx.storage, groupId);
    },
    async getImageUploadUrls(_parent: unknown, args: QueryGetImageUploadUrlsArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const { fileData } = await validateInput(uploadUrlsSchema, args);
      return imageUploadUrls(deps(ctx), groupId, fileData);
    },
    async adminGetImageCollections(
      _parent: unknown,
      args: QueryAdminGetImageCollectionsArgs,
      ctx: Ctx,
    ) {
      await requireAdmin(ctx);
      const group = await getGroup(ctx.db, args.groupId);
      return listImageCollections(ctx.db, ctx.storage, group.id);
    },
  },
  Mutation: {
    async upsertImage(_parent: unknown, args: MutationUpsertImageArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const fields = await validateInput(imageSchema, args);
      return upsertImage(deps(ctx), groupId, {
        id: args.id ?? null,
        title: fields.title,
        ...(args.description === undefined ? {} : { description: fields.description ?? null }),
        aspectRatio: fields.aspectRatio ?? null,
        imageUrl: fields.imageUrl ?? null,
        source: fields.source ?? null,
        ...(args.sourceId === undefined ? {} : { sourceId: fields.sourceId ?? null }),
      });
    },
    async deleteImage(_parent: unknown, args: MutationDeleteImageArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await deleteImage(deps(ctx), groupId, args.imageId);
      return { success: true, message: null };
    },
    async saveImageCollection(_parent: unknown, args: MutationSaveImageCollectionArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const fields = await validateInput(saveSchema, args);
      return saveImageCollection(deps(ctx), groupId, fields.title, fields.items);
    },
    async upsertImageCollection(
      _parent: unknown,
      args: MutationUpsertImageCollectionArgs,
      ctx: Ctx,
    ) {
      const groupId = await requirePaidMember(ctx);
      const fields = await validateInput(collectionSchema, args);
      return upsertImageCollection(deps(ctx), groupId, {
        id: args.id ?? null,
        title: fields.title,
        items: fields.items ?? null,
      });
    },
    async deleteImageCollection(
      _parent: unknown,
      args: MutationDeleteImageCollectionArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      await deleteImageCollection(deps(ctx), groupId, args.collectionId);
      return { success: true, message: null };
    },
  },
};
