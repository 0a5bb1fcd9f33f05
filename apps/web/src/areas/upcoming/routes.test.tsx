// The areas not built yet, in the app's real router: their entries open a page (the plan gate
// where the area has one, else an honest notice), never /404.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { freeMerchant, starterMerchant } from '../../mocks/account';
import { signedInAdmin } from '../../mocks/fixtures';
import { gqlData } from '../../mocks/graphql';
import type { CurrentUser } from '../../session';
import { renderApp } from '../../session/testing/appRouter';
import { setupGraphqlServer } from '../../session/testing/server';
import { UPCOMING_TITLE } from './UpcomingPage';

const { server } = setupGraphqlServer();

function open(path: string, currentUser: CurrentUser) {
  server.use(...gqlData({ getCurrentUser: currentUser }));
  return renderApp(path);
}

const notice = () => screen.findByRole('heading', { name: UPCOMING_TITLE });
const upgrade = () => screen.findByRole('heading', { name: 'Upgrade Your Plan' });

describe('areas not built yet', () => {
  it('/ai: the notice on a paid plan, the upgrade card on Free', async () => {
    open('/ai', starterMerchant);
    expect(await screen.findByRole('heading', { name: 'AI Generation', level: 1 })).toBeVisible();
    expect(await notice()).toBeVisible();
  });

  it('/ai on Free offers the upgrade', async () => {
    open('/ai', freeMerchant);
    expect(await upgrade()).toBeVisible();
  });

  it('/admin/sliders: the notice for an admin', async () => {
    const router = open('/admin/sliders', signedInAdmin);
    expect(await screen.findByRole('heading', { name: 'Slider Pages', level: 1 })).toBeVisible();
    expect(await notice()).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/sliders');
  });
});
