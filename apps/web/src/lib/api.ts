// The merchant app's one GraphQL transport (POST /graphql, cookies, no cache, CSRF header).
import { createRequest } from '@vendy/client/request';

export const request = createRequest({ endpoint: '/graphql' });
