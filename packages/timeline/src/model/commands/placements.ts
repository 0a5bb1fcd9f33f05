/**
 * Product track commands (doc 3 §4 'Timeline'): timed products and affiliate links placed at a
 * time, static product collections in an order. They edit the competing placement being edited;
 * the first product placed on a video without any creates it.
 */
import { newExperimentItemPercentage } from '@vendy/client/domain';
import { clampTime, moveByPx, snapTime } from '../geometry';
import { ok, refuse, type CommandResult, type Refusal } from '../result';
import {
  activeStrategy,
  competingPlacements,
  currentZoom,
  timedInsertIndex,
  totalDuration,
} from '../selectors';
import { guardEdit, nextKey, settleView } from '../state';
import type {
  EditorState,
  ProductTarget,
  StaticCollection,
  Strategy,
  TimedAssignment,
  TimelineDocument,
} from '../types';
import { arrayMove } from './media';

type Result = CommandResult<EditorState>;

/** Title of the n-th placement the merchant creates. */
export function defaultPlacementTitle(n: number): string {
  return `Placement ${n}`;
}

/** A new, empty strategy competing in the experiment, with the share the spec gives a new item. */
export function withNewPlacement(
  doc: TimelineDocument,
  title?: string,
): [TimelineDocument, string] {
  const [strategyKey, withStrategyKey] = nextKey(doc);
  const [entryKey, next] = nextKey(withStrategyKey);
  const strategy: Strategy = {
    key: strategyKey,
    title: title?.trim() || defaultPlacementTitle(competingPlacements(doc).length + 1),
    timed: [],
    statics: [],
  };
  const entries = doc.experiment.entries;
  return [
    {
      ...next,
      strategies: [...next.strategies, strategy],
      experiment: {
        ...next.experiment,
        entries: [
          ...entries,
          {
            key: entryKey,
            strategyKey,
            percentage: String(newExperimentItemPercentage(entries.length)),
          },
        ],
      },
    },
    strategyKey,
  ];
}

/**
 * The state and key of the placement to edit: the active one, or a new one when the video has
 * none. Refused while the merchant has to choose among several.
 */
function editablePlacement(
  state: EditorState,
): { ok: true; state: EditorState; key: string } | Refusal {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const active = activeStrategy(state);
  if (active) return { ok: true, state, key: active.key };
  if (competingPlacements(state.doc).length > 0) return refuse('no-placement');
  const [doc, key] = withNewPlacement(state.doc);
  return {
    ok: true,
    state: { ...state, doc, view: { ...state.view, activeStrategyKey: key } },
    key,
  };
}

function updateStrategy(
  state: EditorState,
  key: string,
  change: (strategy: Strategy) => Strategy,
): EditorState {
  const doc = {
    ...state.doc,
    strategies: state.doc.strategies.map((s) => (s.key === key ? change(s) : s)),
  };
  return settleView({ ...state, doc });
}

function insertTimed(timed: readonly TimedAssignment[], item: TimedAssignment): TimedAssignment[] {
  const next = [...timed];
  next.splice(timedInsertIndex(timed, item.startTime), 0, item);
  return next;
}

/** Snaps onto the cursor when snapping is on. */
function placeTime(state: EditorState, time: number): number {
  const clamped = clampTime(time, totalDuration(state.doc));
  return state.view.snapToCursor
    ? snapTime(clamped, [state.view.cursor], currentZoom(state))
    : clamped;
}

/** A product or affiliate link dropped from the list lands at the drop time (clamped). */
export function addTimed(
  state: EditorState,
  { target, time, name = null }: { target: ProductTarget; time: number; name?: string | null },
): Result {
  const placement = editablePlacement(state);
  if (!placement.ok) return placement;
  const [key, doc] = nextKey(placement.state.doc);
  const base = { ...placement.state, doc };
  const item: TimedAssignment = {
    type: 'timedAssignment',
    key,
    target,
    startTime: placeTime(base, time),
    name,
    instagramMediaId: null,
  };
  return ok(
    updateStrategy(base, placement.key, (s) => ({ ...s, timed: insertTimed(s.timed, item) })),
  );
}

function locateTimed(doc: TimelineDocument, key: string) {
  for (const strategy of doc.strategies) {
    const item = strategy.timed.find((t) => t.key === key);
    if (item) return { strategy, item };
  }
  return null;
}

function retime(state: EditorState, key: string, startTime: (item: TimedAssignment) => number) {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const found = locateTimed(state.doc, key);
  if (!found) return refuse('not-found');
  const moved = { ...found.item, startTime: startTime(found.item) };
  if (moved.startTime === found.item.startTime) return ok(state);
  return ok(
    updateStrategy(state, found.strategy.key, (s) => ({
      ...s,
      timed: insertTimed(
        s.timed.filter((t) => t.key !== key),
        moved,
      ),
    })),
  );
}

/** A timed item moves by the dragged distance (pixels at the current zoom), clamped to the video. */
export function moveTimed(
  state: EditorState,
  { key, deltaPx }: { key: string; deltaPx: number },
): Result {
  const duration = totalDuration(state.doc);
  return retime(state, key, (item) =>
    placeTime(state, moveByPx(item.startTime, deltaPx, currentZoom(state), duration)),
  );
}

/** Sets a timed item's start (typed or stepped with the keyboard), clamped to the video. */
export function setTimedStart(
  state: EditorState,
  { key, time }: { key: string; time: number },
): Result {
  return retime(state, key, () => clampTime(time, totalDuration(state.doc)));
}

export function removeTimed(state: EditorState, { key }: { key: string }): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const found = locateTimed(state.doc, key);
  if (!found) return refuse('not-found');
  return ok(
    updateStrategy(state, found.strategy.key, (s) => ({
      ...s,
      timed: s.timed.filter((t) => t.key !== key),
    })),
  );
}

/** Adds a product collection to the static track (at `index`, else at the end). */
export function addStatic(
  state: EditorState,
  {
    productCollectionId,
    index,
    name = null,
  }: { productCollectionId: string; index?: number; name?: string | null },
): Result {
  const placement = editablePlacement(state);
  if (!placement.ok) return placement;
  const [key, doc] = nextKey(placement.state.doc);
  const item: StaticCollection = {
    type: 'staticCollection',
    key,
    target: { kind: 'productCollection', productCollectionId },
    name,
    adType: 'banner_static',
    startTime: 0,
    bannerInterval: null,
  };
  return ok(
    updateStrategy({ ...placement.state, doc }, placement.key, (s) => {
      const statics = [...s.statics];
      const at =
        index === undefined ? statics.length : Math.min(Math.max(0, index), statics.length);
      statics.splice(at, 0, item);
      return { ...s, statics };
    }),
  );
}

function locateStatic(doc: TimelineDocument, key: string) {
  for (const strategy of doc.strategies) {
    const index = strategy.statics.findIndex((s) => s.key === key);
    if (index !== -1) return { strategy, index };
  }
  return null;
}

/** Reorders the static track. */
export function moveStatic(
  state: EditorState,
  { key, toIndex }: { key: string; toIndex: number },
): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const found = locateStatic(state.doc, key);
  if (!found) return refuse('not-found');
  const to = Math.min(Math.max(0, toIndex), found.strategy.statics.length - 1);
  if (to === found.index) return ok(state);
  return ok(
    updateStrategy(state, found.strategy.key, (s) => ({
      ...s,
      statics: arrayMove(s.statics, found.index, to),
    })),
  );
}

export function removeStatic(state: EditorState, { key }: { key: string }): Result {
  const refusal = guardEdit(state, 'placements');
  if (refusal) return refusal;
  const found = locateStatic(state.doc, key);
  if (!found) return refuse('not-found');
  return ok(
    updateStrategy(state, found.strategy.key, (s) => ({
      ...s,
      statics: s.statics.filter((item) => item.key !== key),
    })),
  );
}
