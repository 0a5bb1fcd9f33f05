// A group's saved branding (doc 3 §3, §5, §9): read, saved whole, removed. brandingFor is what the
// embeds show: the saved settings only while the group's plan has the branding feature (white-label
// branding, doc 1 §9), else the defaults, so a downgraded group never keeps its Powered-by logo
// hidden. It reads through the public cache, so a storefront read costs no query while the entry
// is fresh, and one query for all the groups it is asked about otherwise.
import {
  DEFAULT_BRANDING,
  fontStylesheetPath,
  planOption,
  type BrandingValues,
} from '@vendy/client/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { brandingSettings, groupPlanHistory, groupUsers } from '../../db/schema';

export type BrandingRow = typeof brandingSettings.$inferSelect;

/** What a save takes: each field as validated; absent or null strings take their default. */
export interface BrandingInput {
  buttonBackgroundColor?: string | null;
  buttonTextColor?: string | null;
  buttonBorderRadius?: number | null;
  buttonFontName?: string | null;
  buttonFontUrl?: string | null;
  textColor?: string | null;
  textHighlightColor?: string | null;
  textFontName?: string | null;
  textFontUrl?: string | null;
  bannerHighlightColor?: string | null;
  productCardBackgroundColor?: string | null;
  hideVendyBranding?: boolean | null;
}

export function toBranding(row: BrandingRow): BrandingValues {
  return {
    buttonBackgroundColor: row.buttonBackgroundColor,
    buttonTextColor: row.buttonTextColor,
    buttonBorderRadius: row.buttonBorderRadius,
    buttonFontName: row.buttonFontName,
    buttonFontUrl: row.buttonFontUrl,
    textColor: row.textColor,
    textHighlightColor: row.textHighlightColor,
    textFontName: row.textFontName,
    textFontUrl: row.textFontUrl,
    bannerHighlightColor: row.bannerHighlightColor,
    productCardBackgroundColor: row.productCardBackgroundColor,
    hideVendyBranding: row.hideVendyBranding,
  };
}

/**
 * A font chosen by name loads our stylesheet of it (the only URL the validation lets through, so a
 * URL left out is filled in); the default font, never chosen, loads nothing.
 */
function font(name: string | null | undefined, defaultName: string) {
  if (!name) return { name: defaultName, url: null };
  return { name, url: fontStylesheetPath(name) };
}

/** The whole settings a save stores: the input over the defaults (the SDL input's rules). */
export function brandingValuesOf(input: BrandingInput): BrandingValues {
  const d = DEFAULT_BRANDING;
  const button = font(input.buttonFontName, d.buttonFontName);
  const text = font(input.textFontName, d.textFontName);
  return {
    buttonBackgroundColor: input.buttonBackgroundColor ?? d.buttonBackgroundColor,
    buttonTextColor: input.buttonTextColor ?? d.buttonTextColor,
    // Null is a value here: a cleared radius (viewers then use their default).
    buttonBorderRadius:
      input.buttonBorderRadius === undefined ? d.buttonBorderRadius : input.buttonBorderRadius,
    buttonFontName: button.name,
    buttonFontUrl: button.url,
    textColor: input.textColor ?? d.textColor,
    textHighlightColor: input.textHighlightColor ?? d.textHighlightColor,
    textFontName: text.name,
    textFontUrl: text.url,
    bannerHighlightColor: input.bannerHighlightColor ?? d.bannerHighlightColor,
    productCardBackgroundColor: input.productCardBackgroundColor ?? d.productCardBackgroundColor,
    hideVendyBranding: input.hideVendyBranding ?? false,
  };
}

/** The group's saved settings, or the defaults when none are saved. */
export async function savedBranding(db: Database, groupId: string): Promise<BrandingValues> {
  const [row] = await db
    .select()
    .from(brandingSettings)
    .where(eq(brandingSettings.groupId, groupId));
  return row ? toBranding(row) : { ...DEFAULT_BRANDING };
}

/**
 * The saved settings of every group `userId` is a member of (OWNER or USER), by group: one query
 * for a whole list of groups (Group.brandingSettings). Groups without saved settings are absent.
 */
export async function savedBrandingOfMember(
  db: Database,
  userId: string,
): Promise<Map<string, BrandingValues>> {
  const rows = await db
    .select({ row: brandingSettings })
    .from(brandingSettings)
    .innerJoin(groupUsers, eq(groupUsers.groupId, brandingSettings.groupId))
    .where(eq(groupUsers.userId, userId));
  return new Map(rows.map(({ row }) => [row.groupId, toBranding(row)]));
}

/** Replaces the group's settings with these (validated) values; answers what is now saved. */
export async function saveBranding(
  db: Database,
  groupId: string,
  values: BrandingValues,
): Promise<BrandingValues> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(brandingSettings)
    .values({ groupId, ...set })
    .onConflictDoUpdate({ target: brandingSettings.groupId, set })
    .returning();
  if (!row) throw new Error('branding_settings upsert returned nothing');
  return toBranding(row);
}

/** 'Reset to Defaults': removes the group's settings; answers the defaults. */
export async function removeBranding(db: Database, groupId: string): Promise<BrandingValues> {
  await db.delete(brandingSettings).where(eq(brandingSettings.groupId, groupId));
  return { ...DEFAULT_BRANDING };
}

/**
 * The plan in force for each row's group, as activePlan() reads the history (newest first: the
 * first ACTIVE entry, unless a CANCELLED one comes before it), in the same query as the settings.
 * The outer row's column is named with its table: drizzle writes a bare column as "group_id" in a
 * single-table select, which inside this subquery would mean h.group_id (the newest plan entry of
 * any group, not this group's).
 */
const activePlanId = sql<string | null>`(
  select case when h.status = 'ACTIVE' then h.plan_id end
  from ${groupPlanHistory} h
  where h.group_id = ${brandingSettings}.${sql.identifier(brandingSettings.groupId.name)}
    and h.status in ('ACTIVE', 'CANCELLED')
  order by h.created_at desc, h.id desc
  limit 1
)`;

/** What the embeds show for a saved row and the group's plan: the row only with the feature. */
export function brandingInForce(
  row: BrandingRow | undefined,
  planId: string | null,
): BrandingValues {
  if (!row || !planId || !planOption(planId)?.features.branding) return { ...DEFAULT_BRANDING };
  return toBranding(row);
}

const cacheKey = (groupId: string) => `branding:${groupId}`;

/**
 * What this module uses of the public cache (the layouts module's PublicCache, passed in by the
 * embeds' reads): named here so that branding does not import layouts, which imports branding.
 */
export interface GroupCache {
  generation(groupId: string): number;
  get<T>(key: string): { value: T } | undefined;
  set<T>(key: string, groupId: string, generation: number, value: T): void;
}

/**
 * The branding in force for each group (the embeds' one read of it): through the public cache,
 * then one query for the groups it did not hold. A save or reset invalidates the group's entries.
 */
export async function brandingFor(
  deps: { db: Database; publicCache: GroupCache },
  groupIds: Iterable<string>,
): Promise<Map<string, BrandingValues>> {
  const cache = deps.publicCache;
  const answer = new Map<string, BrandingValues>();
  const missing: string[] = [];
  for (const groupId of new Set(groupIds)) {
    const hit = cache.get<BrandingValues>(cacheKey(groupId));
    if (hit) answer.set(groupId, hit.value);
    else missing.push(groupId);
  }
  if (missing.length === 0) return answer;
  const generations = new Map(missing.map((groupId) => [groupId, cache.generation(groupId)]));
  const rows = await deps.db
    .select({ row: brandingSettings, planId: activePlanId })
    .from(brandingSettings)
    .where(inArray(brandingSettings.groupId, missing));
  const saved = new Map(rows.map(({ row, planId }) => [row.groupId, { row, planId }]));
  for (const groupId of missing) {
    const found = saved.get(groupId);
    const value = brandingInForce(found?.row, found?.planId ?? null);
    cache.set(cacheKey(groupId), groupId, generations.get(groupId)!, value);
    answer.set(groupId, value);
  }
  return answer;
}
