// Root of every route: lets ui-kit links navigate through the router and mounts the toast region.
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { RouterProvider } from 'react-aria-components';
import { ToastRegion } from '@vendy/ui-kit';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export function RootLayout() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ToastRegion />
    </RouterProvider>
  );
}
