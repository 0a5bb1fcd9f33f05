// Build-time rendering of the pages visitors land on before they sign in (vite.config.ts,
// `prerender`): the server sends their HTML ready to paint, and main.tsx hydrates it once the
// entry has loaded, so the sign-in form shows without waiting for the JavaScript.
//
// The page signed-in visitors land on is rendered too, as the signed-in frame (the merchant shell
// with the page loading inside, session/signedInFrame.ts): nobody's data, since there is no
// session here. The server sends it only to a visitor with a live session; its lazily loaded
// routes' scripts and styles are linked from the page (vite.config.ts).
//
// Only pages whose whole route match comes with the entry are rendered here: their styles are in
// the entry's stylesheet, which index.html already links. A lazily loaded route would paint
// unstyled until its own stylesheet came, so `render` refuses one.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { GetCurrentUserDocument } from '@vendy/client/generated';
import { routeObjects } from './app/router';
import { earlySessionScript } from './session/earlySession';
import { AppLoading } from './session/shells/SessionStatus';
import { SignedInFrameContext } from './session/signedInFrame';
import { routes } from './routes';

/** The addresses rendered at build time. */
export const PRERENDERED_PATHS: readonly string[] = [routes.login()];

/** The addresses rendered at build time as the signed-in frame. */
export const SIGNED_IN_PATHS: readonly string[] = [routes.dashboard()];

/** The script those pages start the session request with (session/earlySession.ts). */
export function renderEarlySessionScript(): string {
  return earlySessionScript(GetCurrentUserDocument.toString());
}

/** The HTML of the app's root element at `pathname` (signed out, no query). */
export async function render(pathname: string): Promise<string> {
  const lazy = (matchRoutes(routeObjects, pathname) ?? []).filter((match) => match.route.lazy);
  if (lazy.length > 0) throw new Error(`${pathname}: its route is loaded lazily`);
  return renderRoute(pathname, false);
}

/** The HTML of the app's root element at `pathname` in the signed-in frame, loading. */
export async function renderSignedIn(pathname: string): Promise<string> {
  return renderRoute(pathname, true);
}

async function renderRoute(pathname: string, framed: boolean): Promise<string> {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <SignedInFrameContext value={framed}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SignedInFrameContext>
    </StrictMode>,
  );
}

/**
 * What every other page shows first: the router's loading state while the page's code arrives
 * (the root route's HydrateFallback). index.html carries it, so a slow connection shows Vendy
 * loading at once instead of a blank page; main.tsx's first render replaces it with the same.
 */
export function renderLoading(): string {
  return renderToString(<AppLoading />);
}
