// What the shells offer a user whose email is not verified yet: only what the redirect rule of
// doc 1 §2 lets them reach (no side navigation; Groups, Log out and Help in the account menu).
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData } from '../../mocks/graphql';
import { signedInMerchant, unverifiedMerchant } from '../../mocks/fixtures';
import { setupGraphqlServer } from '../testing/server';
import { renderWithLayouts } from '../testing/renderWithLayouts';

const { server } = setupGraphqlServer();

async function openAccountMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for maya@example.com' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('shells for an unverified user', () => {
  it('lands on /verify-prompt without the side navigation', async () => {
    server.use(...gqlData({ getCurrentUser: unverifiedMerchant }));
    renderWithLayouts('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Page /verify-prompt' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Videos' })).toBeNull();
    expect(screen.getByRole('link', { name: /Vendy/ })).toBeVisible();
  });

  it('offers Groups, Log out and Help, and Groups opens', async () => {
    server.use(...gqlData({ getCurrentUser: unverifiedMerchant }));
    renderWithLayouts('/verify-prompt');
    await screen.findByRole('heading', { level: 1, name: 'Page /verify-prompt' });
    expect(await openAccountMenu()).toEqual(['Groups', 'Log out', 'Help']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Groups' }));
    // /groups is always allowed by the redirect rule.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page /groups' }),
    ).toBeInTheDocument();
  });

  it('keeps the limited menu on semi-public pages too', async () => {
    server.use(...gqlData({ getCurrentUser: unverifiedMerchant }));
    renderWithLayouts('/verify');
    await screen.findByRole('heading', { level: 1, name: 'Page /verify' });
    expect(await openAccountMenu()).toEqual(['Groups', 'Log out', 'Help']);
  });

  it('gives the whole menu back once the email is verified', async () => {
    server.use(...gqlData({ getCurrentUser: signedInMerchant }));
    renderWithLayouts('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Page /dashboard' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await openAccountMenu()).toEqual(['Account', 'Groups', 'Tour', 'Log out', 'Help']);
  });
});
