// /instagram/connect (back from Instagram's authorization window) and /instagram/reconnect: the
// code handed over once, where the user goes next, and what a refusal or a failure shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderAt } from '../../mocks/decorators';
import { anonymous, signedInMerchant } from '../../mocks/fixtures';
import { gqlData, gqlError } from '../../mocks/graphql';
import { getStoredRedirect, HydrateSession, storeRedirect, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { CONNECTION_ERROR, instagramAccount } from './fixtures';
import { InstagramConnectRoute } from './InstagramConnectRoute';
import { InstagramReconnectPage } from './InstagramReconnectPage';
import { loadPage } from './loadPage';

vi.mock('./loadPage', () => ({ loadPage: vi.fn() }));

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

const OTHER_PATHS = [
  '/layouts',
  '/login',
  '/instagram',
  '/instagram/reconnect',
  '/dashboard',
  '/videos',
];

function show(path: string, user: CurrentUser = signedInMerchant) {
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <InstagramConnectRoute />
      </HydrateSession>,
      { path, pattern: '/instagram/connect', otherPaths: OTHER_PATHS },
    ),
  );
  return userEvent.setup();
}

const navigatedTo = (path: string) =>
  screen.findByRole('heading', { name: `Navigated to ${path}` });

describe('/instagram/connect', () => {
  it('hands the code to setupInstagramAccount, showing progress, then goes to /layouts', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.mutation('setupInstagramAccount', async () => {
        await answered;
        return HttpResponse.json({ data: { setupInstagramAccount: instagramAccount } });
      }),
    );
    show('/instagram/connect?code=abc123');
    expect(
      await screen.findByRole('progressbar', { name: 'Connecting your Instagram account…' }),
    ).toBeInTheDocument();
    answer();
    expect(await navigatedTo('/layouts')).toBeInTheDocument();
    expect(sent('setupInstagramAccount')).toEqual([{ code: 'abc123' }]);
  });

  it('goes on to the stored path instead, and forgets it', async () => {
    storeRedirect('/videos');
    server.use(...gqlData({ setupInstagramAccount: instagramAccount }));
    show('/instagram/connect?code=abc123');
    expect(await navigatedTo('/videos')).toBeInTheDocument();
    expect(getStoredRedirect()).toBeNull();
    expect(sent('setupInstagramAccount')).toHaveLength(1);
  });

  it('shows the access-denied text when Instagram sent an error, with a link back', async () => {
    show('/instagram/connect?error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Did not receive access code from Instagram.',
    );
    expect(screen.getByRole('link', { name: 'Back to Instagram' })).toHaveAttribute(
      'href',
      '/instagram',
    );
    expect(sent('setupInstagramAccount')).toEqual([]);
  });

  it("shows 'Incorrect parameters.' without a code or an error", async () => {
    show('/instagram/connect');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect parameters.');
    expect(screen.getByRole('link', { name: 'Back to Instagram' })).toHaveAttribute(
      'href',
      '/instagram',
    );
    expect(sent('setupInstagramAccount')).toEqual([]);
  });

  it("shows the server's message on a failed setup, with a link to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('setupInstagramAccount', 'This code has expired.'));
    const user = show('/instagram/connect?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired.');
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await navigatedTo('/instagram')).toBeInTheDocument();
  });

  it("falls back to 'Unable to connect to Instagram account.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('setupInstagramAccount'));
    show('/instagram/connect?code=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to Instagram account.',
    );
  });

  it('sends the user to /instagram/reconnect on an InstagramConnectionError', async () => {
    server.use(gqlError('setupInstagramAccount', CONNECTION_ERROR));
    show('/instagram/connect?code=abc123');
    expect(await navigatedTo('/instagram/reconnect')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first and remembers the address', async () => {
    show('/instagram/connect?code=abc123', anonymous);
    expect(await navigatedTo('/login')).toBeInTheDocument();
    expect(getStoredRedirect()).toBe('/instagram/connect?code=abc123');
    expect(sent('setupInstagramAccount')).toEqual([]);
  });
});

describe('/instagram/reconnect', () => {
  const showReconnect = () => {
    render(
      renderAt(<InstagramReconnectPage />, {
        path: '/instagram/reconnect',
        otherPaths: OTHER_PATHS,
      }),
    );
    return userEvent.setup();
  };

  it("reconnects with a full page load of the server's start route", async () => {
    const user = showReconnect();
    expect(
      await screen.findByRole('heading', {
        name: 'Something went wrong when connecting to your Instagram account',
      }),
    ).toBeInTheDocument();
    const reconnect = screen.getByRole('link', { name: 'Reconnect' });
    expect(reconnect).toHaveAttribute('href', '/auth/instagram/start');
    await user.click(reconnect);
    expect(loadPage).toHaveBeenCalledWith('/auth/instagram/start');
  });

  it('goes back to the dashboard on Cancel', async () => {
    const user = showReconnect();
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(await navigatedTo('/dashboard')).toBeInTheDocument();
    expect(loadPage).not.toHaveBeenCalled();
  });
});
