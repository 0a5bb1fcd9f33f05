// Copies the headers and cookies that resolvers set on the request's Reply onto the response.
import type { Plugin } from 'graphql-yoga';
import type { ServerContext } from '../context';

export function useReplyHeaders(): Plugin<Record<string, never>, ServerContext> {
  return {
    onResponse({ response, serverContext }) {
      for (const [name, value] of serverContext.reply.headers) response.headers.append(name, value);
    },
  };
}
