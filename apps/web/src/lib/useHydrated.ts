// Whether the page's HTML is React's yet. A page rendered ahead (src/prerender.tsx) shows before
// its scripts have run: a form there must not submit natively (a GET that would put the password
// in the address), so its submit button waits for this. Rendered at build time and in the
// hydrating render it is false; on the client it is true (at once where nothing is hydrated).
import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
