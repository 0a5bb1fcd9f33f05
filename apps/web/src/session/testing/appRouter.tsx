// The app's real router in a test, opened at one address with a fresh jotai store: what the route
// tests of each area use to check their pages are registered and gated (the session comes from
// the msw server the test sets up).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { routeObjects } from '../../app/router';

/** Renders the app at `path`; `wrap` adds providers around the router (e.g. a test font loader). */
export function renderApp(path: string, wrap: (router: ReactNode) => ReactNode = (r) => r) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(<Provider store={createStore()}>{wrap(<RouterProvider router={router} />)}</Provider>);
  return router;
}
