// Route module for /verify?code=… (semi-public): uses the emailed code once, then continues into
// the app, where the redirect rule takes the user on.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { ResendVerificationEmailDocument, VerifyEmailDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { isSignedIn, resetSessionAtom, useSession } from '../../session';
import { messageOf, requireSuccess } from './outcome';
import { useOnce } from './useOnce';
import { VerifyPage, type VerifyState } from './VerifyPage';

export const resendVerificationEmail = async () => {
  const { resendVerificationEmail: answer } = await request(ResendVerificationEmailDocument);
  requireSuccess(answer, 'Unable to send email, please try again.');
};

export function VerifyRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const { currentUser, refresh } = useSession();
  const resetSession = useSetAtom(resetSessionAtom);
  const once = useOnce<void>();
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);

  useEffect(() => {
    if (!code) return;
    let current = true;
    once(code, async () => {
      const { verifyEmail } = await request(VerifyEmailDocument, { code });
      requireSuccess(verifyEmail, 'Unable to verify email.');
    }).then(
      async () => {
        if (!current) return;
        // The app must see the email as verified, or the redirect rule sends the user back.
        await refresh().catch(() => resetSession());
        void navigate(routes.dashboard(), { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure({ code, message: messageOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [code, once, refresh, resetSession, navigate]);

  const state: VerifyState = !code
    ? { status: 'missingCode' }
    : failure?.code === code
      ? { status: 'failed', message: failure.message }
      : { status: 'verifying' };
  const unverified = isSignedIn(currentUser) && currentUser.auth?.emailVerified === false;

  return <VerifyPage state={state} onResend={unverified ? resendVerificationEmail : undefined} />;
}
