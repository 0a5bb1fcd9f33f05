// The public pages' layout (login, signup, terms, 404...): the signed-out header, no session. Kept
// apart from the signed-in layouts so that the sign-in pages load none of their shells' code.
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { safeRedirectPath } from '@vendy/client/domain';
import { storeRedirect } from './redirectStorage';
import { SignedOutShell } from './shells/SignedOutShell';

/**
 * A `?redirect=/path` handed to a public page (the server's store install flow sends signed-out
 * visitors to /login?redirect=…) becomes the stored redirect, then leaves the address bar.
 */
function useRedirectParam() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('redirect')) return;
    const path = safeRedirectPath(params.get('redirect'));
    if (path) storeRedirect(path);
    params.delete('redirect');
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}${location.hash}`, {
      replace: true,
    });
  }, [location.pathname, location.search, location.hash, navigate]);
}

/** Login, signup, terms, 404...: the signed-out header, no session needed. */
export function PublicLayout() {
  const { pathname } = useLocation();
  useRedirectParam();
  return (
    <SignedOutShell currentPath={pathname}>
      <Outlet />
    </SignedOutShell>
  );
}
