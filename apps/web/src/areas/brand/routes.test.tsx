// /brand in the app's real router: the navigation's 'Brand Management' entry and the dashboard's
// Branding tile open the page (or the upgrade card), never /404.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { routes } from '../../routes';
import { standardMerchant, starterMerchant } from '../../mocks/account';
import { gqlData } from '../../mocks/graphql';
import type { CurrentUser } from '../../session';
import { renderApp } from '../../session/testing/appRouter';
import { setupGraphqlServer } from '../../session/testing/server';
import { defaultBranding } from './fixtures';
import { BrandFontLoaderContext } from './FontPicker';

const { server } = setupGraphqlServer();

function open(currentUser: CurrentUser) {
  server.use(...gqlData({ getCurrentUser: currentUser, getBrandingSettings: defaultBranding }));
  return renderApp(routes.brand(), (router) => (
    <BrandFontLoaderContext.Provider value={async () => {}}>
      {router}
    </BrandFontLoaderContext.Provider>
  ));
}

describe('/brand', () => {
  it('opens Brand Management with the branding feature', async () => {
    const router = open(standardMerchant);
    expect(
      await screen.findByRole('heading', { name: 'Brand Management', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Save Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/brand');
  });

  it('offers the upgrade on a plan without it', async () => {
    const router = open(starterMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/brand');
  });
});
