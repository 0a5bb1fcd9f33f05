import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { currentUserAtom, refreshSessionAtom, type CurrentUser } from './atoms';

export interface Session {
  /** getCurrentUser's answer; signed out (all null, no groups) until the session is loaded. */
  currentUser: CurrentUser;
  /**
   * Reloads the session (after createGroup, setCurrentGroup, choosing a plan, ...). Rejects with
   * the failure, whose message is the one to show; the session on screen is then unchanged.
   */
  refresh: () => Promise<void>;
}

export function useSession(): Session {
  const currentUser = useAtomValue(currentUserAtom);
  const refreshAtom = useSetAtom(refreshSessionAtom);
  const refresh = useCallback(() => refreshAtom(), [refreshAtom]);
  return { currentUser, refresh };
}
