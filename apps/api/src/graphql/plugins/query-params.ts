// GET requests carry `variables` and `extensions` as JSON in the query string. graphql-yoga parses
// them with a bare JSON.parse, so text that is no JSON would surface as an internal error (HTTP
// 500, 'Unexpected error.'); it is the caller's mistake, answered 400 like a bad POST body.
import type { Plugin } from 'graphql-yoga';

export const INVALID_PARAMS_MESSAGE = 'Variables and extensions must be JSON.';

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function useJsonQueryParams(): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method !== 'GET') return;
      const params = url.searchParams;
      const bad = ['variables', 'extensions'].some((name) => {
        const value = params.get(name);
        return value !== null && value !== '' && !isJson(value);
      });
      if (!bad) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: INVALID_PARAMS_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
          }),
          { status: 400, headers: { 'content-type': 'application/json; charset=utf-8' } },
        ),
      );
    },
  };
}
