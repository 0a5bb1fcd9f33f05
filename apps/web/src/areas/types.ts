import type { RouteObject } from 'react-router-dom';

/**
 * The routes an area adds to the app, by the layout they render in:
 * - `public`: anyone, no redirect rule (login, signup, terms, support pages, 404, ...);
 * - `semiPublic`: anyone, with a different view for signed-in users (verify, pending invitations,
 *   shopify-connect): the session is loaded but the redirect rule is not applied;
 * - `app`: signed in, behind the redirect rule of doc 1 §2, inside the merchant shell;
 * - `admin`: signed-in admins only (others are sent to /404), inside the admin shell;
 * - `bare`: no shell and no session (a frame another page embeds, e.g. the analytics frame).
 */
export interface AreaRoutes {
  public?: RouteObject[];
  semiPublic?: RouteObject[];
  app?: RouteObject[];
  admin?: RouteObject[];
  bare?: RouteObject[];
}
