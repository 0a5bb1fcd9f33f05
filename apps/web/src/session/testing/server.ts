// Test support: an msw server answering GraphQL operations, recording each call (name and
// variables) so that tests can check what was sent and in which order.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { toasts } from '@vendy/ui-kit';

export interface RecordedCall {
  operationName: string;
  variables: Record<string, unknown>;
}

// A page reached through a session load and a redirect or two can take more than the default
// second on a loaded machine; waiting longer only slows down a test that fails anyway.
configure({ asyncUtilTimeout: 5_000 });

/** Starts an msw server for the calling test file; handlers are added per test with `server.use`. */
export function setupGraphqlServer() {
  const server = setupServer();
  const calls: RecordedCall[] = [];

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', async ({ request }) => {
      const body = (await request.clone().json()) as Partial<RecordedCall>;
      if (body.operationName) {
        calls.push({ operationName: body.operationName, variables: body.variables ?? {} });
      }
    });
  });
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    sessionStorage.clear();
    toasts.clear();
  });
  afterAll(() => server.close());

  return { server, calls };
}
