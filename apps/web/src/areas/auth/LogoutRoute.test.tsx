import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LOGOUT_REDIRECT_MS } from '@vendy/client/domain';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { ok } from '../../mocks/auth';
import { setupGraphqlServer } from '../../session/testing/server';
import { LogoutRoute } from './LogoutRoute';

const { server, calls } = setupGraphqlServer();

afterEach(() => {
  vi.useRealTimers();
});

const showLogout = () =>
  render(renderAt(<LogoutRoute />, { path: '/logout', otherPaths: ['/login'] }));

/** Lets the (intercepted) server answer while timers are faked, without moving the clock much. */
async function untilVisible(text: string) {
  for (let i = 0; i < 50 && !screen.queryByText(text); i += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => new Promise((resolve) => setImmediate(resolve)));
  }
  expect(screen.getByText(text)).toBeVisible();
}

describe('/logout', () => {
  it('logs out, then goes to /login after exactly LOGOUT_REDIRECT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(...gqlData({ logout: ok }));
    showLogout();
    expect(screen.getByText('Logging out…')).toBeVisible();
    await untilVisible('You have been logged out.');
    expect(calls.map(({ operationName }) => operationName)).toEqual(['logout']);

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS - 1));
    expect(screen.queryByText('Navigated to /login')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Navigated to /login')).toBeVisible();
  });

  it('moves on to /login even when the server fails, after showing why', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(gqlError('logout', 'Session store unavailable.'));
    showLogout();
    await untilVisible('Session store unavailable.');
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_MS));
    expect(screen.getByText('Navigated to /login')).toBeVisible();
  });
});
