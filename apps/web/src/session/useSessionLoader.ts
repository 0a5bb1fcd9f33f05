import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { toasts } from '@vendy/ui-kit';
import { loadSessionAtom, reconcilePlanAtom, sessionStateAtom, type SessionState } from './atoms';

const CHARGE_ID = 'charge_id';

export interface SessionLoader {
  /** The session as the layout should show it: loading until loaded and any plan reconciled. */
  state: SessionState;
  /** Tries a failed load again. */
  retry: () => void;
}

/**
 * Used by every layout that needs the session: loads it once per app load. When the address
 * carries charge_id (back from the store platform's plan confirmation), reconcilePlan runs before
 * the user is loaded; its messages are then shown as toasts and charge_id leaves the address.
 */
export function useSessionLoader(): SessionLoader {
  const state = useAtomValue(sessionStateAtom);
  const load = useSetAtom(loadSessionAtom);
  const reconcile = useSetAtom(reconcilePlanAtom);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const chargeId = new URLSearchParams(search).get(CHARGE_ID);

  useEffect(() => {
    if (!chargeId && state.status === 'idle') void load();
  }, [chargeId, state.status, load]);

  useEffect(() => {
    if (!chargeId) return;
    // Effects may run twice for one visit; only the latest run reports, so each message shows once.
    let current = true;
    void reconcile(chargeId).then(({ changedPlan, messages, error }) => {
      if (!current) return;
      for (const message of messages) {
        if (changedPlan) toasts.success(message);
        else toasts.info(message);
      }
      if (error) toasts.error(error);
      const params = new URLSearchParams(search);
      params.delete(CHARGE_ID);
      const rest = params.toString();
      navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [chargeId, reconcile, navigate, pathname, search, hash]);

  return {
    state: chargeId ? { status: 'loading' } : state,
    retry: () => void load(),
  };
}
