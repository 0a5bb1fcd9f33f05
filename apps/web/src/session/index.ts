// The session: who is signed in (getCurrentUser), the layouts that load it and apply the redirect
// rule, and the stored path to return to after signing in.
export { useSession } from './useSession';
export type { Session } from './useSession';
export {
  currentUserAtom,
  sessionStateAtom,
  refreshSessionAtom,
  resetSessionAtom,
  SIGNED_OUT,
  type CurrentUser,
  type SessionState,
} from './atoms';
export { HydrateSession } from './HydrateSession';
export type { HydrateSessionProps } from './HydrateSession';
export { getStoredRedirect, storeRedirect, clearStoredRedirect } from './redirectStorage';
export { guidedTourRequestedAtom } from './tour';
export { isSignedIn } from './useRedirectRule';
export { SUPPORT_EMAIL } from './support';
