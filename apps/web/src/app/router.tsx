// The app's data routes, composed from the areas. Each area lists its routes by access level; the
// layouts apply the session, the redirect rule (doc 1 §2) and the shells. Pages are loaded on first
// visit (each area's `lazy` routes), and so are the signed-in layouts with their shells and menus:
// the first page (usually /login) brings only the public layout and its own module.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './RootLayout';
import { AppLoading } from '../session/shells/SessionStatus';
import { PublicLayout } from '../session/publicLayout';
import { preloadTransport } from '../lib/api';
import { preloadSession } from '../session/atoms';
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
import { routes as instagram } from '../areas/instagram/routes';
import { routes as brand } from '../areas/brand/routes';
import { routes as analytics } from '../areas/analytics/routes';
import { routes as ai } from '../areas/ai/routes';
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
  instagram,
  brand,
  analytics,
  ai,
];
const collect = (level: keyof AreaRoutes) => areas.flatMap((area) => area[level] ?? []);

/**
 * A layout that loads the session: its module (with the signed-in shells) is loaded on first use,
 * and the session request starts alongside (with the GraphQL transport it needs), since the
 * layout's first act would be that request.
 */
const signedInLayout = (name: 'SemiPublicLayout' | 'AppLayout' | 'AdminLayout') => async () => {
  // Not when the page is rendered at build time (src/prerender.tsx): there is no session there.
  if (typeof window !== 'undefined') {
    preloadTransport();
    preloadSession();
  }
  return { Component: (await import('../session/signedInLayouts'))[name] };
};

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown while the first page's lazily loaded code arrives, before the router can render it.
    HydrateFallback: AppLoading,
    children: [
      { path: routes.home(), element: <Navigate to={routes.login()} replace /> },
      { element: <PublicLayout />, children: collect('public') },
      ...collect('bare'),
      { lazy: signedInLayout('SemiPublicLayout'), children: collect('semiPublic') },
      { lazy: signedInLayout('AppLayout'), children: collect('app') },
      { lazy: signedInLayout('AdminLayout'), children: collect('admin') },
      { path: '*', element: <Navigate to={routes.notFound()} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
