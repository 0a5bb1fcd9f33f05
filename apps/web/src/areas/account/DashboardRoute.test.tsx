// The /dashboard route's Instagram warning against msw: shown only when the connected account's
// access is gone (the server's connection error), never for other failures or without an account.
// And the guided tour's welcome card on a page sent with the signed-in frame: still until the
// dashboard has painted, then live.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { freeMerchant, starterMerchant } from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { SignedInFrameContext } from '../../session/signedInFrame';
import { DashboardRoute } from './DashboardRoute';
import { INSTAGRAM_ATTENTION_TITLE } from './InstagramAttention';
import { TOUR_WELCOME } from './tourSteps';

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
  server.use(...gqlData({ getResourceCounts: { instagramFeeds: 0, widgets: 0 } }));
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

describe('the guided tour on a page sent with the signed-in frame', () => {
  const tourOffered = { getItem: () => null, setItem: () => undefined };
  const answers = () =>
    gqlData({ getWidgets: [], getResourceCounts: { instagramFeeds: 0, widgets: 0 } });

  it('shows the still welcome card in the first commit, then the live one after a paint', async () => {
    server.use(...answers());
    render(
      renderAt(
        <SignedInFrameContext.Provider value>
          <HydrateSession currentUser={starterMerchant}>
            <DashboardRoute storage={tourOffered} />
          </HydrateSession>
        </SignedInFrameContext.Provider>,
        { path: '/dashboard' },
      ),
    );
    // The first commit: the card as the server sent it, inert, and no live dialog yet.
    const still = document.querySelector('[inert]');
    expect(still).not.toBeNull();
    expect(within(still as HTMLElement).getByText(TOUR_WELCOME.title)).toBeInTheDocument();
    const live = () => screen.queryAllByRole('dialog').filter((d) => !d.closest('[inert]'));
    expect(live()).toHaveLength(0);
    // A frame later the live card takes its place.
    await expect.poll(() => live().length, { timeout: 10_000 }).toBe(1);
    // The still card has gone: the title shows once, in the live card.
    expect(screen.getAllByText(TOUR_WELCOME.title)).toHaveLength(1);
    // And it works: Next walks to the first step.
    await userEvent
      .setup({ delay: null })
      .click(within(live()[0]!).getByRole('button', { name: 'Next' }));
    expect(within(live()[0]!).getByText('Step 1 of 11')).toBeVisible();
  });

  it('opens the live card at once where the page came without the frame', () => {
    server.use(...answers());
    const { container } = render(
      renderAt(
        <HydrateSession currentUser={starterMerchant}>
          <DashboardRoute storage={tourOffered} />
        </HydrateSession>,
        { path: '/dashboard' },
      ),
    );
    expect(container.querySelector('[inert]')).toBeNull();
    expect(screen.getByRole('dialog', { name: TOUR_WELCOME.title })).toBeInTheDocument();
  });
});
