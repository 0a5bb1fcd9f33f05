// Route module for /instagram/connect?code=… or ?error=… (registered semi-public, like the other
// return from a provider, /shopify-connect: the redirect rule would otherwise use a stored path
// before the code is handed over). Signed-out visitors sign in first and come back here. With a
// code, setupInstagramAccount connects the account once, then the user goes on to the stored path
// (e.g. the page that sent them to Instagram) or to /layouts.
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirectPath } from '@vendy/client/domain';
import { isInstagramConnectionError } from '@vendy/client/request';
import { errorMessage } from '../../lib/loadable';
import { routes } from '../../routes';
import {
  clearStoredRedirect,
  getStoredRedirect,
  isSignedIn,
  storeRedirect,
  useSession,
} from '../../session';
import { setupInstagramAccount } from './instagramActions';
import { InstagramConnectPage, type InstagramConnectState } from './InstagramConnectPage';

export function InstagramConnectRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { currentUser } = useSession();
  const signedIn = isSignedIn(currentUser);
  const code = params.get('code') || null;
  const hasError = params.has('error');
  // A code is single-use: it is handed over once, whatever re-renders or effects re-run.
  const started = useRef<string | null>(null);
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  const address = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!signedIn) storeRedirect(address);
  }, [signedIn, address]);

  useEffect(() => {
    if (!signedIn || !code || started.current === code) return;
    started.current = code;
    setupInstagramAccount(code).then(
      () => {
        const stored = safeRedirectPath(getStoredRedirect());
        clearStoredRedirect();
        void navigate(stored ?? routes.layouts(), { replace: true });
      },
      (error: unknown) => {
        if (isInstagramConnectionError(error)) {
          void navigate(routes.instagramReconnect(), { replace: true });
        } else {
          setFailure({ code, message: errorMessage(error) });
        }
      },
    );
  }, [signedIn, code, navigate]);

  if (!signedIn) return <Navigate to={routes.login()} replace />;

  const state = ((): InstagramConnectState => {
    if (!code) return { status: hasError ? 'denied' : 'invalid' };
    if (failure?.code === code) return { status: 'failed', message: failure.message };
    return { status: 'connecting' };
  })();
  return <InstagramConnectPage state={state} />;
}
