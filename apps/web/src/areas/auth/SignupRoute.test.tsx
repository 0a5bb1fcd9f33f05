import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { signupAnswer } from '../../mocks/auth';
import { fillField } from '../../session/testing/fields';
import { setupGraphqlServer } from '../../session/testing/server';
import { anonymous } from '../../mocks/fixtures';
import { HydrateSession } from '../../session';
import { SignupRoute } from './SignupRoute';
import { VerifyPromptRoute } from './VerifyPromptRoute';

const { server, calls } = setupGraphqlServer();

const showSignup = () =>
  render(renderAt(<SignupRoute />, { path: '/signup', otherPaths: ['/verify-prompt'] }));

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await fillField(label, value);
}

const valid = {
  Email: 'Maya@Example.com',
  Password: 'long enough',
  'Confirm Password': 'long enough',
  'First Name': 'Maya',
  'Last Name': 'Merchant',
};

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

// Six fields per test: give the form time on a busy machine.
describe('/signup', { timeout: 15_000 }, () => {
  it('requires every field and the terms box', async () => {
    showSignup();
    await submit();
    // Email, password, confirm password, first name, last name; the terms box has a full stop.
    expect(await screen.findAllByText('This field is required')).toHaveLength(5);
    expect(screen.getByText('This field is required.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('wants a password of at least 8 characters, confirmed', async () => {
    showSignup();
    await fill({ ...valid, Password: 'short12', 'Confirm Password': 'short123' });
    await submit();
    expect(await screen.findByText('Must be at least 8 characters.')).toBeVisible();
    expect(screen.getByText('Passwords must match.')).toBeVisible();
  });

  it('accepts a password of exactly 8 characters', async () => {
    showSignup();
    await fill({ ...valid, Password: 'exactly8', 'Confirm Password': 'exactly8' });
    await submit();
    expect(screen.queryByText('Must be at least 8 characters.')).toBeNull();
  });

  it('does not sign up until the terms are accepted', async () => {
    showSignup();
    await fill(valid);
    await submit();
    expect(await screen.findByText('This field is required.')).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('links the terms and the privacy policy', () => {
    showSignup();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('asks the user to check their email, showing the address, without signing in', async () => {
    server.use(...gqlData({ signup: signupAnswer }));
    render(
      renderAt(<SignupRoute />, {
        path: '/signup',
        extraRoutes: [
          {
            path: '/verify-prompt',
            element: (
              <HydrateSession currentUser={anonymous}>
                <VerifyPromptRoute />
              </HydrateSession>
            ),
          },
        ],
      }),
    );
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' }),
    ).toBeVisible();
    expect(screen.getByText('maya@example.com')).toBeVisible();
    // Signed out: Log In to resend, no resend button.
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      {
        operationName: 'signup',
        variables: {
          email: 'maya@example.com',
          password: 'long enough',
          firstName: 'Maya',
          lastName: 'Merchant',
        },
      },
    ]);
  });

  it("shows the server's message when the account cannot be created", async () => {
    server.use(gqlError('signup', 'Too many attempts. Please try again later.'));
    showSignup();
    await fill(valid);
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again later.',
    );
  });
});
