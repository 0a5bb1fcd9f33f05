// Loading state of one server list or record, as the admin views receive it, and the hook the
// route modules load it with.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Loadable } from '../../app/loadable';

export type { Loadable };
export const messageOf = errorMessage;

/** The rows of a list, empty while it loads or after it failed (tables then show their empty state). */
export function rowsOf<T>(list: Loadable<readonly T[]>): readonly T[] {
  return list.status === 'ready' ? list.data : [];
}

/**
 * Runs `load` on mount and whenever `key` changes (e.g. the group id); the previous call is
 * aborted. The returned `update` edits the loaded data in place after a mutation.
 */
export function useLoadable<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [Loadable<T>, (change: (data: T) => T) => void] {
  // The outcome of the latest call, tagged with its key: any other key is still loading.
  const [outcome, setOutcome] = useState<{ key: string; state: Loadable<T> } | null>(null);
  // The latest `load` is read when the key changes; a new function identity alone never reloads.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setOutcome({ key, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setOutcome({ key, state: { status: 'error', message: messageOf(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [key]);

  const update = useCallback((change: (data: T) => T) => {
    setOutcome((current) =>
      current?.state.status === 'ready'
        ? { key: current.key, state: { status: 'ready', data: change(current.state.data) } }
        : current,
    );
  }, []);

  return [outcome?.key === key ? outcome.state : { status: 'loading' }, update];
}
