// The session request a page sent with the signed-in frame starts before the app's scripts have
// run: the page links a small script (written by the build from `earlySessionScript`, see
// vite.config.ts) that sends getCurrentUser at once and leaves the answer's promise on `window`.
// The app's first getCurrentUser call takes that answer instead of asking again, through the
// transport's fetch (lib/transport.ts), so the request and all that reads its answer stay as they
// are; only the wait for the app's scripts before asking goes away.
import { CSRF_HEADER } from '@vendy/client/request';

/** Where the early script leaves its answer. */
const KEY = '__vendyEarlySession';
const OPERATION = 'getCurrentUser';

declare global {
  interface Window {
    [KEY]?: Promise<Response>;
  }
}

/** The early script's source: getCurrentUser as the transport sends it (POST, cookies, CSRF). */
export function earlySessionScript(query: string): string {
  const init = {
    method: 'POST',
    credentials: 'include',
    cache: 'no-store',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
    },
    body: JSON.stringify({ query, operationName: OPERATION }),
  };
  // Back from the store platform's plan confirmation (charge_id), the plan is reconciled before
  // the user is loaded (useSessionLoader): an answer from before that would be stale.
  return `if(!new URLSearchParams(location.search).has("charge_id"))window.${KEY}=fetch("/graphql",${JSON.stringify(init)});\n`;
}

/**
 * The early answer when `init` is the app's getCurrentUser call (no variables) and the answer is
 * still unclaimed; it is handed out once.
 */
export function takeEarlySession(init: RequestInit | undefined): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window[KEY] || typeof init?.body !== 'string') return;
  try {
    const body = JSON.parse(init.body) as { operationName?: unknown; variables?: unknown };
    const variables = body.variables as object | undefined | null;
    if (body.operationName !== OPERATION || (variables && Object.keys(variables).length > 0)) {
      return;
    }
  } catch {
    return;
  }
  const early = window[KEY];
  delete window[KEY];
  return early;
}
