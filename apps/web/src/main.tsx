import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { createRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>
);

// A page rendered at build time (src/prerender.tsx) is hydrated: what it shows stays, and a
// field the visitor already typed in keeps its text. It was rendered without a query, so an
// address with one (a provider's return, ?redirect=) renders afresh.
// Hydration waits for the page's first paint (the callback of the next animation frame runs just
// before it; a task queued from there runs after it), so the form shows before that work starts.
if (container.dataset.prerendered === window.location.pathname && !window.location.search) {
  requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}
