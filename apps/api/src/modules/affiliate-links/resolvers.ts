// Affiliate links (doc 2 §2, §5, §7): getAffiliateLinks, upsertAffiliateLink, archiveAffiliateLink,
// getAffiliateLinkImageUploadUrls for members of the current group; adminGetAffiliateLinks for
// admins. Thin: authorize → validate with the shared schemas → service.
import { affiliateLinkSchema } from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationArchiveAffiliateLinkArgs,
  MutationUpsertAffiliateLinkArgs,
  QueryAdminGetAffiliateLinksArgs,
  QueryGetAffiliateLinkImageUploadUrlsArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { isUuid } from '../../db/ids';
import { getGroup } from '../groups';
import { parseImageFileName } from './keys';
import { LINK_NOT_FOUND, UNABLE_TO_SAVE } from './messages';
import {
  archiveAffiliateLink,
  imageUploadUrls,
  listAffiliateLinks,
  upsertAffiliateLink,
  type ServiceDeps,
} from './service';
import { fileDataSchema, imagesSchema, priceLimit } from './validation';

type Ctx = GraphQLContext;

const deps = (ctx: Ctx): ServiceDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  logger: ctx.logger,
});

export const affiliateLinksResolvers: Resolvers = {
  Query: {
    async getAffiliateLinks(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listAffiliateLinks(ctx.db, ctx.storage, groupId);
    },
    async getAffiliateLinkImageUploadUrls(
      _parent: unknown,
      args: QueryGetAffiliateLinkImageUploadUrlsArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      const files = await validateInput(fileDataSchema, args.fileData);
      return imageUploadUrls(
        deps(ctx),
        groupId,
        files.map((file) => {
          const name = parseImageFileName(file.fileName);
          // The schema has checked every name; this only narrows the type.
          if (!name) throw new UserError(UNABLE_TO_SAVE);
          return { ...file, name };
        }),
      );
    },
    async adminGetAffiliateLinks(
      _parent: unknown,
      args: QueryAdminGetAffiliateLinksArgs,
      ctx: Ctx,
    ) {
      await requireAdmin(ctx);
      const group = await getGroup(ctx.db, args.groupId);
      return listAffiliateLinks(ctx.db, ctx.storage, group.id);
    },
  },
  Mutation: {
    async upsertAffiliateLink(_parent: unknown, args: MutationUpsertAffiliateLinkArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      if (args.id != null && !isUuid(args.id)) throw new UserError(UNABLE_TO_SAVE);
      const fields = await validateInput(affiliateLinkSchema, args);
      await validateInput(priceLimit, fields.price);
      const images = await validateInput(imagesSchema, args.images ?? null);
      return upsertAffiliateLink(deps(ctx), groupId, {
        id: args.id?.toLowerCase() ?? null,
        title: fields.title,
        price: fields.price,
        url: fields.url,
        // Omitted (null) keeps the stored text on update; '' clears it.
        description: args.description == null ? undefined : fields.description,
        ctaText: args.ctaText == null ? undefined : fields.ctaText,
        images: images ?? undefined,
      });
    },
    async archiveAffiliateLink(_parent: unknown, args: MutationArchiveAffiliateLinkArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      if (!isUuid(args.affiliateLinkId)) {
        throw new UserError(LINK_NOT_FOUND, { code: 'NOT_FOUND' });
      }
      await archiveAffiliateLink(ctx.db, groupId, args.affiliateLinkId.toLowerCase());
      return { success: true, message: null };
    },
  },
};
