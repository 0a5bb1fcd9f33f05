// Route module for /verify-prompt (semi-public): where the redirect rule sends a signed-in user
// whose email is unverified, and where sign-up leads (signed out, with the address it was sent to).
import { Navigate, useLocation } from 'react-router-dom';
import { routes } from '../../routes';
import { isSignedIn, useSession } from '../../session';
import { resendVerificationEmail } from './VerifyRoute';
import { VerifyPromptPage } from './VerifyPromptPage';

/** What sign-up hands over in the navigation state. */
export interface VerifyPromptState {
  email: string;
}

function emailOfState(state: unknown): string | null {
  const email = (state as Partial<VerifyPromptState> | null)?.email;
  return typeof email === 'string' ? email : null;
}

export function VerifyPromptRoute() {
  const { currentUser } = useSession();
  const { state } = useLocation();
  if (currentUser.auth?.emailVerified) return <Navigate to={routes.dashboard()} replace />;
  // Resending needs a session: a signed-out visitor logs in first (the link signs them in anyway).
  if (!isSignedIn(currentUser)) {
    return <VerifyPromptPage email={emailOfState(state)} />;
  }
  return (
    <VerifyPromptPage
      email={currentUser.user?.email ?? currentUser.auth?.email ?? null}
      onResend={resendVerificationEmail}
    />
  );
}
