import { useSyncExternalStore } from 'react';
import type { EditorState, TimelineHistory } from '../model';
import type { TimelineStore } from './store';

/** The store's history (undo and redo availability included), re-rendering on change. */
export function useTimelineHistory(store: TimelineStore): TimelineHistory {
  return useSyncExternalStore(store.subscribe, store.getHistory, store.getHistory);
}

/** The editor state, re-rendering on change. */
export function useTimelineState(store: TimelineStore): EditorState {
  return useTimelineHistory(store).state;
}
