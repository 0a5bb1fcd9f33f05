// Route module for /verify-prompt. A user whose email is verified has nothing to do here.
import { Navigate } from 'react-router-dom';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { resendVerificationEmail } from './VerifyRoute';
import { VerifyPromptPage } from './VerifyPromptPage';

export function VerifyPromptRoute() {
  const { currentUser } = useSession();
  if (currentUser.auth?.emailVerified) return <Navigate to={routes.dashboard()} replace />;
  return (
    <VerifyPromptPage
      email={currentUser.user?.email ?? currentUser.auth?.email ?? null}
      onResend={resendVerificationEmail}
    />
  );
}
