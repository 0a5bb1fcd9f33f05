import type { APIRequestContext, Page } from '@playwright/test';

/** The header the app's transport sends on every call (packages/client/src/request.ts). */
export const CSRF_HEADERS = { 'content-type': 'application/json', 'x-vendy-csrf': '1' } as const;

export interface GraphqlAnswer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: Array<{ message: string }>;
}

/**
 * Calls /graphql with a request context that shares the browser context's cookies
 * (`page.request` / `context.request`): used to prepare what a journey is not about.
 */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    headers: CSRF_HEADERS,
    data: { query, variables },
  });
  const answer = (await response.json()) as GraphqlAnswer<T>;
  if (answer.errors?.length || !answer.data) {
    throw new Error(
      `GraphQL call failed: ${answer.errors?.map((e) => e.message).join(' ') ?? 'no data'}`,
    );
  }
  return answer.data;
}

/**
 * Calls /graphql from inside the page, exactly as the app does (same origin, the session cookie,
 * the CSRF header), and returns the raw answer so that refusals can be asserted.
 */
export function gqlFromPage<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  return page.evaluate(
    async ({ query, variables, headers }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphqlAnswer<T>;
    },
    { query, variables, headers: CSRF_HEADERS },
  );
}
