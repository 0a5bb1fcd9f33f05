// The data router's first load: a page whose code is loaded lazily shows the app's loading state
// meanwhile, and React Router has nothing to warn about.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { gqlPending } from '../mocks/graphql';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeObjects } from './router';

// The session request stays unanswered: the layout's own loading state follows the router's.
const server = setupServer(gqlPending('getCurrentUser'));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

describe('router', () => {
  it('shows a loading state while the first lazy page loads, without a HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/videos'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Loading Vendy' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 10_000 });
    const warnings = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(warnings.filter((text) => /HydrateFallback|hydrateFallbackElement/.test(text))).toEqual(
      [],
    );
  });
});
