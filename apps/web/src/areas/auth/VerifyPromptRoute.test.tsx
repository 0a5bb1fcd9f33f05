import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import {
  anonymous,
  signedInMerchant,
  unverifiedMerchant,
  type CurrentUser,
} from '../../mocks/fixtures';
import { ok } from '../../mocks/auth';
import { HydrateSession } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { VerifyPromptRoute } from './VerifyPromptRoute';

const { server } = setupGraphqlServer();

const showPrompt = (currentUser: CurrentUser) =>
  render(
    renderAt(
      <HydrateSession currentUser={currentUser}>
        <VerifyPromptRoute />
      </HydrateSession>,
      { path: '/verify-prompt', otherPaths: ['/dashboard'] },
    ),
  );

describe('/verify-prompt', () => {
  it('tells the user where the link went and resends it on request', async () => {
    server.use(...gqlData({ resendVerificationEmail: ok }));
    showPrompt(unverifiedMerchant);
    expect(screen.getByText('maya@example.com')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification email sent successfully.',
    );
  });

  it('shows the fallback when the email cannot be sent', async () => {
    server.use(gqlError('resendVerificationEmail'));
    showPrompt(unverifiedMerchant);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to send email, please try again.',
    );
  });

  it('points a signed-out visitor (just signed up) to Log In to resend', () => {
    showPrompt(anonymous);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    expect(screen.getByText(/your email address/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('sends a verified user on to the dashboard', async () => {
    showPrompt(signedInMerchant);
    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
  });
});
