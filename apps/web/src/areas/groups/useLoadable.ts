// Loads a route module's data, with a reload that keeps the data on screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Loadable } from '../../app/loadable';

export { errorMessage, type Loadable };

/**
 * Runs `load` on mount and on `reload()`. A reload keeps the data on screen until the new answer
 * arrives, so a table does not flash empty after every change; an answer that arrives after a
 * newer call started, or after unmount, is dropped.
 */
export function useLoadable<T>(load: () => Promise<T>): {
  state: Loadable<T>;
  reload: () => Promise<void>;
} {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const latestCall = useRef(0);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    const call = ++latestCall.current;
    try {
      const data = await load();
      if (mounted.current && call === latestCall.current) setState({ status: 'ready', data });
    } catch (error) {
      if (mounted.current && call === latestCall.current) {
        setState({ status: 'error', message: errorMessage(error) });
      }
    }
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { state, reload };
}
