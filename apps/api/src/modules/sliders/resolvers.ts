// Slider pages (doc 3 §2-§5): admin only, on the admin's current group; getEmbeddedSliderItem (the
// public page's player frame) is public. Thin: authorize → validate
// with the shared schema → service. A save or delete refreshes the group's public answers (the
// public pages among them). SliderItem.virtualVideo is batched per request: one load for all the
// items of an answer.
import { sliderPageSchema } from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  QueryGetEmbeddedSliderItemArgs,
  MutationDeleteSliderPageArgs,
  MutationUpsertSliderPageArgs,
  Resolvers,
  VirtualVideo,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { NO_GROUP_SELECTED_MESSAGE, requireAdmin, validateInput } from '../auth';
import { loadVirtualVideos, markPublicAnswer } from '../layouts';
import { embeddedSliderItem } from './embed';
import { listSliderPages, removeSliderPage, saveSliderPage } from './service';

type Ctx = GraphQLContext;

/** An admin, and the group their session has selected (the pages' group). */
async function adminCurrentGroup(ctx: Ctx): Promise<string> {
  const admin = await requireAdmin(ctx);
  if (!admin.currentGroupId) {
    throw new UserError(NO_GROUP_SELECTED_MESSAGE, { code: 'NO_GROUP_SELECTED' });
  }
  return admin.currentGroupId;
}

/** Gathers the shoppable videos asked for in one tick and loads them together, once per request. */
const batches = new WeakMap<Ctx, (id: string) => Promise<VirtualVideo | null>>();

function virtualVideoLoader(ctx: Ctx): (id: string) => Promise<VirtualVideo | null> {
  let loader = batches.get(ctx);
  if (loader) return loader;
  const known = new Map<string, Promise<VirtualVideo | null>>();
  let pending: Array<{
    id: string;
    resolve: (v: VirtualVideo | null) => void;
    reject: (e: unknown) => void;
  }> = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await loadVirtualVideos(
        { db: ctx.db, storage: ctx.storage },
        [...new Set(batch.map((p) => p.id))],
        'member',
      );
      for (const p of batch) p.resolve(found.get(p.id) ?? null);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  loader = (id) => {
    let value = known.get(id);
    if (!value) {
      value = new Promise((resolve, reject) => {
        pending.push({ id, resolve, reject });
        if (pending.length === 1) queueMicrotask(() => void flush());
      });
      known.set(id, value);
    }
    return value;
  };
  batches.set(ctx, loader);
  return loader;
}

export const slidersResolvers: Resolvers = {
  Query: {
    async getSliderPages(_: unknown, __: unknown, ctx: Ctx) {
      return listSliderPages(ctx.db, await adminCurrentGroup(ctx));
    },
    async getEmbeddedSliderItem(_: unknown, args: QueryGetEmbeddedSliderItemArgs, ctx: Ctx) {
      const widget = await embeddedSliderItem(ctx, args.sliderItemId);
      markPublicAnswer(ctx.request);
      return widget;
    },
  },
  Mutation: {
    async upsertSliderPage(_: unknown, args: MutationUpsertSliderPageArgs, ctx: Ctx) {
      const groupId = await adminCurrentGroup(ctx);
      const valid = await validateInput(sliderPageSchema, args.page);
      const page = await saveSliderPage(ctx.db, groupId, {
        id: valid.id,
        title: valid.title,
        slug: valid.slug,
        description: valid.description || null,
        // The schema checks each slider's id and title; ranks and items come as sent.
        sliders: args.page.sliders.map((slider, index) => ({
          ...slider,
          title: valid.sliders[index]?.title ?? slider.title,
        })),
        featuredSlider: args.page.featuredSlider
          ? { ...args.page.featuredSlider, title: valid.featuredSlider?.title ?? '' }
          : null,
      });
      ctx.publicCache.invalidateGroup(groupId);
      return page;
    },
    async deleteSliderPage(_: unknown, args: MutationDeleteSliderPageArgs, ctx: Ctx) {
      const groupId = await adminCurrentGroup(ctx);
      await removeSliderPage(ctx.db, groupId, args.sliderPageId);
      ctx.publicCache.invalidateGroup(groupId);
      return { success: true, message: null };
    },
  },
  SliderItem: {
    virtualVideo: (item, _: unknown, ctx: Ctx) =>
      item.virtualVideo !== undefined
        ? item.virtualVideo
        : virtualVideoLoader(ctx)(item.virtualVideoId),
  },
};
