import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { ok } from '../../mocks/auth';
import { fillField } from '../../session/testing/fields';
import { setupGraphqlServer } from '../../session/testing/server';
import { ForgotPasswordRoute } from './ForgotPasswordRoute';

const { server, calls } = setupGraphqlServer();

const showForgot = () => render(renderAt(<ForgotPasswordRoute />, { path: '/forgot-password' }));
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

describe('/forgot-password', () => {
  it('requires the email', async () => {
    showForgot();
    await send();
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('sends the link to the trimmed, lower-cased email and says so', async () => {
    server.use(...gqlData({ sendForgotPasswordEmail: ok }));
    showForgot();
    await fillField('Email', ' Maya@Example.com');
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset link has been sent to your inbox.',
    );
    expect(calls).toEqual([
      { operationName: 'sendForgotPasswordEmail', variables: { email: 'maya@example.com' } },
    ]);
  });

  it('shows the fallback when the email cannot be sent', async () => {
    server.use(gqlError('sendForgotPasswordEmail'));
    showForgot();
    await fillField('Email', 'maya@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to send forgot password email.',
    );
  });
});
