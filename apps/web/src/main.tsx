import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { NAV_COLLAPSED_KEY } from '@vendy/ui-kit';
import { createRouter } from './app/router';
import { SIGNED_IN_FRAME, SignedInFrameContext } from './session/signedInFrame';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createRouter();
// Sent with the signed-in frame (session/signedInFrame.ts): the layouts show it while loading.
const framed = container.dataset.frame === SIGNED_IN_FRAME;
const app = (
  <StrictMode>
    <SignedInFrameContext value={framed}>
      <RouterProvider router={router} />
    </SignedInFrameContext>
  </StrictMode>
);

/** The side navigation in mini mode: the frame rendered ahead has it open. */
function navCollapsed(): boolean {
  try {
    return window.localStorage.getItem(NAV_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Resolves once the router has the code of every route at the address (lazy routes loaded). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A page rendered at build time (src/prerender.tsx) is hydrated: what it shows stays, and a
// field the visitor already typed in keeps its text (forms/useTypedBeforeHydration.ts hands it to
// the form's state). It was rendered without a query, so an
// address with one (a provider's return, ?redirect=) renders afresh, and so does a signed-in
// frame for a visitor who keeps the navigation in mini mode.
// Hydration waits for the lazily loaded routes at the address (the first render must be the
// page's, not the router's loading state) and for the page's first paint (the callback of the
// next animation frame runs just before it; a task queued from there runs after it), so what was
// sent shows before that work starts.
if (
  container.dataset.prerendered === window.location.pathname &&
  !window.location.search &&
  !(framed && navCollapsed())
) {
  // As a transition, React hydrates in short tasks rather than one long one.
  void routerReady().then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => startTransition(() => void hydrateRoot(container, app))),
    ),
  );
} else {
  createRoot(container).render(app);
}
