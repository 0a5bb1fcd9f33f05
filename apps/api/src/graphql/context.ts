// What every resolver receives. Sessions (the signed-in user, the current group) join it with the
// accounts module; the shared services (db, config, jobs, storage...: services.ts) are built once
// by the composition root and handed in here: add fields there rather than reaching for globals.
import type { YogaInitialContext } from 'graphql-yoga';
import type { ServerContext } from '../http/routes';
import type { Services } from '../services';

/** Given by the HTTP layer for each request. */
export type { ServerContext } from '../http/routes';

/** Built by the GraphQL server for each operation: the shared services and the request's cookies. */
export interface AppContext extends Services {
  /** Cookies sent with the request, by name. */
  cookies: ReadonlyMap<string, string>;
}

export type GraphQLContext = YogaInitialContext & ServerContext & AppContext;
