// /ai in the app's real router: the AI page (no longer the upcoming-area notice) on a paid plan,
// the upgrade card on Free.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { freeMerchant, starterMerchant } from '../../mocks/account';
import { aiHandlers } from '../../mocks/ai';
import { gqlData } from '../../mocks/graphql';
import type { CurrentUser } from '../../session';
import { renderApp } from '../../session/testing/appRouter';
import { setupGraphqlServer } from '../../session/testing/server';

const { server } = setupGraphqlServer();

function open(currentUser: CurrentUser) {
  server.use(...gqlData({ getCurrentUser: currentUser }), ...aiHandlers());
  return renderApp('/ai');
}

describe('the /ai route', () => {
  it('opens the AI page with its three tabs on a paid plan', async () => {
    const router = open(starterMerchant);
    expect(await screen.findByRole('heading', { name: 'AI Generation', level: 1 })).toBeVisible();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Videos', 'Scripts', 'Accounts']);
    expect(screen.queryByRole('heading', { name: 'Not available yet' })).toBeNull();
    expect(router.state.location.pathname).toBe('/ai');
  });

  it('offers the upgrade on the Free plan', async () => {
    open(freeMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
  });
});
