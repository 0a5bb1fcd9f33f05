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
import { VerifyRoute } from './VerifyRoute';

const { server, calls } = setupGraphqlServer();

const showVerify = (path: string, currentUser: CurrentUser = anonymous) =>
  render(
    renderAt(
      <HydrateSession currentUser={currentUser}>
        <VerifyRoute />
      </HydrateSession>,
      { path, pattern: '/verify', otherPaths: ['/dashboard'] },
    ),
  );

describe('/verify', () => {
  it('without a code, says to use the link in the inbox (verbatim) and calls nothing', () => {
    showVerify('/verify');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No verificaton code found. Please click the link in your inbox.',
    );
    expect(calls).toEqual([]);
  });

  it('offers the resend to a signed-in user whose email is unverified', async () => {
    server.use(...gqlData({ resendVerificationEmail: ok }));
    showVerify('/verify', unverifiedMerchant);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification email sent successfully.',
    );
  });

  it('offers no resend to a signed-out visitor', () => {
    showVerify('/verify');
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
  });

  it('uses the code once, then continues into the app with the session reloaded', async () => {
    server.use(...gqlData({ verifyEmail: ok, getCurrentUser: signedInMerchant }));
    showVerify('/verify?code=code-1', unverifiedMerchant);
    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
    expect(calls).toEqual([
      { operationName: 'verifyEmail', variables: { code: 'code-1' } },
      { operationName: 'getCurrentUser', variables: {} },
    ]);
  });

  it('shows why a code was refused, with the resend while still unverified', async () => {
    server.use(gqlError('verifyEmail'));
    showVerify('/verify?code=old', unverifiedMerchant);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to verify email.');
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  });
});
