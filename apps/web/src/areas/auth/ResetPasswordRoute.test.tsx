import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { ok } from '../../mocks/auth';
import { fillField } from '../../session/testing/fields';
import { setupGraphqlServer } from '../../session/testing/server';
import { ResetPasswordRoute } from './ResetPasswordRoute';

const { server, calls } = setupGraphqlServer();

const showReset = (path: string) =>
  render(
    renderAt(<ResetPasswordRoute />, { path, pattern: '/reset-password', otherPaths: ['/login'] }),
  );

async function choose(password: string, confirmation = password) {
  await fillField('New Password', password);
  await fillField('Confirm Password', confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('/reset-password', () => {
  it('without changeId, says to use the emailed link and offers no form', () => {
    showReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No reset ID specified, please click the link in your inbox.',
    );
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('sets the new password, confirms it and sends the user to log in', async () => {
    server.use(...gqlData({ resetForgottenPassword: ok }));
    showReset('/reset-password?changeId=change-7');
    await choose('new secret');
    expect(await screen.findByText('Navigated to /login')).toBeVisible();
    expect(await screen.findByText('Password reset successfully, please log in.')).toBeVisible();
    expect(calls).toEqual([
      {
        operationName: 'resetForgottenPassword',
        variables: { changePasswordId: 'change-7', password: 'new secret' },
      },
    ]);
  });

  it('checks length and confirmation before calling the server', async () => {
    showReset('/reset-password?changeId=change-7');
    await choose('seven77', 'different');
    expect(await screen.findByText('Must be at least 8 characters.')).toBeVisible();
    expect(screen.getByText('Passwords must match.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('shows the fallback when the reset fails without a reason', async () => {
    server.use(gqlError('resetForgottenPassword'));
    showReset('/reset-password?changeId=expired');
    await choose('new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to reset password, please try again.',
    );
  });
});
