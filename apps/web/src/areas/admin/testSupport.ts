// Test support only: an msw server for the route tests of the admin screens, and React Aria's
// popovers working under happy-dom (see the ui-kit shim).
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/** An msw server for this test file; `server.use(...)` overrides the answers in one test. */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}

/** Failed calls are logged by the transport; tests of failures keep the output quiet. */
export const silenceErrorLog = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/**
 * Time allowed to a test that drives popovers, dialogs and tables with user-event: each step
 * re-renders React Aria collections, which takes seconds on a busy machine.
 */
export const INTERACTION_TIMEOUT = { timeout: 30_000 };
