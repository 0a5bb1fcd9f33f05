// msw handlers for stories and component tests: answer named GraphQL operations with fixtures.
// (End-to-end tests never use these; they run against the real server.)
import { delay, graphql, HttpResponse, type GraphQLHandler } from 'msw';

type Resolver = (variables: Record<string, unknown>) => unknown;

/** Answers each named operation with `data` (an object or a function of the variables). */
export function gqlData(answers: Record<string, unknown | Resolver>): GraphQLHandler[] {
  return Object.entries(answers).map(([operationName, answer]) =>
    graphql.operation<Record<string, unknown>>(async ({ operationName: name, variables }) => {
      if (name !== operationName) return undefined;
      const data = typeof answer === 'function' ? (answer as Resolver)(variables) : answer;
      return HttpResponse.json({ data: { [operationName]: data } });
    }),
  );
}

/** Fails a named operation with the server's messages (or with no message: the spec fallback). */
export function gqlError(operationName: string, ...messages: string[]): GraphQLHandler {
  return graphql.operation(({ operationName: name }) => {
    if (name !== operationName) return undefined;
    return HttpResponse.json({
      errors: (messages.length ? messages : ['']).map((message) => ({ message })),
      data: null,
    });
  });
}

/** Never answers a named operation, to show loading states. */
export function gqlPending(operationName: string): GraphQLHandler {
  return graphql.operation(async ({ operationName: name }) => {
    if (name !== operationName) return undefined;
    await delay('infinite');
    return HttpResponse.json({});
  });
}
