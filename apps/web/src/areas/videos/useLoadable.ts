// Loads a route's data once, with an `update` that edits it in place after a change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, type Loadable } from '../../app/loadable';

export function useLoadable<T>(
  load: () => Promise<T>,
): [Loadable<T>, (change: (data: T) => T) => void] {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  const loadRef = useRef(load);

  useEffect(() => {
    let active = true;
    loadRef.current().then(
      (data) => active && setState({ status: 'ready', data }),
      (error: unknown) => active && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, []);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return [state, update];
}
