import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { activePlan, resolveRedirect } from '@vendy/client/domain';
import type { CurrentUser } from './atoms';
import { clearStoredRedirect, getStoredRedirect, storeRedirect } from './redirectStorage';

export const isSignedIn = (currentUser: CurrentUser) => currentUser.auth?.isUser === true;

/**
 * Applies the redirect rule of doc 1 §2 to the current address and returns true when the page may
 * be shown (otherwise the navigation elsewhere is under way).
 */
export function useRedirectRule(currentUser: CurrentUser): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const path = `${pathname}${search}${hash}`;
  // The stored path is used once, but the visitor may stay on that page afterwards although a
  // later step (no store, no plan) would send them away: it stays granted until they leave it.
  const granted = useRef<string | null>(null);

  const group = currentUser.currentGroup;
  const stored = getStoredRedirect();
  const decision = resolveRedirect({
    path,
    isLoggedIn: isSignedIn(currentUser),
    emailVerified: currentUser.auth?.emailVerified ?? false,
    groupCount: currentUser.groups.length,
    hasCurrentGroup: group !== null,
    storedRedirect: stored ?? (granted.current === path ? path : null),
    hasStore: !!group?.shopifyStore,
    hasActivePlan: activePlan(group?.planHistory) !== null,
  });
  const { to, clearStoredRedirect: clear, storeIntended } = decision;

  useEffect(() => {
    if (storeIntended) storeRedirect(storeIntended);
    if (clear) {
      granted.current = to ?? path;
      clearStoredRedirect();
    }
    if (to) void navigate(to, { replace: true });
  }, [to, clear, storeIntended, path, navigate]);

  return to === null;
}
