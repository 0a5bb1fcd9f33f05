// Links to the server's own routes (/auth/instagram/start) must load the page from the server: the
// app's router would otherwise handle them and show its 404 page.
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { loadPage } from './loadPage';

/** ui-kit links inside follow their address with a full page load instead of the app's router. */
export function FullPageLinks({ children }: { children: ReactNode }) {
  return <RouterProvider navigate={(href) => loadPage(href)}>{children}</RouterProvider>;
}
