// The merchant app's GraphQL transport itself (POST /graphql, cookies, no cache, CSRF header), with
// the GraphQL client library it is built on. Loaded by api.ts on the first call.
import { createRequest } from '@vendy/client/request';

export const request = createRequest({ endpoint: '/graphql' });
