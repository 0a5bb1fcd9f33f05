// The GraphQL endpoint (/graphql): graphql-yoga with the security plugins every request goes through.
import type { IncomingMessage } from 'node:http';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import { parseCookies } from '../http/cookies';
import type { GraphQLEndpoint } from '../http/server';
import type { Logger } from '../logger';
import type { Services } from '../services';
import { limitGraphqlBody } from './body-limit';
import type { AppContext, ServerContext } from './context';
import { useArmor } from './plugins/armor';
import { useCsrfHeader } from './plugins/csrf';
import { useNoIntrospection } from './plugins/introspection';
import { useJsonQueryParams } from './plugins/query-params';
import { useReplyHeaders } from './plugins/reply-headers';
import { useSecurityHeaders } from './plugins/security-headers';
import { UNEXPECTED_ERROR_MESSAGE, useUnexpectedErrors } from './plugins/unexpected-errors';

export const GRAPHQL_PATH = '/graphql';

export interface GraphQLServerOptions {
  /** Handed to every resolver as fields of its context. */
  services: Services;
  logger: Logger;
  schema: GraphQLSchema;
  /** The modules' plugins (e.g. the public reads' cache headers), run after the built-in ones. */
  plugins?: readonly Plugin[];
  /** GET requests that are safe reads and so need no CSRF header (the modules' public reads). */
  isSafeRead?: (request: Request) => boolean;
}

export function createGraphQLServer(options: GraphQLServerOptions) {
  const { services, logger, schema } = options;
  const isSafeRead = options.isSafeRead ?? (() => false);
  const production = services.config.nodeEnv === 'production';
  return createYoga<ServerContext, AppContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: false,
    landingPage: false,
    // The apps are served from this same origin; any cross-origin caller is refused by the browser.
    cors: false,
    batching: false,
    logging: yogaLogger(logger),
    // Safety net for errors outside execution (e.g. while building the context); the
    // unexpected-errors plugin already masks execution errors, with the request's context logged.
    maskedErrors: { errorMessage: UNEXPECTED_ERROR_MESSAGE, isDev: false },
    context: ({ request }): AppContext => ({
      ...services,
      cookies: parseCookies(request.headers.get('cookie')),
    }),
    plugins: [
      useCsrfHeader(isSafeRead),
      useJsonQueryParams(),
      useArmor(production),
      production && useNoIntrospection(),
      useUnexpectedErrors(),
      useReplyHeaders(),
      useSecurityHeaders(),
      // After useReplyHeaders: a plugin that decides what may be cached must see any Set-Cookie.
      ...(options.plugins ?? []),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

/**
 * The endpoint the HTTP server serves: request bodies within their limits (body-limit.ts; a larger
 * one needs a live session, `isSignedIn` of the request's Cookie header), then the GraphQL server.
 */
export function graphqlEndpoint(
  graphql: GraphQLServer,
  isSignedIn: (cookieHeader: string | undefined) => Promise<boolean>,
): GraphQLEndpoint {
  return {
    path: GRAPHQL_PATH,
    async handle(req: IncomingMessage, res, context) {
      if (!(await limitGraphqlBody(req, res, () => isSignedIn(req.headers.cookie)))) return;
      await graphql.handle(req, res, context);
    },
  };
}

function yogaLogger(logger: Logger): YogaLogger {
  const child = logger.child({ component: 'graphql' });
  return {
    debug: (...args) => child.debug({ args }, 'yoga'),
    info: (...args) => child.info({ args }, 'yoga'),
    warn: (...args) => child.warn({ args }, 'yoga'),
    error: (...args) => child.error({ err: args[0], args: args.slice(1) }, 'yoga'),
  };
}
