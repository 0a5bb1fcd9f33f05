// The merchant app's one GraphQL transport (POST /graphql, cookies, no cache, CSRF header). The
// GraphQL client library behind it is loaded on the first call (or by `preloadTransport`), not
// with the first page: /login shows its form without it and needs it only to sign in.
import type { VendyRequest } from '@vendy/client/request';

let transport: Promise<VendyRequest> | undefined;

function loadTransport(): Promise<VendyRequest> {
  transport ??= import('./transport').then(
    (module) => module.request,
    (error: unknown) => {
      // A failed load (network gone) is retried by the next call.
      transport = undefined;
      throw error;
    },
  );
  return transport;
}

/** Starts loading the transport now, so that the first call does not wait for it. */
export function preloadTransport(): void {
  loadTransport().catch(() => {});
}

// Under test the transport is loaded before any test starts, so that a test's first call does not
// spend its time limit on loading modules (the build drops this line).
if (import.meta.env.MODE === 'test') await loadTransport();

export const request: VendyRequest = async (document, variables, options) =>
  (await loadTransport())(document, variables, options);
