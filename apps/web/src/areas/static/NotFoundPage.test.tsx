import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { RootLayout } from '../../app/RootLayout';
import { gqlData } from '../../mocks/graphql';
import { anonymous, signedInMerchant, unverifiedMerchant } from '../../mocks/fixtures';
import { SemiPublicLayout } from '../../session/layouts';
import { setupGraphqlServer } from '../../session/testing/server';
import { NotFoundPage } from './NotFoundPage';
import { routes as staticRoutes } from './routes';

const { server } = setupGraphqlServer();

/** /404 as the app serves it: inside its layout, after the session loads. */
function showNotFound(entries = ['/404']) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/dashboard', element: <h1>Dashboard</h1> },
          { element: <SemiPublicLayout />, children: staticRoutes.semiPublic ?? [] },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('NotFoundPage', () => {
  it('shows the picture, one heading and a Go Back button that calls back', async () => {
    const onGoBack = vi.fn();
    render(<NotFoundPage onGoBack={onGoBack} />);
    expect(screen.getByRole('img', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
  });

  it('goes back to the previous page from /404', async () => {
    server.use(...gqlData({ getCurrentUser: anonymous }));
    showNotFound(['/dashboard', '/404']);
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('offers Log In and Sign Up to a signed-out visitor, and no dashboard', async () => {
    server.use(...gqlData({ getCurrentUser: anonymous }));
    showNotFound();
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
  });

  it('offers a signed-in user the way back to the dashboard instead of Log In and Sign Up', async () => {
    server.use(...gqlData({ getCurrentUser: signedInMerchant }));
    showNotFound();
    const dashboard = await screen.findByRole('link', { name: 'Go to Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu for maya@example.com' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    await userEvent.click(dashboard);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('treats an unverified user as signed in too (the dashboard then leads to verification)', async () => {
    server.use(...gqlData({ getCurrentUser: unverifiedMerchant }));
    showNotFound();
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });
});
