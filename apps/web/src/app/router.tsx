// The app's data routes, composed from the areas. Each area lists its routes by access level; the
// layouts apply the session, the redirect rule (doc 1 §2) and the shells.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { AppLoading } from '../session/shells/SessionStatus';
import { AdminLayout, AppLayout, PublicLayout, SemiPublicLayout } from '../session/layouts';
import type { AreaRoutes } from '../areas/types';
import { routes as auth } from '../areas/auth/routes';
import { routes as account } from '../areas/account/routes';
import { routes as groups } from '../areas/groups/routes';
import { routes as store } from '../areas/store/routes';
import { routes as admin } from '../areas/admin/routes';
import { routes as staticPages } from '../areas/static/routes';
import { routes as videos } from '../areas/videos/routes';
import { routes as audio } from '../areas/audio/routes';
import { routes as products } from '../areas/products/routes';
import { routes as images } from '../areas/images/routes';
import { routes as layouts } from '../areas/layouts/routes';
import { routes } from '../routes';

const areas: AreaRoutes[] = [
  auth,
  account,
  groups,
  store,
  admin,
  staticPages,
  videos,
  audio,
  products,
  images,
  layouts,
];
const collect = (level: keyof AreaRoutes) => areas.flatMap((area) => area[level] ?? []);

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's lazily loaded code arrives, before the router can render it.
    HydrateFallback: AppLoading,
    children: [
      { path: routes.home(), element: <Navigate to={routes.login()} replace /> },
      { element: <PublicLayout />, children: collect('public') },
      { element: <SemiPublicLayout />, children: collect('semiPublic') },
      { element: <AppLayout />, children: collect('app') },
      { element: <AdminLayout />, children: collect('admin') },
      { path: '*', element: <Navigate to={routes.notFound()} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
