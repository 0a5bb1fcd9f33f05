// Route module for /login: password sign-in, and the Google and Facebook flows. Those start on the
// server (/auth/{provider}/start) and come back here with the provider's code or token.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import {
  LoginDocument,
  LoginWithFacebookDocument,
  LoginWithGoogleDocument,
} from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { getStoredRedirect, resetSessionAtom } from '../../session';
import { LoginPage, type LoginValues, type SocialProvider } from './LoginPage';
import {
  FACEBOOK_START_PATH,
  GOOGLE_START_PATH,
  readSocialReturn,
  startProviderFlow,
  socialReturnKey,
  type SocialReturn,
} from './socialReturn';
import { messageOf, requireSuccess } from './outcome';
import { useOnce } from './useOnce';

async function loginWithProvider(social: Exclude<SocialReturn, { error: string }>) {
  // Only login and signup have their success flag checked by the transport; these are too.
  const answer =
    social.provider === 'google'
      ? (await request(LoginWithGoogleDocument, { code: social.code })).loginWithGoogle
      : (await request(LoginWithFacebookDocument, { token: social.token })).loginWithFacebook;
  requireSuccess(
    answer,
    social.provider === 'google' ? 'Login with Google failed.' : 'Unable to login.',
  );
}

export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetSession = useSetAtom(resetSessionAtom);
  const once = useOnce<void>();
  // What the provider returned is read from the address; a failed attempt's message and a flow
  // started from this page are remembered here.
  const [failure, setFailure] = useState<string | null>(null);
  const [leavingFor, setLeavingFor] = useState<SocialProvider | null>(null);

  const continueSignedIn = useCallback(() => {
    resetSession();
    void navigate(getStoredRedirect() ?? routes.dashboard(), { replace: true });
  }, [navigate, resetSession]);

  const social = useMemo(() => readSocialReturn(params), [params]);

  useEffect(() => {
    if (!social || 'error' in social) return;
    let current = true;
    once(socialReturnKey(social), () => loginWithProvider(social)).then(
      () => {
        if (current) continueSignedIn();
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(messageOf(error));
        // The code or token is used once: it leaves the address when the attempt has failed.
        void navigate(routes.login(), { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [social, once, navigate, continueSignedIn]);

  const onLogin = async ({ email, password }: LoginValues) => {
    setFailure(null);
    await request(LoginDocument, { email, password });
    continueSignedIn();
  };

  const startProvider = (provider: SocialProvider, path: string) => {
    setFailure(null);
    setLeavingFor(provider);
    startProviderFlow(path);
  };

  const returned = social && !('error' in social) ? social.provider : null;
  return (
    <LoginPage
      onLogin={onLogin}
      onGoogle={() => startProvider('google', GOOGLE_START_PATH)}
      onFacebook={() => startProvider('facebook', FACEBOOK_START_PATH)}
      socialError={social && 'error' in social ? social.error : failure}
      socialPending={leavingFor ?? returned}
    />
  );
}
