/**
 * The editor's one mutable place: a history behind a subscribe/getSnapshot pair, so React (or
 * anything else) re-renders on change. Every change still goes through a pure command.
 */
import {
  cancelGesture,
  commit,
  createHistory,
  endGesture,
  redo,
  undo,
  type CommandResult,
  type CommitOptions,
  type EditorState,
  type TimelineHistory,
} from '../model';

export interface TimelineStore {
  getHistory(): TimelineHistory;
  getState(): EditorState;
  subscribe(listener: () => void): () => void;
  /** Runs a command on the current state; a refusal changes nothing and is returned. */
  run(
    command: (state: EditorState) => CommandResult<EditorState>,
    options?: CommitOptions,
  ): CommandResult<EditorState>;
  undo(): void;
  redo(): void;
  endGesture(): void;
  cancelGesture(gesture: string): void;
  /** Replaces the present without an undo step (e.g. after a save: `applySaved`). */
  replace(state: EditorState): void;
}

export function createTimelineStore(
  initial: EditorState,
  options?: { limit?: number },
): TimelineStore {
  let history = createHistory(initial, options);
  const listeners = new Set<() => void>();
  const set = (next: TimelineHistory) => {
    if (next === history) return;
    history = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getHistory: () => history,
    getState: () => history.state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(command, commitOptions) {
      const result = command(history.state);
      if (result.ok) set(commit(history, result.state, commitOptions));
      return result;
    },
    undo: () => set(undo(history)),
    redo: () => set(redo(history)),
    endGesture: () => set(endGesture(history)),
    cancelGesture: (gesture) => set(cancelGesture(history, gesture)),
    replace: (state) => set({ ...history, state }),
  };
}
