import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EditorState, EditorView, TimelineHistory } from '../model';
import type { TimelineStore } from './store';

/** The store's history (undo and redo availability included), re-rendering on change. */
export function useTimelineHistory(store: TimelineStore): TimelineHistory {
  return useSyncExternalStore(store.subscribe, store.getHistory, store.getHistory);
}

/**
 * One value computed from the history (e.g. whether undo is possible), re-rendering only when
 * it changes. The value must be a primitive, or an object kept from one call to the next.
 */
export function useTimelineSelector<T>(
  store: TimelineStore,
  select: (history: TimelineHistory) => T,
): T {
  const getSnapshot = () => select(store.getHistory());
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

/** The editor state, re-rendering on change. */
export function useTimelineState(store: TimelineStore): EditorState {
  return useTimelineHistory(store).state;
}

/**
 * The view fields that change while the merchant zooms, plays, scrubs or drags, which the side
 * panels (library, placements, experiment) never read.
 */
export const TRANSIENT_VIEW: readonly (keyof EditorView)[] = [
  'zoom',
  'viewportWidth',
  'cursor',
  'playing',
  'scrubbing',
  'dragging',
];

/**
 * The editor state, re-rendering on change except when only the `ignored` view fields changed:
 * the state returned then is the previous one, so a panel that reads none of them (the library,
 * the placements) skips zoom steps, the playhead's moves and the start and end of drags.
 */
export function useTimelineStateIgnoring(
  store: TimelineStore,
  ignored: readonly (keyof EditorView)[] = TRANSIENT_VIEW,
): EditorState {
  const last = useRef<EditorState | null>(null);
  const getSnapshot = useCallback(() => {
    const next = store.getState();
    const previous = last.current;
    if (previous && sameExcept(previous, next, ignored)) return previous;
    last.current = next;
    return next;
  }, [store, ignored]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

function sameExcept(a: EditorState, b: EditorState, ignored: readonly (keyof EditorView)[]) {
  if (a === b) return true;
  if (a.doc !== b.doc || a.mode !== b.mode || a.server !== b.server) return false;
  if (a.view === b.view) return true;
  for (const key of Object.keys(b.view) as (keyof EditorView)[]) {
    if (!ignored.includes(key) && a.view[key] !== b.view[key]) return false;
  }
  return Object.keys(a.view).length === Object.keys(b.view).length;
}
