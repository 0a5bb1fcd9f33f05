// What every resolver receives. Sessions (the signed-in user, the current group) join it with the
// accounts module; add fields here rather than reaching for globals.
import type { YogaInitialContext } from 'graphql-yoga';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Reply } from '../http/reply';
import type { Logger } from '../logger';

/** Given by the HTTP layer for each request. */
export interface ServerContext {
  requestId: string;
  /** Child logger carrying the request id. */
  logger: Logger;
  reply: Reply;
}

/** Built by the GraphQL server for each operation. */
export interface AppContext {
  db: Database;
  config: Config;
  /** Cookies sent with the request, by name. */
  cookies: ReadonlyMap<string, string>;
}

export type GraphQLContext = YogaInitialContext & ServerContext & AppContext;
