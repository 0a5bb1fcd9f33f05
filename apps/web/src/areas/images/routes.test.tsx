// /images in the app's real router: the area is registered, loads lazily inside the merchant shell
// and applies its plan gate.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { freeMerchant } from '../../mocks/account';
import { signedInMerchant } from '../../mocks/fixtures';
import { gqlData } from '../../mocks/graphql';
import type { CurrentUser } from '../../session';
import { renderApp } from '../../session/testing/appRouter';
import { setupGraphqlServer } from '../../session/testing/server';
import { collections } from './fixtures';

vi.setConfig({ testTimeout: 30_000 });

const { server } = setupGraphqlServer();

function open(currentUser: CurrentUser) {
  server.use(...gqlData({ getCurrentUser: currentUser, getImageCollections: collections }));
  renderApp('/images');
}

describe('/images', () => {
  it('shows the photo collections of a group on a paid plan', async () => {
    open(signedInMerchant);
    expect(await screen.findByRole('tab', { name: 'Photo Collections' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Summer lookbook/ })).toBeInTheDocument();
  });

  it('shows the upgrade card to a group on the Free plan', async () => {
    open(freeMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  });
});
