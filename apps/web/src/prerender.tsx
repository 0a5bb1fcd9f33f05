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
import { lightTheme, vars } from '@vendy/ui-kit/tokens';
import { TourWelcomePlaceholder } from './areas/account/TourWelcomePlaceholder';
import { routeObjects } from './app/router';
import { earlySessionScript } from './session/earlySession';
import { type FrameStartFiles, frameStartScript } from './session/frameStart';
import { AppLoading } from './session/shells/SessionStatus';
import { FRAME_OVERLAY_ID, SignedInFrameContext } from './session/signedInFrame';
import { routes } from './routes';

/** The addresses rendered at build time. */
export const PRERENDERED_PATHS: readonly string[] = [routes.login()];

/** The addresses rendered at build time as the signed-in frame. */
export const SIGNED_IN_PATHS: readonly string[] = [routes.dashboard()];

/**
 * The signed-in frame rendered again with the guided tour's welcome card over it, for a user the
 * tour opens for (the server decides who: the user's showGuidedTour and a paid plan): the card is
 * the largest thing that page paints, and this way it paints with the frame rather than once all
 * the scripts and the session have loaded.
 */
export const GUIDED_TOUR_PATH = routes.dashboard();

/** The HTML of the welcome card, which goes after the app's root (areas/account/GuidedTour). */
export function renderTourWelcome(): string {
  // Its own ids, apart from those of the frame's root, which the client hydrates.
  return renderToString(<TourWelcomePlaceholder />, { identifierPrefix: 'frame-overlay-' });
}

/**
 * The styles that page adds: the welcome card's text waits for its web fonts (font-display:
 * block, the same files, preloaded by the page) instead of painting first in a fallback font and
 * then again, so that it paints once, as the live card will. `fonts`: the body font's files
 * (woff2) by weight.
 */
export function renderTourFontCss(fonts: ReadonlyArray<{ weight: number; url: string }>): string {
  const family = 'Roboto Frame';
  const faces = fonts.map(
    ({ weight, url }) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:block;font-weight:${weight};src:url(${url}) format("woff2")}`,
  );
  const stack = (fallback: string) => `"${family}", ${fallback}`;
  const font = lightTheme.font;
  /** `var(--x)` → `--x` */
  const property = (ref: string) => ref.replace(/^var\((--[\w-]+)\)$/, '$1');
  return [
    ...faces,
    `#${FRAME_OVERLAY_ID}{${property(vars.font.body)}:${stack(font.body)};${property(vars.font.heading)}:${stack(font.heading)};font-family:${vars.font.body}}`,
    '',
  ].join('\n');
}

/** The script those pages start the session request with (session/earlySession.ts). */
export function renderEarlySessionScript(): string {
  return earlySessionScript(GetCurrentUserDocument.toString());
}

/**
 * The script that starts the app on those pages (session/frameStart.ts): once the frame has
 * painted it preloads the signed-in chunks and imports the entry.
 */
export function renderFrameStartScript(files: FrameStartFiles): string {
  return frameStartScript(files);
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
