// Route module for /signup: asks for the account, then tells the user to check their email. The
// server answers the same whether or not the address had an account (and signs nobody in): a new
// account's verification link signs it in, an existing account's owner gets a mail saying so.
import { useNavigate } from 'react-router-dom';
import { SignupDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { SignupPage, type SignupValues } from './SignupPage';
import type { VerifyPromptState } from './VerifyPromptRoute';

export function SignupRoute() {
  const navigate = useNavigate();

  const onSignup = async (values: SignupValues) => {
    await request(SignupDocument, values);
    const state: VerifyPromptState = { email: values.email };
    void navigate(routes.verifyPrompt(), { replace: true, state });
  };

  return <SignupPage onSignup={onSignup} />;
}
