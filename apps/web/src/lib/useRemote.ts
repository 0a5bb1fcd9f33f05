// The app's one way to load server data for a view: a route module calls `useRemote` with a key
// and a load function and hands the resulting `Loadable` to its page. It loads on mount, again
// when the key changes (another group, another search) and on `reload()`; an older call still
// running is aborted, so a late answer never overwrites a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Loadable } from './loadable';

export interface Remote<T> {
  state: Loadable<T>;
  /** A newer answer is on its way (the state may still show the previous one). */
  isRefreshing: boolean;
  /**
   * Loads again; the current data stays on screen until the new answer arrives. Resolves once
   * that answer (or a newer one) has been handled; it never rejects: a failure shows in `state`.
   */
  reload: () => Promise<void>;
  /** Edits the loaded data in place after a change (nothing happens while it is not loaded). */
  update: (change: (data: T) => T) => void;
  /** Shows `data` as loaded, whatever the state was (e.g. a fresh list fetched by a save). */
  set: (data: T) => void;
}

export interface RemoteOptions {
  /** With false nothing is loaded (the state stays loading, or keeps what was loaded). */
  enabled?: boolean;
  /** While a new key loads, keep showing the previous key's data (e.g. while a search runs). */
  keepPrevious?: boolean;
  /** A failed reload keeps the data already shown instead of showing the error. */
  keepDataOnError?: boolean;
}

interface Outcome<T> {
  key: string;
  version: number;
  state: Loadable<T>;
}

export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = false, keepDataOnError = false }: RemoteOptions = {},
): Remote<T> {
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  // The latest `load` is used when a load starts; a new function identity alone never reloads.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const latestVersion = useRef(0);
  const waiting = useRef<{ version: number; resolve: () => void }[]>([]);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const settled = () => {
      const done = waiting.current.filter((w) => w.version <= version);
      waiting.current = waiting.current.filter((w) => w.version > version);
      for (const w of done) w.resolve();
    };
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setOutcome({ key, version, state: { status: 'ready', data } });
        settled();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          const failed: Loadable<T> = { status: 'error', message: errorMessage(error) };
          setOutcome((current) =>
            keepDataOnError && current?.key === key && current.state.status === 'ready'
              ? { ...current, version }
              : { key, version, state: failed },
          );
        }
        settled();
      },
    );
    return () => controller.abort();
  }, [key, version, enabled, keepDataOnError]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        const next = ++latestVersion.current;
        waiting.current.push({ version: next, resolve });
        setVersion(next);
      }),
    [],
  );
  const update = useCallback((change: (data: T) => T) => {
    setOutcome((current) =>
      current?.state.status === 'ready'
        ? { ...current, state: { status: 'ready', data: change(current.state.data) } }
        : current,
    );
  }, []);
  const set = useCallback(
    (data: T) =>
      setOutcome((current) => ({
        key,
        version: current?.version ?? latestVersion.current,
        state: { status: 'ready', data },
      })),
    [key],
  );

  const sameKey = outcome?.key === key;
  const previousData = keepPrevious && outcome?.state.status === 'ready';
  return {
    state: outcome && (sameKey || previousData) ? outcome.state : { status: 'loading' },
    isRefreshing: enabled && (!sameKey || outcome?.version !== version),
    reload,
    update,
    set,
  };
}
