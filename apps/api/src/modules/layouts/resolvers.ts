// Layouts, media collections and shoppable videos (doc 3 §2-§7): members of the current group (OWNER
// and USER alike) read them; creating and changing them needs a paid plan, as /layouts does
// (doc 3 §6); deleting does not, so a lapsed plan can still clean up. getEmbeddedWidget is public.
// Admins read any group's through the admin* variants. Thin: authorize → validate → service.
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationAttachMediaCollectionToWidgetArgs,
  MutationAttachVirtualVideoToWidgetArgs,
  MutationDeleteMediaCollectionArgs,
  MutationDeleteWidgetArgs,
  MutationMarkWidgetAsReadyArgs,
  MutationUpsertMediaCollectionArgs,
  MutationUpsertVirtualVideoArgs,
  MutationUpsertWidgetBaseArgs,
  QueryAdminGetVirtualVideosArgs,
  QueryAdminGetWidgetsArgs,
  QueryGetEmbeddedWidgetArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { requirePlan } from '../billing';
import { isUuid } from '../../db/ids';
import { GROUP_NOT_FOUND, getGroup } from '../groups';
import { embeddedWidget } from './embed';
import { listGroupWidgets, listMediaCollections, listVirtualVideos, type WidgetDeps } from './load';
import { EXPECTED_WIDGET_ID, NO_ID_SPECIFIED } from './messages';
import { markPrivateAnswer, markPublicAnswer } from './public-reads';
import {
  attachMediaCollection,
  attachVirtualVideo,
  deleteMediaCollection,
  deleteWidget,
  markWidgetAsReady,
  upsertMediaCollection,
  upsertVirtualVideo,
  upsertWidgetBase,
} from './service';
import { mediaCollectionArgs, virtualVideoArgs, widgetBaseArgs } from './validation';

type Ctx = GraphQLContext;

const deps = (ctx: Ctx): WidgetDeps => ({
  db: ctx.db,
  storage: ctx.storage,
  publicCache: ctx.publicCache,
});

/** Every write ends here: the group's public answers are reloaded from now on (public-cache.ts). */
async function written<T>(ctx: Ctx, groupId: string, write: Promise<T>): Promise<T> {
  const result = await write;
  ctx.publicCache.invalidateGroup(groupId);
  return result;
}

/** A member of the current group on a paid plan. */
async function requirePaidMember(ctx: Ctx): Promise<string> {
  const { groupId } = await requireMember(ctx);
  await requirePlan(ctx.db, groupId, { paidRequired: true });
  return groupId;
}

/** An admin, and the group they name. */
async function adminGroup(ctx: Ctx, groupId: string): Promise<string> {
  await requireAdmin(ctx);
  if (!isUuid(groupId)) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return (await getGroup(ctx.db, groupId)).id;
}

/** The id of the layout an operation works on; a blank one gets the wizard's message. */
function widgetIdOf(id: string): string {
  if (!id.trim()) throw new UserError(EXPECTED_WIDGET_ID);
  return id.trim();
}

const done = { success: true, message: null };

export const layoutsResolvers: Resolvers = {
  Query: {
    async getWidgets(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listGroupWidgets(deps(ctx), groupId);
    },
    async adminGetWidgets(_: unknown, args: QueryAdminGetWidgetsArgs, ctx: Ctx) {
      return listGroupWidgets(deps(ctx), await adminGroup(ctx, args.groupId));
    },
    async getEmbeddedWidget(_: unknown, args: QueryGetEmbeddedWidgetArgs, ctx: Ctx) {
      const { widget, scope } = await embeddedWidget(
        { ...deps(ctx), publicCache: ctx.publicCache, ctx },
        args.widgetId,
      );
      if (scope === 'public') markPublicAnswer(ctx.request);
      else markPrivateAnswer(ctx.request);
      return widget;
    },
    async getMediaCollections(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listMediaCollections(deps(ctx), groupId);
    },
    async getVirtualVideos(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return listVirtualVideos(deps(ctx), groupId);
    },
    async adminGetVirtualVideos(_: unknown, args: QueryAdminGetVirtualVideosArgs, ctx: Ctx) {
      return listVirtualVideos(deps(ctx), await adminGroup(ctx, args.groupId));
    },
  },
  Mutation: {
    async upsertWidgetBase(_: unknown, args: MutationUpsertWidgetBaseArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const input = await validateInput(widgetBaseArgs, args);
      return written(
        ctx,
        groupId,
        upsertWidgetBase(ctx.db, groupId, {
          id: input.id || null,
          title: input.title,
          type: input.type,
        }),
      );
    },
    async markWidgetAsReady(_: unknown, args: MutationMarkWidgetAsReadyArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      await written(ctx, groupId, markWidgetAsReady(ctx.db, groupId, widgetIdOf(args.widgetId)));
      return done;
    },
    async attachMediaCollectionToWidget(
      _: unknown,
      args: MutationAttachMediaCollectionToWidgetArgs,
      ctx: Ctx,
    ) {
      const groupId = await requirePaidMember(ctx);
      await written(
        ctx,
        groupId,
        attachMediaCollection(ctx.db, groupId, widgetIdOf(args.widgetId), args.mediaCollectionId),
      );
      return done;
    },
    async attachVirtualVideoToWidget(
      _: unknown,
      args: MutationAttachVirtualVideoToWidgetArgs,
      ctx: Ctx,
    ) {
      const groupId = await requirePaidMember(ctx);
      await written(
        ctx,
        groupId,
        attachVirtualVideo(ctx.db, groupId, widgetIdOf(args.widgetId), args.virtualVideoId),
      );
      return done;
    },
    async deleteWidget(_: unknown, args: MutationDeleteWidgetArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      if (!args.id.trim()) throw new UserError(NO_ID_SPECIFIED);
      await written(ctx, groupId, deleteWidget(ctx.db, groupId, args.id.trim()));
      return done;
    },
    async upsertMediaCollection(_: unknown, args: MutationUpsertMediaCollectionArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const input = await validateInput(mediaCollectionArgs, args);
      return written(
        ctx,
        groupId,
        upsertMediaCollection(deps(ctx), groupId, {
          id: input.id || null,
          title: input.title,
          thumbnailUrl: input.thumbnailUrl || null,
          items: input.items,
        }),
      );
    },
    async deleteMediaCollection(_: unknown, args: MutationDeleteMediaCollectionArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await written(ctx, groupId, deleteMediaCollection(ctx.db, groupId, args.collectionId));
      return done;
    },
    async upsertVirtualVideo(_: unknown, args: MutationUpsertVirtualVideoArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const input = await validateInput(virtualVideoArgs, args);
      return written(
        ctx,
        groupId,
        upsertVirtualVideo(deps(ctx), groupId, {
          id: input.id || null,
          title: input.title,
          segments: input.segments,
        }),
      );
    },
  },
};
