// The app's toast region, loaded after the first page: no toast can be queued before the app has
// started, and the queue keeps any that arrive while the region's code is still on its way.
import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/useHydrated';

// Under test the region's code is loaded before any test starts, so that a toast a test waits for
// does not wait on module loading (the build drops this line).
if (import.meta.env.MODE === 'test') await import('./toastRegion');

const ToastRegion = lazy(async () => ({ default: (await import('./toastRegion')).ToastRegion }));

export function ToastRegionLoader() {
  // Not part of a page rendered ahead (src/prerender.tsx): its lazy code would make the server's
  // HTML end in a fallback that the client then has to render anew.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
