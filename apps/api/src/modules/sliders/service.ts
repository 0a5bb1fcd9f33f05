// Slider pages of a group (doc 3 §2-§5): read, saved as a whole (the page, its sliders and their
// items replaced in one transaction) and deleted. Callers have authorized the admin and resolved
// the group (the admin's current group). Ids are the editor's: the same save creates or updates,
// and an id that belongs to another page (or another group) is refused, never taken over.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { FEATURED_SLIDER_RANK } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { isUuid, storedId } from '../../db/ids';
import {
  groups,
  sliderItems,
  sliderPages,
  sliders,
  type SliderItemRow,
  type SliderPageRow,
  type SliderRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { SliderInput } from '../../graphql/generated/resolvers-types';
import { FORBIDDEN_MESSAGE } from '../auth';
import { ownVirtualVideos } from '../layouts';
import {
  DELETE_SLIDER_PAGE_ERROR,
  DUPLICATE_IDS,
  SLIDER_PAGE_NOT_FOUND,
  SLUG_TAKEN,
  TOO_MANY_SLIDER_ITEMS,
  TOO_MANY_SLIDERS,
} from './messages';

/** Ordinary sliders on one page (the featured slider aside). */
export const MAX_SLIDERS = 50;
/** Shoppable videos in one slider. */
export const MAX_SLIDER_ITEMS = 100;

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
const notFound = (message: string) => new UserError(message, { code: 'NOT_FOUND' });

export interface SliderItemShape {
  id: string;
  rank: number;
  virtualVideoId: string;
}
export interface SliderShape {
  id: string;
  title: string;
  rank: number;
  sliderItems: SliderItemShape[];
}
export interface SliderPageShape {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  groupId: string;
  groupHandle: string | null;
  title: string;
  description: string | null;
  slug: string;
  sliders: SliderShape[];
  featuredSlider: SliderShape | null;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Pages with their sliders and items, in three queries whatever their number. */
export async function assemblePages(
  db: Database,
  rows: ReadonlyArray<SliderPageRow & { groupHandle: string | null }>,
): Promise<SliderPageShape[]> {
  if (rows.length === 0) return [];
  const pageIds = rows.map((r) => r.id);
  const sliderRows = await db
    .select()
    .from(sliders)
    .where(inArray(sliders.pageId, pageIds))
    .orderBy(asc(sliders.rank));
  const itemRows: SliderItemRow[] = sliderRows.length
    ? await db
        .select()
        .from(sliderItems)
        .where(
          inArray(
            sliderItems.sliderId,
            sliderRows.map((s) => s.id),
          ),
        )
        .orderBy(asc(sliderItems.rank))
    : [];
  const itemsOf = new Map<string, SliderItemShape[]>();
  for (const item of itemRows) {
    const list = itemsOf.get(item.sliderId) ?? [];
    list.push({ id: item.id, rank: item.rank, virtualVideoId: item.virtualVideoId });
    itemsOf.set(item.sliderId, list);
  }
  const slidersOf = new Map<string, SliderRow[]>();
  for (const slider of sliderRows) {
    const list = slidersOf.get(slider.pageId) ?? [];
    list.push(slider);
    slidersOf.set(slider.pageId, list);
  }
  const shape = (slider: SliderRow): SliderShape => ({
    id: slider.id,
    title: slider.title,
    rank: slider.rank,
    sliderItems: itemsOf.get(slider.id) ?? [],
  });
  return rows.map((row) => {
    const own = slidersOf.get(row.id) ?? [];
    const featured = own.find((s) => s.rank === FEATURED_SLIDER_RANK);
    return {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      groupId: row.groupId,
      groupHandle: row.groupHandle,
      title: row.title,
      description: row.description,
      slug: row.slug,
      sliders: own.filter((s) => s.rank !== FEATURED_SLIDER_RANK).map(shape),
      featuredSlider: featured ? shape(featured) : null,
    };
  });
}

const pageColumns = {
  id: sliderPages.id,
  groupId: sliderPages.groupId,
  title: sliderPages.title,
  description: sliderPages.description,
  slug: sliderPages.slug,
  createdAt: sliderPages.createdAt,
  updatedAt: sliderPages.updatedAt,
  groupHandle: groups.handle,
};

/** The group's pages, most recently updated first. */
export async function listSliderPages(db: Database, groupId: string): Promise<SliderPageShape[]> {
  const rows = await db
    .select(pageColumns)
    .from(sliderPages)
    .innerJoin(groups, eq(groups.id, sliderPages.groupId))
    .where(eq(sliderPages.groupId, groupId))
    .orderBy(asc(sliderPages.title), asc(sliderPages.id));
  return assemblePages(db, rows);
}

export async function loadSliderPage(db: Database, id: string): Promise<SliderPageShape> {
  const rows = await db
    .select(pageColumns)
    .from(sliderPages)
    .innerJoin(groups, eq(groups.id, sliderPages.groupId))
    .where(eq(sliderPages.id, id));
  const [page] = await assemblePages(db, rows);
  if (!page) throw notFound(SLIDER_PAGE_NOT_FOUND);
  return page;
}

/** The page published at /pages/{handle}/{slug}, or undefined. */
export async function findPublishedPage(
  db: Database,
  handle: string,
  slug: string,
): Promise<SliderPageShape | undefined> {
  const rows = await db
    .select(pageColumns)
    .from(sliderPages)
    .innerJoin(groups, eq(groups.id, sliderPages.groupId))
    .where(and(eq(groups.handle, handle), eq(sliderPages.slug, slug)));
  const [page] = await assemblePages(db, rows);
  return page;
}

// ---------------------------------------------------------------------------------------------
// Saving

/** What the resolver validated with the shared schema (title, slug, description cast). */
export interface PageToSave {
  id: string;
  title: string;
  slug: string;
  description: string | null;
  sliders: readonly SliderInput[];
  featuredSlider: SliderInput | null;
}

// PostgreSQL text cannot hold NUL; it means nothing in a title, so it is dropped.
const text = <T extends string | null>(value: T): T =>
  (value === null ? value : value.replaceAll('\u0000', '')) as T;

function uuidOrNotFound(id: string): string {
  if (!isUuid(id)) throw notFound(SLIDER_PAGE_NOT_FOUND);
  return storedId(id);
}

/** Items in their rank order, ranked 0, 1, 2...; an item without id gets one. */
function rankedItems(slider: SliderInput): SliderItemShape[] {
  return [...slider.sliderItems]
    .sort((a, b) => a.rank - b.rank)
    .map((item, rank) => ({
      id: item.id ? uuidOrNotFound(item.id) : crypto.randomUUID(),
      rank,
      virtualVideoId: item.virtualVideoId,
    }));
}

/** The sliders as stored: the featured one at rank -1, the others 0, 1, 2... in their order. */
function plan(page: PageToSave): SliderShape[] {
  if (page.sliders.length > MAX_SLIDERS) throw new UserError(TOO_MANY_SLIDERS);
  const all = [
    ...(page.featuredSlider ? [{ slider: page.featuredSlider, rank: FEATURED_SLIDER_RANK }] : []),
    ...[...page.sliders]
      .map((slider, index) => ({ slider, index }))
      .sort((a, b) => a.slider.rank - b.slider.rank || a.index - b.index)
      .map(({ slider }, rank) => ({ slider, rank })),
  ];
  return all.map(({ slider, rank }) => {
    if (slider.sliderItems.length > MAX_SLIDER_ITEMS) throw new UserError(TOO_MANY_SLIDER_ITEMS);
    return {
      id: uuidOrNotFound(slider.id),
      title: text(slider.title),
      rank,
      sliderItems: rankedItems(slider),
    };
  });
}

/** Slider or item ids already used by another page: that page's, never to be taken over. */
async function refuseForeignIds(
  db: Database,
  pageId: string,
  sliderIds: string[],
  itemIds: string[],
): Promise<void> {
  const [foreignSlider] = sliderIds.length
    ? await db
        .select({ id: sliders.id })
        .from(sliders)
        .where(and(inArray(sliders.id, sliderIds), ne(sliders.pageId, pageId)))
        .limit(1)
    : [];
  if (foreignSlider) throw forbidden();
  const [foreignItem] = itemIds.length
    ? await db
        .select({ id: sliderItems.id })
        .from(sliderItems)
        .innerJoin(sliders, eq(sliders.id, sliderItems.sliderId))
        .where(and(inArray(sliderItems.id, itemIds), ne(sliders.pageId, pageId)))
        .limit(1)
    : [];
  if (foreignItem) throw forbidden();
}

/**
 * Creates or replaces the page `page.id` of the group, with exactly the sliders and items given.
 * Another group's page: FORBIDDEN. A slug the group already uses for another page: SLUG_TAKEN.
 */
export async function saveSliderPage(
  db: Database,
  groupId: string,
  page: PageToSave,
): Promise<SliderPageShape> {
  const id = uuidOrNotFound(page.id);
  page = { ...page, title: text(page.title), description: text(page.description) };
  const planned = plan(page);
  const sliderIds = planned.map((s) => s.id);
  const itemIds = planned.flatMap((s) => s.sliderItems.map((i) => i.id));
  if (new Set(sliderIds).size !== sliderIds.length || new Set(itemIds).size !== itemIds.length) {
    throw new UserError(DUPLICATE_IDS);
  }
  const [existing] = await db
    .select({ groupId: sliderPages.groupId })
    .from(sliderPages)
    .where(eq(sliderPages.id, id));
  if (existing && existing.groupId !== groupId) throw forbidden();
  await refuseForeignIds(db, id, sliderIds, itemIds);
  // Every item must name a shoppable video of the group (another group's: FORBIDDEN).
  await ownVirtualVideos(
    db,
    groupId,
    planned.flatMap((s) => s.sliderItems.map((i) => i.virtualVideoId)),
  );
  for (const slider of planned) {
    for (const item of slider.sliderItems) item.virtualVideoId = storedId(item.virtualVideoId);
  }
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      const saved = await tx
        .insert(sliderPages)
        .values({
          id,
          groupId,
          title: page.title,
          description: page.description,
          slug: page.slug,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: sliderPages.id,
          set: {
            title: page.title,
            description: page.description,
            slug: page.slug,
            updatedAt: now,
          },
          // Never another group's page, even one made between the check above and now.
          setWhere: eq(sliderPages.groupId, groupId),
        })
        .returning({ id: sliderPages.id });
      if (saved.length === 0) throw forbidden();
      await tx.delete(sliders).where(eq(sliders.pageId, id));
      if (planned.length === 0) return;
      await tx
        .insert(sliders)
        .values(planned.map((s) => ({ id: s.id, pageId: id, title: s.title, rank: s.rank })));
      const items = planned.flatMap((s) =>
        s.sliderItems.map((item) => ({ ...item, sliderId: s.id })),
      );
      if (items.length > 0) await tx.insert(sliderItems).values(items);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The slug index is the one unique rule a valid save can break (ids were checked above;
      // a concurrent save taking the same ids is refused the same way).
      const [taken] = await db
        .select({ id: sliderPages.id })
        .from(sliderPages)
        .where(
          and(
            eq(sliderPages.groupId, groupId),
            eq(sliderPages.slug, page.slug),
            ne(sliderPages.id, id),
          ),
        );
      if (taken) throw new UserError(SLUG_TAKEN);
      throw forbidden();
    }
    throw error;
  }
  return loadSliderPage(db, id);
}

/** Deletes the group's page (its sliders and items go with it). */
export async function removeSliderPage(db: Database, groupId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(DELETE_SLIDER_PAGE_ERROR);
  const [row] = await db
    .select({ groupId: sliderPages.groupId })
    .from(sliderPages)
    .where(eq(sliderPages.id, storedId(id)));
  if (row && row.groupId !== groupId) throw forbidden();
  const deleted = await db
    .delete(sliderPages)
    .where(and(eq(sliderPages.id, storedId(id)), eq(sliderPages.groupId, groupId)))
    .returning({ id: sliderPages.id });
  if (deleted.length === 0) throw notFound(DELETE_SLIDER_PAGE_ERROR);
}
