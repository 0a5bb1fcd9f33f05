// The merchant app's GraphQL transport itself (POST /graphql, cookies, no cache, CSRF header), with
// the GraphQL client library it is built on. Loaded by api.ts on the first call. The first
// getCurrentUser takes the answer a signed-in page asked for before the app ran, if there is one
// (session/earlySession.ts).
import { createRequest } from '@vendy/client/request';
import { takeEarlySession } from '../session/earlySession';

export const request = createRequest({
  endpoint: '/graphql',
  fetch: (input, init) => takeEarlySession(init) ?? globalThis.fetch(input, init),
});
