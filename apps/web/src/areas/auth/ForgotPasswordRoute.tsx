// Route module for /forgot-password.
import { SendForgotPasswordEmailDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { requireSuccess } from './outcome';

const sendResetLink = async (email: string) => {
  const { sendForgotPasswordEmail } = await request(SendForgotPasswordEmailDocument, { email });
  requireSuccess(sendForgotPasswordEmail, 'Unable to send forgot password email.');
};

export function ForgotPasswordRoute() {
  return <ForgotPasswordPage onSend={sendResetLink} />;
}
