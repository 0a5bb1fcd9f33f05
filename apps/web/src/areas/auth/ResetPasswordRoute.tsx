// Route module for /reset-password?changeId=…: on success the user logs in with the new password.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toasts } from '@vendy/ui-kit';
import { ResetForgottenPasswordDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { requireSuccess } from './outcome';
import { ResetPasswordPage } from './ResetPasswordPage';

export const PASSWORD_RESET = 'Password reset successfully, please log in.';

export function ResetPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const changeId = params.get('changeId');

  const onReset = async (password: string) => {
    if (!changeId) return;
    const { resetForgottenPassword } = await request(ResetForgottenPasswordDocument, {
      changePasswordId: changeId,
      password,
    });
    requireSuccess(resetForgottenPassword, 'Unable to reset password, please try again.');
    // A toast, because the message must still be read on the login page.
    toasts.success(PASSWORD_RESET);
    void navigate(routes.login(), { replace: true });
  };

  return <ResetPasswordPage hasChangeId={!!changeId} onReset={onReset} />;
}
