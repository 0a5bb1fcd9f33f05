// The signed-in visitor as getCurrentUser describes them (auth, user, groups, currentGroup), held in
// jotai atoms. It is loaded once per app load by the layouts and reloaded by `refresh`. Primitives
// stay private; components read the derived atoms and act through the write-only ones.
import { atom, getDefaultStore, type Getter, type Setter } from 'jotai';
import {
  GetCurrentUserDocument,
  ReconcilePlanDocument,
  type GetCurrentUserQuery,
} from '@vendy/client/generated';
import { request } from '../lib/api';

export type CurrentUser = GetCurrentUserQuery['getCurrentUser'];

export type SessionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; currentUser: CurrentUser }
  | { status: 'error'; message: string };

/** How a visitor counts until their session is loaded: signed out. */
export const SIGNED_OUT: CurrentUser = Object.freeze({
  auth: null,
  user: null,
  groups: [],
  currentGroup: null,
});

/** What came back from reconciling the plan after the store platform's confirmation page. */
export interface PlanReconciliation {
  changedPlan: boolean;
  messages: string[];
  /** The failure's message when reconcilePlan itself failed (the user is loaded regardless). */
  error: string | null;
}

const stateAtom = atom<SessionState>({ status: 'idle' });
/** The first load under way, shared by every layout that asks for it meanwhile. */
const loadingAtom = atom<Promise<void> | null>(null);
/** Numbers each getCurrentUser call so that only the latest answer is kept. */
const callCountAtom = atom(0);
/** The charge id last reconciled (or being reconciled) and that reconciliation. */
const reconciliationAtom = atom<{ chargeId: string; result: Promise<PlanReconciliation> } | null>(
  null,
);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Calls getCurrentUser. With `keepShown`, the loaded session stays on screen while the call runs
 * and stays if it fails; otherwise the session shows as loading, then as ready or failed.
 */
async function fetchCurrentUser(get: Getter, set: Setter, keepShown: boolean): Promise<void> {
  const call = get(callCountAtom) + 1;
  set(callCountAtom, call);
  if (!keepShown) set(stateAtom, { status: 'loading' });
  try {
    const { getCurrentUser } = await request(GetCurrentUserDocument);
    if (get(callCountAtom) === call)
      set(stateAtom, { status: 'ready', currentUser: getCurrentUser });
  } catch (error) {
    if (get(callCountAtom) === call && !keepShown) {
      set(stateAtom, { status: 'error', message: messageOf(error) });
    }
    throw error;
  }
}

export const sessionStateAtom = atom((get) => get(stateAtom));

/** The loaded session, or the signed-out visitor until it is loaded. */
export const currentUserAtom = atom((get) => {
  const state = get(stateAtom);
  return state.status === 'ready' ? state.currentUser : SIGNED_OUT;
});

/**
 * Loads the session unless it is loaded or loading (a failed load is tried again). Resolves when
 * it is ready or failed; the failure is in the state, not thrown.
 */
export const loadSessionAtom = atom(null, (get, set): Promise<void> => {
  const { status } = get(stateAtom);
  const pending = get(loadingAtom);
  if (status === 'ready' || (status === 'loading' && pending)) return pending ?? Promise.resolve();
  const load = fetchCurrentUser(get, set, false)
    .catch(() => undefined)
    .finally(() => set(loadingAtom, null));
  set(loadingAtom, load);
  return load;
});

/**
 * Starts loading the session into the app's store while the signed-in layout's code is still
 * loading (the router calls it from that layout's `lazy`), so the page's first data does not wait
 * for the layout to render first. Back from a plan confirmation (`charge_id` in the address) the
 * layout reconciles the plan before it loads the user, so nothing starts here.
 */
export function preloadSession(search: string = window.location.search): void {
  if (new URLSearchParams(search).has('charge_id')) return;
  void getDefaultStore().set(loadSessionAtom);
}

/**
 * Reloads getCurrentUser. A loaded session stays shown meanwhile and stays as it was if the call
 * fails; the promise then rejects with the error (its message is the one to show).
 */
export const refreshSessionAtom = atom(null, (get, set): Promise<void> =>
  fetchCurrentUser(get, set, get(stateAtom).status === 'ready'),
);

/**
 * Back from the store platform's confirmation page (the address carries charge_id): reconcilePlan
 * runs first, then the user is loaded (doc 1 §2). Each charge id is reconciled once; asking again
 * returns the same result.
 */
export const reconcilePlanAtom = atom(
  null,
  (get, set, chargeId: string): Promise<PlanReconciliation> => {
    const known = get(reconciliationAtom);
    if (known?.chargeId === chargeId) return known.result;
    const result = (async (): Promise<PlanReconciliation> => {
      let outcome: PlanReconciliation;
      try {
        const { reconcilePlan } = await request(ReconcilePlanDocument);
        outcome = { ...reconcilePlan, error: null };
      } catch (error) {
        outcome = { changedPlan: false, messages: [], error: messageOf(error) };
      }
      await fetchCurrentUser(get, set, get(stateAtom).status === 'ready').catch(() => undefined);
      return outcome;
    })();
    set(reconciliationAtom, { chargeId, result });
    return result;
  },
);

/**
 * Forgets the loaded session after signing in or out, so that the next layout loads it afresh; an
 * answer still on its way is ignored.
 */
export const resetSessionAtom = atom(null, (get, set) => {
  set(callCountAtom, get(callCountAtom) + 1);
  set(loadingAtom, null);
  set(stateAtom, { status: 'idle' });
});

/** Puts a session in place without asking the server (stories and tests, via useHydrateAtoms). */
export const seedSessionAtom = atom(null, (_get, set, currentUser: CurrentUser) => {
  set(stateAtom, { status: 'ready', currentUser });
});
