// Loading one server answer for a view: loading, failed (with the message to show) or ready; it
// loads again when its key changes (e.g. the search) or when asked to (after a change).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Loadable } from '../../app/loadable';

export type { Loadable };

export interface Remote<T> {
  state: Loadable<T>;
  /** A newer answer is on its way (the state may still show the previous one). */
  isRefreshing: boolean;
  /** Loads again; the current data stays on screen until the new answer arrives. */
  reload: () => void;
}

export interface RemoteOptions {
  /** With false nothing is loaded (the state stays loading). */
  enabled?: boolean;
  /** While a new key loads, keep showing the previous key's data (e.g. while a search runs). */
  keepPrevious?: boolean;
}

/**
 * Runs `load` on mount, whenever `key` changes and on `reload()`; an older call still running is
 * aborted.
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  { enabled = true, keepPrevious = false }: RemoteOptions = {},
): Remote<T> {
  const [version, setVersion] = useState(0);
  const [outcome, setOutcome] = useState<{
    key: string;
    version: number;
    state: Loadable<T>;
  } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setOutcome({ key, version, state: { status: 'ready', data } });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setOutcome({ key, version, state: { status: 'error', message: errorMessage(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [key, version, enabled]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const sameKey = outcome?.key === key;
  const previousData = keepPrevious && outcome?.state.status === 'ready';
  return {
    state: outcome && (sameKey || previousData) ? outcome.state : { status: 'loading' },
    isRefreshing: enabled && (!sameKey || outcome?.version !== version),
    reload,
  };
}
