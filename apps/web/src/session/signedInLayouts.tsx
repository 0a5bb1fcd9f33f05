// The layouts that load the session (see areas/types.ts): each applies its access rule and frames
// the page in its shell. The router loads this module on the first visit to one of their pages.
import { useContext, useDeferredValue, useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { SIGNED_OUT, type CurrentUser } from './atoms';
import { routes } from '../routes';
import { clearStoredRedirect, getStoredRedirect, storeRedirect } from './redirectStorage';
import { guidedTourRequestedAtom } from './tour';
import { isSignedIn, useRedirectRule } from './useRedirectRule';
import { useSessionLoader } from './useSessionLoader';
import { AdminShell, MerchantShell, SignedInShell } from './shells/Shells';
import { SignedOutShell } from './shells/SignedOutShell';
import { PageLoading, SessionError, SessionLoading } from './shells/SessionStatus';
import { removeFrameOverlay, SignedInFrameContext } from './signedInFrame';
import { useHydrated } from '../lib/useHydrated';

const currentAddress = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/** The account menu's actions: Tour opens the guided tour on the dashboard; Log out goes to /logout. */
function useAccountActions() {
  const navigate = useNavigate();
  const requestTour = useSetAtom(guidedTourRequestedAtom);
  return {
    onTour: () => {
      requestTour(true);
      void navigate(routes.dashboard());
    },
    onLogout: () => void navigate(routes.logout()),
  };
}

/** Verify, pending invitations, store connect: the session is loaded, nobody is redirected. */
export function SemiPublicLayout() {
  const { state, retry } = useSessionLoader();
  if (state.status === 'error') return <SessionError message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <SessionLoading />;
  return <SemiPublicFrame currentUser={state.currentUser} />;
}

function SemiPublicFrame({ currentUser }: { currentUser: CurrentUser }) {
  const location = useLocation();
  const actions = useAccountActions();
  const signedIn = isSignedIn(currentUser);
  const address = currentAddress(location);

  // A stored path that is a semi-public page (e.g. /shopify-connect?store=…) is used by arriving.
  useEffect(() => {
    if (signedIn && getStoredRedirect() === address) clearStoredRedirect();
  }, [signedIn, address]);

  return signedIn ? (
    <SignedInShell currentUser={currentUser} currentPath={location.pathname} {...actions}>
      <Outlet />
    </SignedInShell>
  ) : (
    <SignedOutShell currentPath={location.pathname}>
      <Outlet />
    </SignedOutShell>
  );
}

/** The merchant app: the session, the redirect rule of doc 1 §2, then the merchant shell. */
export function AppLayout() {
  const { state: loaded, retry } = useSessionLoader();
  // The first render with the session is the heaviest of a visit (the shell, the page, maybe the
  // guided tour): deferred, React renders it in slices that leave the main thread free between
  // them, while what is on screen (the loading frame) stays until it is done.
  const state = useDeferredValue(loaded);
  // A page sent with the signed-in frame (signedInFrame.ts) is hydrated as that frame: it shows
  // until the first render after hydration, even if the session came first. React makes that
  // render at once and in one piece (useHydrated's value changes after hydration); deferred, the
  // page takes the frame's place in a render done in slices, as for the session above.
  const hydrated = useDeferredValue(useHydrated());
  const framed = useContext(SignedInFrameContext);
  // What the server sent beside the frame (the guided tour's welcome card) stays while the frame
  // does; the commit that shows the page or the error takes it away.
  const settled = hydrated && (state.status === 'ready' || state.status === 'error');
  useLayoutEffect(() => {
    if (framed && settled) removeFrameOverlay();
  }, [framed, settled]);
  if (framed && !hydrated) return <MerchantFrameLoading />;
  if (state.status === 'error') return <SessionError message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return framed ? <MerchantFrameLoading /> : <SessionLoading />;
  return <MerchantFrame currentUser={state.currentUser} framed={framed} />;
}

/** The merchant shell with nobody's data in it yet, the page loading inside. */
function MerchantFrameLoading() {
  const { pathname } = useLocation();
  const actions = useAccountActions();
  return (
    <MerchantShell currentUser={SIGNED_OUT} currentPath={pathname} {...actions}>
      <PageLoading />
    </MerchantShell>
  );
}

function MerchantFrame({ currentUser, framed }: { currentUser: CurrentUser; framed: boolean }) {
  const { pathname } = useLocation();
  const actions = useAccountActions();
  const allowed = useRedirectRule(currentUser);
  if (!allowed) return framed ? <MerchantFrameLoading /> : <SessionLoading />;
  return (
    <MerchantShell currentUser={currentUser} currentPath={pathname} {...actions}>
      <Outlet />
    </MerchantShell>
  );
}

/** The admin area: signed-in admins only (others go to /404), in the admin shell. */
export function AdminLayout() {
  const { state, retry } = useSessionLoader();
  if (state.status === 'error') return <SessionError message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <SessionLoading />;
  return <AdminFrame currentUser={state.currentUser} />;
}

function AdminFrame({ currentUser }: { currentUser: CurrentUser }) {
  const location = useLocation();
  const actions = useAccountActions();
  const signedIn = isSignedIn(currentUser);
  const address = currentAddress(location);

  // Signed-out visitors sign in first and come back here (step 1 of the redirect rule); arriving
  // here uses that stored path.
  useEffect(() => {
    if (!signedIn) storeRedirect(address);
    else if (getStoredRedirect() === address) clearStoredRedirect();
  }, [signedIn, address]);

  if (!signedIn) return <Navigate to={routes.login()} replace />;
  if (!currentUser.auth?.isAdmin) return <Navigate to={routes.notFound()} replace />;
  return (
    <AdminShell currentUser={currentUser} currentPath={location.pathname} {...actions}>
      <Outlet />
    </AdminShell>
  );
}
