// Root of every route: lets ui-kit links navigate through the router and mounts the toast region.
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { ToastRegionLoader } from './ToastRegionLoader';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** An address with a scheme (mailto:, https:) or protocol-relative leaves the app untouched. */
const isExternal = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/** The router's href for app paths; react-router would turn 'mailto:x' into '/mailto:x'. */
function useLinkHref(href: string) {
  const appHref = useHref(href);
  return isExternal(href) ? href : appHref;
}

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useLinkHref}>
      <Outlet />
      <ToastRegionLoader />
    </RouterProvider>
  );
}
