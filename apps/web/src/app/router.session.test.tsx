// A signed-in layout's route starts the session request together with its own code: the first
// page's data does not wait for the layout's module to load and render first.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { getDefaultStore } from 'jotai';
import { gqlPending } from '../mocks/graphql';
import { routeObjects } from './router';
import { sessionStateAtom } from '../session';

const server = setupServer(gqlPending('getCurrentUser'));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('signed-in layouts', () => {
  it('start the session request with their own code, not after it has loaded and rendered', async () => {
    const operations: string[] = [];
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .json()
        .then((body: { operationName?: string }) => operations.push(body.operationName ?? ''));
    });
    const appLayout = routeObjects[0]!.children!.find(
      (route) => route.lazy && route.children?.some((child) => child.path === '/videos'),
    )!;
    expect(getDefaultStore().get(sessionStateAtom).status).toBe('idle');

    const loading = (appLayout.lazy as () => Promise<unknown>)();
    // Asked for at once, while the layout's module is still on its way.
    expect(getDefaultStore().get(sessionStateAtom).status).toBe('loading');
    await loading;
    await vi.waitFor(() => expect(operations).toEqual(['getCurrentUser']));
  });
});
