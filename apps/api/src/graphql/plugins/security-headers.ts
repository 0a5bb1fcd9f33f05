// Referrer-Policy and nosniff on GraphQL answers, so that the stored public answers (which the
// server sends as they were made, see modules/layouts/public-fast-path.ts) carry them too.
import type { Plugin } from 'graphql-yoga';
import { COMMON_SECURITY_HEADERS } from '../../http/security-headers';

export function useSecurityHeaders(): Plugin {
  return {
    onResponse({ response }) {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
        response.headers.set(name, value);
      }
    },
  };
}
