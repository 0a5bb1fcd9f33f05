// The slider page editor's model (doc 3 §3-§5, §9): the page being edited as an immutable draft,
// the edits as pure commands, the drag rules as one function from a drag source and a drop target
// to a command, and undo/redo where one gesture (a drop, typing in one title) is one step.
// React and @dnd-kit only translate gestures into these commands.
import {
  DEFAULT_SLIDER_TITLE,
  FEATURED_SLIDER_RANK,
  SLIDER_SCROLL_PX,
  SLIDER_SCROLL_SHARE,
} from '@vendy/client/domain';
import type {
  SliderInput,
  SliderPageFieldsFragment,
  SliderPageInput,
} from '@vendy/client/generated';

export interface DraftItem {
  id: string;
  virtualVideoId: string;
}

export interface DraftSlider {
  id: string;
  title: string;
  items: readonly DraftItem[];
}

/** The sliders of a page: the featured carousel (rank -1) apart, then the ordinary ones in order. */
export interface SliderLayout {
  featured: DraftSlider;
  sliders: readonly DraftSlider[];
}

/** Makes the ids of new sliders and items (the browser's crypto.randomUUID in the app). */
export type NewId = () => string;

export const newSlider = (id: string, title = DEFAULT_SLIDER_TITLE): DraftSlider => ({
  id,
  title,
  items: [],
});

/** A new page's sliders: an empty featured carousel and one empty slider. */
export const emptyLayout = (newId: NewId): SliderLayout => ({
  featured: newSlider(newId()),
  sliders: [newSlider(newId())],
});

type StoredSlider = NonNullable<SliderPageFieldsFragment['featuredSlider']>;

const byRank = <T extends { rank: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.rank - b.rank);

const draftOf = (slider: StoredSlider): DraftSlider => ({
  id: slider.id,
  title: slider.title,
  items: byRank(slider.sliderItems).map((i) => ({ id: i.id, virtualVideoId: i.virtualVideoId })),
});

/** The stored page's sliders as the editor holds them (a page without a featured slider gets one). */
export function layoutOf(page: SliderPageFieldsFragment, newId: NewId): SliderLayout {
  return {
    featured: page.featuredSlider ? draftOf(page.featuredSlider) : newSlider(newId()),
    sliders: byRank(page.sliders).map(draftOf),
  };
}

export interface PageInfo {
  title: string;
  slug: string;
  description: string;
}

const sliderInput = (slider: DraftSlider, rank: number): SliderInput => ({
  id: slider.id,
  title: slider.title.trim(),
  rank,
  sliderItems: slider.items.map((item, index) => ({
    id: item.id,
    rank: index,
    virtualVideoId: item.virtualVideoId,
  })),
});

/**
 * The whole page as upsertSliderPage takes it: sliders ranked 0 and up in their order, items
 * ranked in theirs, the featured slider at rank -1 (sent only once it has a video: an empty
 * carousel has nothing to feature).
 */
export function pageInput(id: string, info: PageInfo, layout: SliderLayout): SliderPageInput {
  const description = info.description.trim();
  return {
    id,
    title: info.title.trim(),
    description: description || null,
    slug: info.slug.trim(),
    sliders: layout.sliders.map(sliderInput),
    featuredSlider:
      layout.featured.items.length > 0 ? sliderInput(layout.featured, FEATURED_SLIDER_RANK) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Commands: each answers a new layout, or the same object when nothing changes (a no-op is no
// undo step).

const allSliders = (layout: SliderLayout) => [layout.featured, ...layout.sliders];

export const findSlider = (layout: SliderLayout, sliderId: string) =>
  allSliders(layout).find((s) => s.id === sliderId);

/** The slider holding an item and the item's index in it. */
export function locateItem(layout: SliderLayout, itemId: string) {
  for (const slider of allSliders(layout)) {
    const index = slider.items.findIndex((i) => i.id === itemId);
    if (index >= 0) return { slider, index };
  }
  return undefined;
}

function mapSlider(
  layout: SliderLayout,
  sliderId: string,
  change: (slider: DraftSlider) => DraftSlider,
): SliderLayout {
  if (layout.featured.id === sliderId) {
    const featured = change(layout.featured);
    return featured === layout.featured ? layout : { ...layout, featured };
  }
  let changed = false;
  const sliders = layout.sliders.map((s) => {
    if (s.id !== sliderId) return s;
    const next = change(s);
    changed ||= next !== s;
    return next;
  });
  return changed ? { ...layout, sliders } : layout;
}

const clampIndex = (index: number | undefined, length: number) =>
  index === undefined || index < 0 || index > length ? length : Math.floor(index);

function insertAt<T>(list: readonly T[], index: number, value: T): T[] {
  const next = [...list];
  next.splice(index, 0, value);
  return next;
}

function moveWithin<T>(list: readonly T[], from: number, to: number): readonly T[] {
  if (from === to) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export interface AddItem {
  sliderId: string;
  itemId: string;
  virtualVideoId: string;
  index?: number;
}

/** Adds a shoppable video to a slider at `index` (at the end without one or past the end). */
export function addItem(
  layout: SliderLayout,
  { sliderId, itemId, virtualVideoId, index }: AddItem,
): SliderLayout {
  return mapSlider(layout, sliderId, (s) => ({
    ...s,
    items: insertAt(s.items, clampIndex(index, s.items.length), { id: itemId, virtualVideoId }),
  }));
}

/**
 * Moves an item to position `index` of a slider: within its own slider the item ends up at that
 * index (the list reorders), in another slider it is inserted there (at the end without one).
 */
export function moveItem(
  layout: SliderLayout,
  { itemId, sliderId, index }: { itemId: string; sliderId: string; index?: number },
): SliderLayout {
  const from = locateItem(layout, itemId);
  const target = findSlider(layout, sliderId);
  if (!from || !target) return layout;
  const item = from.slider.items[from.index] as DraftItem;
  if (from.slider.id === sliderId) {
    const to = Math.min(clampIndex(index, from.slider.items.length), from.slider.items.length - 1);
    return mapSlider(layout, sliderId, (s) => {
      const items = moveWithin(s.items, from.index, to);
      return items === s.items ? s : { ...s, items };
    });
  }
  const without = removeItem(layout, { itemId });
  return addItem(without, { sliderId, itemId, virtualVideoId: item.virtualVideoId, index });
}

export function removeItem(layout: SliderLayout, { itemId }: { itemId: string }): SliderLayout {
  const from = locateItem(layout, itemId);
  if (!from) return layout;
  return mapSlider(layout, from.slider.id, (s) => ({
    ...s,
    items: s.items.filter((i) => i.id !== itemId),
  }));
}

/** Moves an ordinary slider to position `index` among the sliders (the featured one stays first). */
export function moveSlider(
  layout: SliderLayout,
  { sliderId, index }: { sliderId: string; index: number },
): SliderLayout {
  const from = layout.sliders.findIndex((s) => s.id === sliderId);
  if (from < 0) return layout;
  const to = Math.max(0, Math.min(Math.floor(index), layout.sliders.length - 1));
  const sliders = moveWithin(layout.sliders, from, to);
  return sliders === layout.sliders ? layout : { ...layout, sliders };
}

/** Adds an empty slider ('Untitled' unless named) at the end of the page. */
export function addSlider(
  layout: SliderLayout,
  { sliderId, title }: { sliderId: string; title?: string },
): SliderLayout {
  return { ...layout, sliders: [...layout.sliders, newSlider(sliderId, title)] };
}

/** Removes an ordinary slider with its items; the featured carousel cannot be removed. */
export function removeSlider(
  layout: SliderLayout,
  { sliderId }: { sliderId: string },
): SliderLayout {
  const sliders = layout.sliders.filter((s) => s.id !== sliderId);
  return sliders.length === layout.sliders.length ? layout : { ...layout, sliders };
}

export function renameSlider(
  layout: SliderLayout,
  { sliderId, title }: { sliderId: string; title: string },
): SliderLayout {
  return mapSlider(layout, sliderId, (s) => (s.title === title ? s : { ...s, title }));
}

// ---------------------------------------------------------------------------------------------
// The drag rules (doc 3 §4): what a drop of a source on a target does.

export type DragSource =
  | { type: 'catalogue'; virtualVideoId: string }
  | { type: 'item'; itemId: string }
  | { type: 'slider'; sliderId: string };

export type DropTarget =
  /** An item of a slider: the dropped video takes its position. */
  | { type: 'item'; itemId: string }
  /** A slider's row outside its items (or a slider being hovered as a whole): the end. */
  | { type: 'sliderEnd'; sliderId: string }
  /** An ordinary slider's place among the sliders (slider drags only). */
  | { type: 'slider'; sliderId: string }
  | { type: 'trash' };

/** Whether a target takes a source at all (a slider goes among sliders, videos into sliders). */
export function accepts(source: DragSource, target: DropTarget): boolean {
  if (source.type === 'slider') return target.type === 'slider';
  if (target.type === 'slider') return false;
  if (target.type === 'trash') return source.type === 'item';
  return true;
}

/**
 * The command a drop makes: a catalogue video dropped on a slider is added at the hovered item's
 * position or at the end; an item moves to the hovered position (or the end of another slider);
 * an item dropped on the trash is removed; a slider takes the hovered slider's place. A drop that
 * changes nothing (or a target that does not take the source) answers the same layout.
 */
export function drop(
  layout: SliderLayout,
  source: DragSource,
  target: DropTarget,
  newId: NewId,
): SliderLayout {
  if (!accepts(source, target)) return layout;
  if (source.type === 'slider') {
    if (target.type !== 'slider') return layout;
    const index = layout.sliders.findIndex((s) => s.id === target.sliderId);
    return index < 0 ? layout : moveSlider(layout, { sliderId: source.sliderId, index });
  }
  if (target.type === 'trash') {
    return source.type === 'item' ? removeItem(layout, { itemId: source.itemId }) : layout;
  }
  const place = placeOf(layout, target);
  if (!place) return layout;
  if (source.type === 'catalogue') {
    return addItem(layout, {
      sliderId: place.sliderId,
      itemId: newId(),
      virtualVideoId: source.virtualVideoId,
      index: place.index,
    });
  }
  return moveItem(layout, { itemId: source.itemId, ...place });
}

/** The slider and index a video dropped on a target goes to (no index: the end). */
function placeOf(
  layout: SliderLayout,
  target: DropTarget,
): { sliderId: string; index?: number } | undefined {
  if (target.type === 'item') {
    const at = locateItem(layout, target.itemId);
    return at && { sliderId: at.slider.id, index: at.index };
  }
  if (target.type === 'sliderEnd') {
    return findSlider(layout, target.sliderId) && { sliderId: target.sliderId };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Undo and redo. Layouts are immutable and share untouched parts, so a step costs a reference.

export const HISTORY_LIMIT = 100;

export interface History {
  present: SliderLayout;
  /** Older layouts, the most recent last. */
  past: readonly SliderLayout[];
  /** Undone layouts, the next to redo first. */
  future: readonly SliderLayout[];
  /** The gesture the last step belongs to while it can still grow (typing one title). */
  gesture: string | null;
}

export const createHistory = (present: SliderLayout): History => ({
  present,
  past: [],
  future: [],
  gesture: null,
});

/**
 * Makes `next` the present. A change is an undo step, except that changes made under the same
 * gesture id as the last step join it (each key typed into one slider's title).
 */
export function commit(history: History, next: SliderLayout, gesture?: string): History {
  if (next === history.present) return history;
  if (gesture !== undefined && gesture === history.gesture) return { ...history, present: next };
  return {
    present: next,
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    future: [],
    gesture: gesture ?? null,
  };
}

/** Closes the running gesture (a title field lost focus): the next change is a step of its own. */
export const endGesture = (history: History): History =>
  history.gesture === null ? history : { ...history, gesture: null };

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    present: previous,
    past: history.past.slice(0, -1),
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return {
    present: next,
    past: [...history.past, history.present],
    future: rest,
    gesture: null,
  };
}

/** How far a slider's scroll buttons move it: 25 % of its visible width, 166 px when unmeasured. */
export const sliderScrollStep = (visibleWidth: number) =>
  visibleWidth > 0 ? Math.round(visibleWidth * SLIDER_SCROLL_SHARE) : SLIDER_SCROLL_PX;
