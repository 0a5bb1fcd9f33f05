// The Instagram area in the app's real router: the pages are registered (no longer /404), and the
// return from Instagram hands its code over before any stored path is followed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { anonymous, signedInMerchant } from '../../mocks/fixtures';
import { gqlData } from '../../mocks/graphql';
import { getStoredRedirect, storeRedirect, type CurrentUser } from '../../session';
import { renderApp } from '../../session/testing/appRouter';
import { setupGraphqlServer } from '../../session/testing/server';
import { instagramAccount, instagramMedia } from './fixtures';

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

function open(path: string, currentUser: CurrentUser = signedInMerchant) {
  server.use(
    ...gqlData({
      getCurrentUser: currentUser,
      getInstagramAccount: instagramAccount,
      getInstagramMedia: instagramMedia,
      getInstagramFeeds: [],
      setupInstagramAccount: instagramAccount,
    }),
  );
  return renderApp(path);
}

describe('the Instagram routes', () => {
  it('shows /instagram inside the merchant app', async () => {
    const router = open('/instagram');
    expect(await screen.findByText(/^Connected to:/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instagram');
  });

  it('shows /instagram/reconnect', async () => {
    open('/instagram/reconnect');
    expect(
      await screen.findByRole('heading', {
        name: 'Something went wrong when connecting to your Instagram account',
      }),
    ).toBeInTheDocument();
  });

  it('sets the account up from /instagram/connect before following the stored path', async () => {
    storeRedirect('/instagram');
    const router = open('/instagram/connect?code=abc123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/instagram'));
    expect(await screen.findByText(/^Connected to:/)).toBeInTheDocument();
    expect(sent('setupInstagramAccount')).toEqual([{ code: 'abc123' }]);
    expect(getStoredRedirect()).toBeNull();
  });

  it('asks a signed-out visitor of /instagram/connect to log in first', async () => {
    const router = open('/instagram/connect?code=abc123', anonymous);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getStoredRedirect()).toBe('/instagram/connect?code=abc123');
    expect(sent('setupInstagramAccount')).toEqual([]);
  });
});
