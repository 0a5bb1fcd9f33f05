// Audio (doc 2 §2, §4, §7): getAudios, getAudioUploadUrl, upsertAudio and deleteAudio for members
// of the current group; adminGetAudios for admins. Thin: authorize → validate → service.
import { TEXT_MAX, URL_MAX } from '@vendy/client/domain';
import { audioEditSchema, INPUT_TOO_LONG, positive, REQUIRED_TEXT } from '@vendy/client/validation';
import { object, string } from 'yup';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationDeleteAudioArgs,
  MutationUpsertAudioArgs,
  QueryAdminGetAudiosArgs,
  QueryGetAudioUploadUrlArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { getGroup } from '../groups';
import { audioUploadUrl, deleteAudio, listAudios, upsertAudio, type ServiceDeps } from './service';

type Ctx = GraphQLContext;

const deps = (ctx: Ctx): ServiceDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  logger: ctx.logger,
});

const uploadUrlSchema = object({
  fileName: string().trim().required(REQUIRED_TEXT).max(255, INPUT_TOO_LONG),
});

/** The form's fields plus what the upload flow adds; unknown keys are dropped. */
const upsertSchema = audioEditSchema.shape({
  duration: positive.nullable(),
  externalId: string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable(),
  url: string().trim().max(URL_MAX, INPUT_TOO_LONG).nullable(),
});

export const audioResolvers: Resolvers = {
  Query: {
    async getAudios(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listAudios(ctx.db, ctx.storage, groupId);
    },
    async getAudioUploadUrl(_parent: unknown, args: QueryGetAudioUploadUrlArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await validateInput(uploadUrlSchema, args);
      return audioUploadUrl(deps(ctx), groupId);
    },
    async adminGetAudios(_parent: unknown, args: QueryAdminGetAudiosArgs, ctx: Ctx) {
      await requireAdmin(ctx);
      const group = await getGroup(ctx.db, args.groupId);
      return listAudios(ctx.db, ctx.storage, group.id);
    },
  },
  Mutation: {
    async upsertAudio(_parent: unknown, args: MutationUpsertAudioArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const fields = await validateInput(upsertSchema, args);
      return upsertAudio(deps(ctx), groupId, {
        id: args.id ?? null,
        title: fields.title,
        // Omitted (null) keeps the stored text on update; '' clears it.
        description: args.description == null ? null : (fields.description ?? ''),
        duration: fields.duration ?? null,
        externalId: fields.externalId ?? null,
        url: fields.url ?? null,
        loop: args.loop ?? null,
      });
    },
    async deleteAudio(_parent: unknown, args: MutationDeleteAudioArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await deleteAudio(deps(ctx), groupId, args.audioId);
      return { success: true, message: null };
    },
  },
};
