/** A minimal observable state container: the core's only reactive primitive. */
export interface ReadableStore<T> {
  get(): T;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

export interface Store<T> extends ReadableStore<T> {
  /** Shallow-merges the patch; listeners run only when a value actually changed. */
  set(patch: Partial<T>): void;
}

export function createStore<T extends object>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<(state: T, previous: T) => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const keys = Object.keys(patch) as (keyof T)[];
      if (keys.every((key) => Object.is(state[key], patch[key]))) return;
      const previous = state;
      state = { ...state, ...patch };
      for (const listener of [...listeners]) listener(state, previous);
    },
  };
}
