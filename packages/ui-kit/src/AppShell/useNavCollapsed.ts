import { useCallback, useState } from 'react';
import { NAV_COLLAPSED_KEY, type NavStorage } from './navModel';

function browserStorage(): NavStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage access throws in some sandboxed frames and privacy modes; then nothing is remembered.
    return null;
  }
}

/**
 * Whether the side navigation is in mini mode, remembered under 'vendy.nav.collapsed'. Reading
 * or writing may fail (quota, privacy settings); the choice then lasts for the page only.
 */
export function useNavCollapsed(storage: NavStorage | null = browserStorage()) {
  const [collapsed, setCollapsedState] = useState(() => {
    try {
      return storage?.getItem(NAV_COLLAPSED_KEY) === 'true';
    } catch {
      return false;
    }
  });

  const setCollapsed = useCallback(
    (next: boolean) => {
      setCollapsedState(next);
      try {
        storage?.setItem(NAV_COLLAPSED_KEY, String(next));
      } catch {
        // Not remembered; the current page still reflects the choice.
      }
    },
    [storage],
  );

  return [collapsed, setCollapsed] as const;
}
