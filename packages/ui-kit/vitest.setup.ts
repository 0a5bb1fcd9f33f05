import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { toasts } from './src/Toast/toasts';

afterEach(() => {
  cleanup();
  // The app-wide toast queue is module state: where test files share modules (see
  // vitest.isolation.ts), a toast one file left open would show in the next file's region.
  toasts.clear();
});

// react-aria's live announcer, when created outside act() (inside a waitFor), makes its first
// announcement on a 100 ms timer. Let that timer run before the test file's DOM is torn down, or
// it fires without a document and fails the run with an uncaught error.
afterAll(async () => {
  if (typeof document === 'undefined') return;
  if (!document.querySelector('[data-live-announcer]')) return;
  await new Promise((resolve) => setTimeout(resolve, 150));
});
