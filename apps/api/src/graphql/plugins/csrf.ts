// Cross-site request forgery guard. Browsers cannot add a custom header to a cross-site request
// without a CORS preflight, which this server never grants; so requiring one proves the request
// comes from our own pages. The browser client always sends `x-vendy-csrf: 1`.
import type { Plugin } from 'graphql-yoga';

export const CSRF_HEADER = 'x-vendy-csrf';
export const CSRF_MESSAGE = `Requests must carry the "${CSRF_HEADER}" header.`;

/**
 * @param isSafeRead requests that need no header: fixed, side-effect-free public reads over GET
 *   (see modules/layouts/public-reads.ts), which another site can trigger but neither change
 *   anything with nor read the answer of.
 */
export function useCsrfHeader(isSafeRead: (request: Request) => boolean = () => false): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.headers.get(CSRF_HEADER) || isSafeRead(request)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: CSRF_MESSAGE, extensions: { code: 'CSRF' } }] }),
          { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
