// Test support: the four layouts around stand-in pages, in a memory router with a fresh jotai store,
// so that tests see where the layouts send a visitor.
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { RootLayout } from '../../app/RootLayout';
import { AdminLayout, AppLayout, PublicLayout, SemiPublicLayout } from '../layouts';

/** A stand-in page: its heading names it, and it shows the address it was reached at. */
function StandIn({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p data-testid="address">{`${pathname}${search}`}</p>
    </>
  );
}

const page = (path: string): RouteObject => ({ path, element: <StandIn name={`Page ${path}`} /> });

export const testRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <PublicLayout />, children: ['/login', '/404', '/logout'].map(page) },
      { element: <SemiPublicLayout />, children: ['/verify', '/shopify-connect'].map(page) },
      {
        element: <AppLayout />,
        children: [
          '/dashboard',
          '/account',
          '/verify-prompt',
          '/getting-started',
          '/groups',
          '/group',
          '/shopify-prompt',
          '/plans',
        ].map(page),
      },
      { element: <AdminLayout />, children: ['/admin/dashboard', '/admin/groups'].map(page) },
    ],
  },
];

export function renderWithLayouts(path: string) {
  const router = createMemoryRouter(testRoutes, { initialEntries: [path] });
  const store = createStore();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}
