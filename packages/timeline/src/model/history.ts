/**
 * Undo and redo over the document. Documents are immutable and share every untouched part, so a
 * step costs one reference, never a deep copy. View changes (cursor, zoom, playback, the chosen
 * placement) are not steps. Changes made under one gesture id (a drag, typing in one field)
 * make one step, however many commands the gesture ran.
 */
import type { CommandResult } from './result';
import { settleView } from './state';
import type { EditorState, TimelineDocument } from './types';

export const DEFAULT_HISTORY_LIMIT = 100;

export interface TimelineHistory {
  state: EditorState;
  /** Older documents, the most recent last. */
  past: readonly TimelineDocument[];
  /** Undone documents, the next to redo first. */
  future: readonly TimelineDocument[];
  /** The gesture whose changes the last step holds, while it can still grow. */
  gesture: string | null;
  limit: number;
}

export interface CommitOptions {
  /** Changes with the same gesture id as the previous step join it. */
  gesture?: string;
}

export function createHistory(
  state: EditorState,
  { limit = DEFAULT_HISTORY_LIMIT }: { limit?: number } = {},
): TimelineHistory {
  return { state, past: [], future: [], gesture: null, limit: Math.max(1, limit) };
}

/** Makes `next` the present; a changed document becomes an undo step (or joins its gesture's). */
export function commit(
  history: TimelineHistory,
  next: EditorState,
  { gesture }: CommitOptions = {},
): TimelineHistory {
  if (next === history.state) return history;
  if (next.doc === history.state.doc) return { ...history, state: next };
  if (gesture !== undefined && gesture === history.gesture) return { ...history, state: next };
  return {
    ...history,
    state: next,
    past: [...history.past, history.state.doc].slice(-history.limit),
    future: [],
    gesture: gesture ?? null,
  };
}

/**
 * Runs a command on the present state and commits what it answers. A refusal leaves the history
 * as it was and is handed back for the UI to show.
 */
export function perform(
  history: TimelineHistory,
  run: (state: EditorState) => CommandResult<EditorState>,
  options?: CommitOptions,
): { history: TimelineHistory; result: CommandResult<EditorState> } {
  const result = run(history.state);
  return { history: result.ok ? commit(history, result.state, options) : history, result };
}

/** Closes the running gesture: the next change is a step of its own. */
export function endGesture(history: TimelineHistory): TimelineHistory {
  return history.gesture === null ? history : { ...history, gesture: null };
}

/** Undoes what a gesture changed (a drag cancelled with Escape), leaving no step behind. */
export function cancelGesture(history: TimelineHistory, gesture: string): TimelineHistory {
  const previous = history.past[history.past.length - 1];
  if (history.gesture !== gesture || !previous) return history;
  return {
    ...history,
    state: settleView({ ...history.state, doc: previous }),
    past: history.past.slice(0, -1),
    gesture: null,
  };
}

export function canUndo(history: TimelineHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: TimelineHistory): boolean {
  return history.future.length > 0;
}

export function undo(history: TimelineHistory): TimelineHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    ...history,
    state: settleView({ ...history.state, doc: previous }),
    past: history.past.slice(0, -1),
    future: [history.state.doc, ...history.future],
    gesture: null,
  };
}

export function redo(history: TimelineHistory): TimelineHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return {
    ...history,
    state: settleView({ ...history.state, doc: next }),
    past: [...history.past, history.state.doc].slice(-history.limit),
    future,
    gesture: null,
  };
}
