// The GraphQL endpoint (/graphql): graphql-yoga with the security plugins every request goes through.
import { createYoga, type YogaLogger } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { parseCookies } from '../http/cookies';
import type { Logger } from '../logger';
import { publicReadOf, usePublicReadCache } from '../modules/layouts/public-reads';
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
  config: Config;
  db: Database;
  logger: Logger;
  schema: GraphQLSchema;
}

export function createGraphQLServer({ config, db, logger, schema }: GraphQLServerOptions) {
  const production = config.nodeEnv === 'production';
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
    context: ({ request }) => ({
      db,
      config,
      cookies: parseCookies(request.headers.get('cookie')),
    }),
    plugins: [
      useCsrfHeader((request) => publicReadOf(request) !== null),
      useJsonQueryParams(),
      useArmor(production),
      production && useNoIntrospection(),
      useUnexpectedErrors(),
      useReplyHeaders(),
      useSecurityHeaders(),
      // After useReplyHeaders: it must see any Set-Cookie before deciding what may be cached.
      usePublicReadCache(),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;

function yogaLogger(logger: Logger): YogaLogger {
  const child = logger.child({ component: 'graphql' });
  return {
    debug: (...args) => child.debug({ args }, 'yoga'),
    info: (...args) => child.info({ args }, 'yoga'),
    warn: (...args) => child.warn({ args }, 'yoga'),
    error: (...args) => child.error({ err: args[0], args: args.slice(1) }, 'yoga'),
  };
}
