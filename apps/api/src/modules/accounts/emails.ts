// The messages the accounts module sends. Links are absolute, on PUBLIC_URL.
import type { Config } from '../../config';
import type { MailMessage } from '../mail';

export const SUPPORT_EMAIL = 'support@vendy.app';

export function verificationEmail(
  config: Config,
  to: string,
  firstName: string,
  code: string,
): MailMessage {
  const link = `${config.publicUrl}/verify?code=${encodeURIComponent(code)}`;
  return {
    to,
    subject: 'Verify your email for Vendy',
    text: [
      `Hi ${firstName},`,
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      'The link works once and expires in 48 hours.',
      'If you did not create a Vendy account, you can ignore this email.',
    ].join('\n'),
    links: [link],
  };
}

export function passwordResetEmail(config: Config, to: string, changeId: string): MailMessage {
  const link = `${config.publicUrl}/reset-password?changeId=${encodeURIComponent(changeId)}`;
  return {
    to,
    subject: 'Reset your Vendy password',
    text: [
      'Someone asked to reset the password of your Vendy account.',
      '',
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ].join('\n'),
    links: [link],
  };
}

/** For accounts that sign in with Google or Facebook: there is no password to reset. */
export function socialAccountResetEmail(
  config: Config,
  to: string,
  provider: 'GOOGLE' | 'FACEBOOK',
): MailMessage {
  const name = provider === 'GOOGLE' ? 'Google' : 'Facebook';
  const link = `${config.publicUrl}/login`;
  return {
    to,
    subject: 'Signing in to Vendy',
    text: [
      'Someone asked to reset the password of your Vendy account.',
      '',
      `Your account signs in with ${name} and has no password. Use "Sign in with ${name}" at:`,
      link,
    ].join('\n'),
    links: [link],
  };
}

/**
 * To an address that has an account when someone signs up with it again: sign-up answers as for
 * a new address (it must not reveal accounts), so the owner learns here what to do.
 */
export function existingAccountEmail(
  config: Config,
  to: string,
  provider: 'EMAIL' | 'GOOGLE' | 'FACEBOOK',
): MailMessage {
  const login = `${config.publicUrl}/login`;
  const reset = `${config.publicUrl}/forgot-password`;
  const how =
    provider === 'EMAIL'
      ? ['Log in here:', login, '', 'Forgot your password? Choose a new one here:', reset]
      : [
          `Your account signs in with ${provider === 'GOOGLE' ? 'Google' : 'Facebook'}. Use it at:`,
          login,
        ];
  return {
    to,
    subject: 'Someone tried to sign up with your email',
    text: [
      'Someone (perhaps you) tried to create a Vendy account with this email address, which',
      'already has an account. No new account was created.',
      '',
      ...how,
      '',
      'If it was not you, you can ignore this email: nothing has changed.',
    ].join('\n'),
    links: provider === 'EMAIL' ? [login, reset] : [login],
  };
}

export function contactUsEmail(input: {
  name: string;
  email: string;
  message: string;
}): MailMessage {
  return {
    to: SUPPORT_EMAIL,
    replyTo: input.email,
    subject: `Contact form: ${input.name}`,
    text: [`From: ${input.name} <${input.email}>`, '', input.message].join('\n'),
  };
}
