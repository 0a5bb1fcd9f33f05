// The AI page (doc 3 §2-§9): the group's platform keys, product scripts and generated videos, for
// the members of the current group (OWNER and USER alike). Connecting a key, writing a script and
// asking for a video need a paid plan, as /ai does (doc 3 §6), checked here whatever the page
// shows; reading, removing a key and the status check do not, so a lapsed plan can still see and
// clean up. Keys are never answered: only that one exists, and its last four characters.
// Thin: authorize → validate → service.
import { aiKeySchema, synthesiaVideoInputSchema } from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  GeneratedText,
  GenerativeAiAccount,
  GenerativeVideoJob,
  MutationCreateSynthesiaVideoArgs,
  MutationDeleteGenerativeAiKeyArgs,
  MutationGenerateProductScriptArgs,
  MutationUpsertGenerativeAiKeyArgs,
  Product,
  QueryGetGeneratedTextsArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireMember, validateInput } from '../auth';
import { requirePlan } from '../billing';
import { withDetails } from '../catalogue';
import type { VideoDeps } from '../videos';
import { deleteKey, listAccounts, upsertKey, type AccountRow } from './keys';
import { THUMBNAIL_REQUIRED } from './messages';
import { generateScript, groupProductRows, listTexts, type GeneratedTextRow } from './scripts';
import { checkVideoJobs, createVideoJob, listVideoJobs, type VideoJobRow } from './video-jobs';

type Ctx = GraphQLContext;

/** Scenes and script lengths a hand-made request cannot exceed (the platform's own limits). */
const MAX_SCENES = 20;
const MAX_SCENE_SCRIPT = 5000;
const INPUT_TOO_LONG = 'Input too long.';

async function requirePaidMember(ctx: Ctx): Promise<string> {
  const { groupId } = await requireMember(ctx);
  await requirePlan(ctx.db, groupId, { paidRequired: true });
  return groupId;
}

const deps = (ctx: Ctx): VideoDeps => ctx;

const account = (row: AccountRow): GenerativeAiAccount => ({
  id: row.id,
  type: row.type,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  keyLastFour: row.keyLastFour,
});

/** The group's listed products among `ids`, with their details, by id. */
async function productsById(ctx: Ctx, groupId: string, ids: Array<string | null>) {
  const rows = await groupProductRows(
    ctx.db,
    groupId,
    ids.filter((id): id is string => id !== null),
  );
  const products = await withDetails(ctx.db, ctx.storage, rows);
  return new Map<string, Product>(products.map((product) => [product.id, product]));
}

async function texts(
  ctx: Ctx,
  groupId: string,
  rows: GeneratedTextRow[],
): Promise<GeneratedText[]> {
  const products = await productsById(
    ctx,
    groupId,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    type: row.type,
    productId: row.productId,
    product: products.get(row.productId) ?? null,
    content: row.content,
  }));
}

async function jobs(ctx: Ctx, groupId: string, rows: VideoJobRow[]): Promise<GenerativeVideoJob[]> {
  const products = await productsById(
    ctx,
    groupId,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    type: row.type,
    generatedVideoId: row.generatedVideoId,
    status: row.status,
    title: row.title,
    thumbnailUrl: row.thumbnailUrl,
    script: row.script,
    generatedTextId: row.generatedTextId,
    productId: row.productId,
    product: row.productId ? (products.get(row.productId) ?? null) : null,
    productMentionSeconds: row.productMentionSeconds,
    errorMessage: row.errorMessage,
  }));
}

async function videoInputOf(args: MutationCreateSynthesiaVideoArgs) {
  const input = await validateInput(synthesiaVideoInputSchema, args.videoInput);
  if (input.input.length > MAX_SCENES) throw new UserError(INPUT_TOO_LONG);
  const scenes = input.input.map((scene) => {
    if (scene.scriptText.length > MAX_SCENE_SCRIPT) throw new UserError(INPUT_TOO_LONG);
    return {
      scriptText: scene.scriptText,
      avatar: scene.avatar,
      background: scene.background,
      avatarSettings: {
        style: scene.avatarSettings.style,
        horizontalAlign: scene.avatarSettings.horizontalAlign,
        scale: scene.avatarSettings.scale,
      },
    };
  });
  const thumbnailUrl = args.thumbnailUrl.trim();
  if (!thumbnailUrl) throw new UserError(THUMBNAIL_REQUIRED);
  return { title: input.title, scenes, thumbnailUrl };
}

export const aiResolvers: Resolvers = {
  Query: {
    async getGenerativeAIAccounts(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return (await listAccounts(ctx.db, groupId)).map(account);
    },
    async getGeneratedTexts(_: unknown, args: QueryGetGeneratedTextsArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return texts(ctx, groupId, await listTexts(ctx.db, groupId, args.productId));
    },
    async getGenerativeVideoJobs(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return jobs(ctx, groupId, await listVideoJobs(ctx.db, groupId));
    },
  },
  Mutation: {
    async upsertGenerativeAIKey(_: unknown, args: MutationUpsertGenerativeAiKeyArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const { key } = await validateInput(aiKeySchema, { key: args.key });
      await upsertKey(ctx, groupId, args.type, key);
      return { success: true, message: null };
    },
    async deleteGenerativeAIKey(_: unknown, args: MutationDeleteGenerativeAiKeyArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await deleteKey(ctx.db, groupId, args.type);
      return { success: true, message: null };
    },
    async generateProductScript(_: unknown, args: MutationGenerateProductScriptArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const row = await generateScript(ctx, groupId, args.productId);
      const [text] = await texts(ctx, groupId, [row]);
      return text!;
    },
    async createSynthesiaVideo(_: unknown, args: MutationCreateSynthesiaVideoArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const input = await videoInputOf(args);
      const row = await createVideoJob(deps(ctx), groupId, {
        ...input,
        generatedTextId: args.generatedTextId ?? null,
      });
      const [job] = await jobs(ctx, groupId, [row]);
      return job!;
    },
    async checkAndUpdateGenerativeVideoJobs(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return jobs(ctx, groupId, await checkVideoJobs(deps(ctx), groupId));
    },
  },
};
