import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { loginAnswer } from '../../mocks/auth';
import { fillField } from '../../session/testing/fields';
import { setupGraphqlServer } from '../../session/testing/server';
import { STORED_REDIRECT_KEY } from '../../session/redirectStorage';
import { LoginRoute } from './LoginRoute';
import type * as SocialReturnModule from './socialReturn';

const startProviderFlow = vi.hoisted(() => vi.fn());
vi.mock('./socialReturn', async (importOriginal) => ({
  ...(await importOriginal<typeof SocialReturnModule>()),
  startProviderFlow,
}));

const { server, calls } = setupGraphqlServer();

const otherPaths = ['/dashboard', '/account', '/signup', '/forgot-password'];
const showLogin = (path = '/login') =>
  render(renderAt(<LoginRoute />, { path, pattern: '/login', otherPaths }));

describe('/login with email and password', () => {
  it('signs in and goes to the dashboard', async () => {
    server.use(...gqlData({ login: loginAnswer }));
    showLogin();
    await fillField('Email', '  Maya@Example.com ');
    await fillField('Password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
    expect(calls).toEqual([
      {
        operationName: 'login',
        variables: { email: 'maya@example.com', password: 'correct horse' },
      },
    ]);
  });

  it('returns to the stored path after signing in', async () => {
    server.use(...gqlData({ login: loginAnswer }));
    sessionStorage.setItem(STORED_REDIRECT_KEY, '/account');
    showLogin();
    await fillField('Email', 'maya@example.com');
    await fillField('Password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Navigated to /account')).toBeVisible();
  });

  it("shows the server's refusal above the form", async () => {
    server.use(...gqlData({ login: { ...loginAnswer, success: false, message: null } }));
    showLogin();
    await fillField('Email', 'maya@example.com');
    await fillField('Password', 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to login.');
    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  it('asks for both fields before calling the server', async () => {
    showLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await fillField('Email', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Must be a valid email')).toBeVisible();
    expect(calls).toEqual([]);
  });
});

describe('/login back from Google', () => {
  it('signs in with the returned authorisation code', async () => {
    server.use(...gqlData({ loginWithGoogle: loginAnswer }));
    showLogin('/login?provider=google&code=auth-code-1');
    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
    expect(calls).toEqual([
      { operationName: 'loginWithGoogle', variables: { code: 'auth-code-1' } },
    ]);
  });

  it('says so when Google returned no code, without calling the server', async () => {
    showLogin('/login?provider=google&error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google did not return an auth code.',
    );
    expect(calls).toEqual([]);
  });

  it("shows 'Login with Google failed.' when the server gives no reason", async () => {
    server.use(gqlError('loginWithGoogle'));
    showLogin('/login?provider=google&code=stale');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login with Google failed.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled(),
    );
    expect(calls).toHaveLength(1);
  });
});

describe('/login back from Facebook', () => {
  it('signs in with the returned access token', async () => {
    server.use(...gqlData({ loginWithFacebook: loginAnswer }));
    showLogin('/login?provider=facebook&token=fb-token');
    expect(await screen.findByText('Navigated to /dashboard')).toBeVisible();
    expect(calls).toEqual([
      { operationName: 'loginWithFacebook', variables: { token: 'fb-token' } },
    ]);
  });

  it("reports the dialog's status when Facebook returned no token", async () => {
    showLogin('/login?provider=facebook&status=not_authorized');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to login with Facebook, not_authorized',
    );
    expect(calls).toEqual([]);
  });
});

describe('starting a provider flow', () => {
  it.each([
    ['Sign in with Google', '/auth/google/start'],
    ['Sign in with Facebook', '/auth/facebook/start'],
  ])('%s leaves for %s and disables the other buttons', async (button, path) => {
    startProviderFlow.mockClear();
    showLogin();
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(startProviderFlow).toHaveBeenCalledWith(path);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });
});
