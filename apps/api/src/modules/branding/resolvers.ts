// Brand Management (doc 3 §5): the current group's branding for its members. Reading needs
// membership only; saving and 'Reset to Defaults' also need the plan's branding feature (doc 1 §9:
// Standard and Growth), checked here whatever the page shows. Thin: authorize → validate → service.
import type { BrandingValues } from '@vendy/client/domain';
import { brandingSchema } from '@vendy/client/validation';
import { GraphQLError } from 'graphql';
import { ValidationError } from 'yup';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationUpsertBrandingSettingsArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { getViewer, requireMember, type Membership } from '../auth';
import { requirePlan } from '../billing';
import { UNABLE_TO_GET_BRANDING, UNABLE_TO_SAVE_SETTINGS } from './messages';
import {
  brandingValuesOf,
  removeBranding,
  saveBranding,
  savedBranding,
  savedBrandingOfMember,
  type BrandingInput,
} from './service';

type Ctx = GraphQLContext;

/** The field names a refused save mentions (the Brand Management page's labels). */
const FIELD_LABELS: Record<string, string> = {
  buttonBackgroundColor: 'Button background colour',
  buttonTextColor: 'Button text colour',
  buttonBorderRadius: 'Button border radius',
  buttonFontName: 'Button font',
  buttonFontUrl: 'Button font URL',
  textColor: 'Text colour',
  textHighlightColor: 'Text highlight colour',
  textFontName: 'Text font',
  textFontUrl: 'Text font URL',
  bannerHighlightColor: 'Banner highlight colour',
  productCardBackgroundColor: 'Product card background colour',
  hideVendyBranding: 'Hide Vendy branding',
};

/**
 * The settings as the shared schema reads them (the form runs it too). A refusal says the spec's
 * 'Unable to save settings.' and which field was wrong, and why.
 */
export async function validBrandingInput(settings: unknown): Promise<BrandingInput> {
  try {
    return await brandingSchema.validate(settings, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const label = (error.path && FIELD_LABELS[error.path]) || 'Settings';
    throw new UserError(`${UNABLE_TO_SAVE_SETTINGS} ${label}: ${error.message}`);
  }
}

/** A member of the current group whose plan has the branding feature. */
async function requireBrandingMember(ctx: Ctx): Promise<Membership> {
  const membership = await requireMember(ctx);
  await requirePlan(ctx.db, membership.groupId, { requiredFeature: 'branding' });
  return membership;
}

/**
 * Group.brandingSettings for this request: the saved settings of the viewer's own groups, read
 * once however many groups the document lists. Forgotten when a save or reset changes them.
 */
const memberBranding = new WeakMap<Ctx, Promise<Map<string, BrandingValues>>>();

function brandingOfViewerGroups(ctx: Ctx): Promise<Map<string, BrandingValues>> {
  let found = memberBranding.get(ctx);
  if (!found) {
    found = getViewer(ctx).then((viewer) =>
      viewer ? savedBrandingOfMember(ctx.db, viewer.id) : new Map<string, BrandingValues>(),
    );
    memberBranding.set(ctx, found);
  }
  return found;
}

/** Runs a database step; an unexpected failure is logged and the merchant reads `message`. */
async function orFail<T>(ctx: Ctx, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    ctx.logger.error({ err: error }, message);
    throw new UserError(message, { code: 'INTERNAL_SERVER_ERROR' });
  }
}

export const brandingResolvers: Resolvers = {
  Query: {
    async getBrandingSettings(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      // Readable over GET, but only a resolver's markPublicAnswer makes an answer storable, and
      // none in this document calls it: the answer goes out 'private, no-store'.
      return orFail(ctx, UNABLE_TO_GET_BRANDING, () => savedBranding(ctx.db, groupId));
    },
  },
  Group: {
    // getBrandingSettings' gate: the group's members read its saved settings; null while the
    // defaults apply, and for anyone else who reaches the group (an admin, an invitee).
    async brandingSettings(group: { id: string }, _args: unknown, ctx: Ctx) {
      const saved = await orFail(ctx, UNABLE_TO_GET_BRANDING, () => brandingOfViewerGroups(ctx));
      return saved.get(group.id) ?? null;
    },
  },
  Mutation: {
    async upsertBrandingSettings(_: unknown, args: MutationUpsertBrandingSettingsArgs, ctx: Ctx) {
      const { groupId } = await requireBrandingMember(ctx);
      const values = brandingValuesOf(await validBrandingInput(args.settings));
      const saved = await orFail(ctx, UNABLE_TO_SAVE_SETTINGS, () =>
        saveBranding(ctx.db, groupId, values),
      );
      // The storefront shows the change at once.
      ctx.publicCache.invalidateGroup(groupId);
      memberBranding.delete(ctx);
      return saved;
    },
    async deleteBrandingSettings(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireBrandingMember(ctx);
      const defaults = await orFail(ctx, UNABLE_TO_SAVE_SETTINGS, () =>
        removeBranding(ctx.db, groupId),
      );
      ctx.publicCache.invalidateGroup(groupId);
      memberBranding.delete(ctx);
      return defaults;
    },
  },
};
