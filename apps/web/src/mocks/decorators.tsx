// Story and test wrappers: a memory router at a given path (ui-kit links navigate through it) and
// a fresh jotai store per story, so no state leaks between stories.
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RootLayout } from '../app/RootLayout';

export interface RenderAtOptions {
  /** The address the page is shown at, e.g. '/login' or '/reset-password?changeId=abc'. */
  path?: string;
  /** Route pattern of the page (defaults to the path without its query). */
  pattern?: string;
  /** Other routes the page may navigate to; each renders a heading naming its path. */
  otherPaths?: string[];
  /** Real routes the page may navigate to (e.g. the page that follows it). */
  extraRoutes?: RouteObject[];
}

export function renderAt(
  element: ReactNode,
  { path = '/', pattern, otherPaths = [], extraRoutes = [] }: RenderAtOptions = {},
) {
  const ownPattern = pattern ?? path.split('?')[0] ?? '/';
  const children: RouteObject[] = [
    { path: ownPattern, element },
    ...otherPaths.map((p) => ({ path: p, element: <h1>{`Navigated to ${p}`}</h1> })),
    ...extraRoutes,
  ];
  const router = createMemoryRouter([{ element: <RootLayout />, children }], {
    initialEntries: [path],
  });
  return (
    <JotaiProvider store={createStore()}>
      <RouterProvider router={router} />
    </JotaiProvider>
  );
}
