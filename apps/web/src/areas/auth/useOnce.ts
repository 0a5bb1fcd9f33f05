import { useCallback, useRef } from 'react';

/**
 * Runs a one-time call (using an emailed code, a provider's token, logging out) once per key for
 * the life of the component, although React may run the effect that starts it twice; every caller
 * gets the same promise.
 */
export function useOnce<T>() {
  const last = useRef<{ key: string; promise: Promise<T> } | null>(null);
  return useCallback((key: string, task: () => Promise<T>): Promise<T> => {
    if (last.current?.key !== key) last.current = { key, promise: task() };
    return last.current.promise;
  }, []);
}
