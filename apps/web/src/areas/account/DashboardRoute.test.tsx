// The /dashboard route's Instagram warning against msw: shown only when the connected account's
// access is gone (the server's connection error), never for other failures or without an account.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderAt } from '../../mocks/decorators';
import { freeMerchant, starterMerchant } from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { DashboardRoute } from './DashboardRoute';
import { INSTAGRAM_ATTENTION_TITLE } from './InstagramAttention';

const { server, calls } = setupGraphqlServer();

const CONNECTION_ERROR = JSON.stringify({
  type: 'InstagramConnectionError',
  message: 'Unable to connect to Instagram account.',
});

const connected = (user: CurrentUser): CurrentUser => ({
  ...user,
  currentGroup: user.currentGroup && {
    ...user.currentGroup,
    instagramAccount: { id: 'ig-1', accountName: 'acme.outfitters', lastSyncedAt: null },
  },
});

const noTour = { getItem: () => 'dismissed', setItem: () => undefined };

function show(user: CurrentUser) {
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <DashboardRoute storage={noTour} />
      </HydrateSession>,
      { path: '/dashboard' },
    ),
  );
}

const warning = () => screen.queryByRole('region', { name: INSTAGRAM_ATTENTION_TITLE });
const asked = () => calls.filter((c) => c.operationName === 'getInstagramAccount').length;

describe('the Instagram warning', () => {
  it('says the access is gone, names the account and links to reconnect', async () => {
    server.use(gqlError('getInstagramAccount', CONNECTION_ERROR), ...gqlData({ getWidgets: [] }));
    show(connected(starterMerchant));
    expect(
      await screen.findByRole('region', { name: INSTAGRAM_ATTENTION_TITLE }, { timeout: 10_000 }),
    ).toHaveTextContent('@acme.outfitters');
    expect(screen.getByRole('link', { name: 'Reconnect Instagram' })).toHaveAttribute(
      'href',
      '/instagram/reconnect',
    );
  });

  it('stays away when the account answers or another error comes back', async () => {
    server.use(gqlError('getInstagramAccount', 'Unable to get instagram account.'));
    server.use(...gqlData({ getWidgets: [] }));
    show(connected(starterMerchant));
    await expect.poll(asked, { timeout: 10_000 }).toBe(1);
    // The answer comes back at once; a warning would show within this time.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(warning()).toBeNull();
  });

  it('asks nothing without an account or without the instagram feature', async () => {
    server.use(...gqlData({ getWidgets: [] }));
    show(starterMerchant);
    show(connected(freeMerchant));
    await expect.poll(() => calls.filter((c) => c.operationName === 'getWidgets').length).toBe(1);
    expect(asked()).toBe(0);
    expect(warning()).toBeNull();
  });
});
