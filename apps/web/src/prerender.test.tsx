// The sign-in page rendered at build time is what the client hydrates: the same markup (React
// keeps the elements and reports no mismatch), and its submit button only works once hydrated.
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render as renderInDom } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { gqlData, gqlPending } from './mocks/graphql';
import { signedInMerchant } from './mocks/fixtures';
import { routeObjects } from './app/router';
import {
  PRERENDERED_PATHS,
  render,
  renderEarlySessionScript,
  renderLoading,
  renderSignedIn,
  renderTourFontCss,
  renderTourWelcome,
  GUIDED_TOUR_PATH,
  SIGNED_IN_PATHS,
} from './prerender';
import { FRAME_OVERLAY_ID, SignedInFrameContext } from './session/signedInFrame';
import { resetSessionAtom } from './session';

let root: Root | null = null;

/** Hydrates the pre-rendered signed-in frame in `container` as the app's entry does. */
async function hydrateFrame(
  container: HTMLElement,
  router: ReturnType<typeof createBrowserRouter>,
  onRecoverableError?: (error: unknown) => void,
) {
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <SignedInFrameContext value={true}>
          <RouterProvider router={router} />
        </SignedInFrameContext>
      </StrictMode>,
      onRecoverableError ? { onRecoverableError } : undefined,
    );
    await Promise.resolve();
  });
}

// A lazily loaded signed-in page asks for the session at once; it stays unanswered here.
const server = setupServer(gqlPending('getCurrentUser'));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('pages rendered at build time', () => {
  it('renders /login with its form, whose submit button waits for hydration', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/login']);
    const container = document.createElement('div');
    const markup = await render('/login');
    // No Suspense boundary left to its fallback: the client would render it anew (React #419).
    expect(markup).not.toContain('<!--$!');
    container.innerHTML = markup;
    expect(container.querySelector('h1')?.textContent).toBe('Log In');
    expect(container.querySelector('input[name="email"]')).not.toBeNull();
    expect(container.querySelector('input[name="password"]')).not.toBeNull();
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.textContent).toBe('Log In');
    expect(submit?.disabled).toBe(true);
  });

  it('is hydrated as it is: the same elements, no mismatch, then the form can submit', async () => {
    window.history.replaceState(null, '', '/login');
    const container = document.createElement('div');
    container.innerHTML = await render('/login');
    document.body.append(container);
    const heading = container.querySelector('h1');
    const email = container.querySelector('input[name="email"]');
    const errors: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={createBrowserRouter(routeObjects)} />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
      await Promise.resolve();
    });

    expect(errors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input[name="email"]')).toBe(email);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(
      false,
    );
  });

  it('refuses a page whose route loads lazily (it would paint without its styles)', async () => {
    await expect(render('/signup')).rejects.toThrow('/signup: its route is loaded lazily');
  });
});

describe('the signed-in frame rendered at build time', () => {
  it('is the merchant shell with the page loading, and nobody’s data', async () => {
    expect(SIGNED_IN_PATHS).toEqual(['/dashboard']);
    const container = document.createElement('div');
    container.innerHTML = await renderSignedIn('/dashboard');
    const nav = container.querySelector('nav[aria-label="Main"]');
    expect(nav?.textContent).toContain('Dashboard');
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('Dashboard');
    // The group's entry (its name) comes with the session.
    expect(nav?.querySelector('a[href="/group"]')).toBeNull();
    expect(container.querySelector('button[aria-label="Account menu"]')).not.toBeNull();
    expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('main')).toHaveLength(1);
  });

  it('is hydrated as it is once the lazy routes are in, then waits for the session', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const container = document.createElement('div');
    container.innerHTML = await renderSignedIn('/dashboard');
    document.body.append(container);
    const header = container.querySelector('header');
    const errors: unknown[] = [];
    const router = createBrowserRouter(routeObjects);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));

    await hydrateFrame(container, router, (error) => errors.push(error));

    expect(errors).toEqual([]);
    expect(container.querySelector('header')).toBe(header);
    // The session is still on its way (never answered here): the frame stays, loading.
    expect(container.querySelector('main [aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('nav[aria-label="Main"]')).not.toBeNull();
  });

  it('comes with the guided tour’s welcome card, inert, until the live card takes its place', async () => {
    expect(GUIDED_TOUR_PATH).toBe('/dashboard');
    server.use(...gqlData({ getCurrentUser: signedInMerchant, getWidgets: [] }));
    window.history.replaceState(null, '', '/dashboard');
    const container = document.createElement('div');
    container.innerHTML = await renderSignedIn('/dashboard');
    document.body.append(container);
    document.body.insertAdjacentHTML('beforeend', renderTourWelcome());
    const card = document.getElementById(FRAME_OVERLAY_ID);
    expect(card?.inert).toBe(true);
    expect(card?.querySelector('h2')?.textContent).toBe('Welcome to Vendy');
    expect(card?.querySelector('p')?.textContent).toMatch(/^Take a short tour/);
    // Its ids are its own, apart from the frame's.
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The session loads afresh (an earlier test left its load unanswered).
    getDefaultStore().set(resetSessionAtom);
    const router = createBrowserRouter(routeObjects);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    // What is on the page when the card goes (observers run before the browser can paint again).
    const whenRemoved: string[] = [];
    const observer = new MutationObserver(() => {
      if (whenRemoved.length === 0 && !document.getElementById(FRAME_OVERLAY_ID)) {
        whenRemoved.push(
          ...[...document.querySelectorAll('[role="dialog"] h2')].map((h) => h.textContent ?? ''),
        );
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });

    await hydrateFrame(container, router);
    await vi.waitFor(() => expect(document.getElementById(FRAME_OVERLAY_ID)).toBeNull());
    await vi.waitFor(() => expect(whenRemoved).toEqual(['Welcome to Vendy']));
    observer.disconnect();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it('lets the welcome card’s text wait for the body font rather than paint twice', () => {
    const css = renderTourFontCss([
      { weight: 400, url: '/assets/roboto-latin-400-normal-x.woff2' },
    ]);
    expect(css).toContain('font-display:block');
    expect(css).toContain('src:url(/assets/roboto-latin-400-normal-x.woff2) format("woff2")');
    expect(css).toContain(`#${FRAME_OVERLAY_ID}{--vendy-font-body:"Roboto Frame", Roboto,`);
  });

  it('starts the session request with the app’s own getCurrentUser', () => {
    const script = renderEarlySessionScript();
    expect(script).toContain('window.__vendyEarlySession=fetch("/graphql",');
    expect(script).toContain('query getCurrentUser');
    expect(script).toContain('x-vendy-csrf');
  });
});

describe('index.html', () => {
  it('holds what the app renders first for a page whose code loads lazily', () => {
    const router = createMemoryRouter(routeObjects, { initialEntries: ['/videos'] });
    const { container } = renderInDom(<RouterProvider router={router} />);
    // React Aria numbers its ids differently in a server render; everything else is the same.
    const withoutIds = (html: string) => html.replace(/ id="[^"]*"/g, '');
    expect(withoutIds(renderLoading())).toBe(withoutIds(container.innerHTML));
    expect(renderLoading()).toContain('Loading Vendy');
  });
});
