// Route module for /signup: creates the account (which signs the user in), then asks them to
// verify their email.
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { SignupDocument } from '@vendy/client/generated';
import { request } from '../../app/api';
import { routes } from '../../routes';
import { resetSessionAtom } from '../../session';
import { SignupPage, type SignupValues } from './SignupPage';

export function SignupRoute() {
  const navigate = useNavigate();
  const resetSession = useSetAtom(resetSessionAtom);

  const onSignup = async (values: SignupValues) => {
    await request(SignupDocument, values);
    resetSession();
    void navigate(routes.verifyPrompt(), { replace: true });
  };

  return <SignupPage onSignup={onSignup} />;
}
