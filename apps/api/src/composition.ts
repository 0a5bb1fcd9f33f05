// The composition root: the one place that knows every module (modules/index.ts) and sandbox
// (sandbox/index.ts). It builds the shared services once (services.ts) and hands them, with the
// modules' resolvers, HTTP routes, jobs and hooks, to the GraphQL server, the HTTP server and the
// job queue (app.ts starts them). The infrastructure folders (graphql, http, jobs, db...) take what
// they serve as arguments and name no module.
import type { Config } from './config';
import type { Database, DatabaseConnection } from './db/connection';
import { implementedOperations as operationsOf, mergeResolvers } from './graphql/resolvers';
import { buildSchema as buildGraphQLSchema, type SchemaSources } from './graphql/schema';
import { createGraphQLServer, graphqlEndpoint } from './graphql/yoga';
import { parseCookies } from './http/cookies';
import { createRequestHandler, type RequestHandler } from './http/server';
import type { HttpRoute } from './http/routes';
import type { JobDefinition } from './jobs/types';
import type { Logger } from './logger';
import { modules } from './modules';
import { signedInFrameOf } from './modules/accounts';
import { isLiveSession, SESSION_COOKIE } from './modules/auth';
import { groupHooks, storeHooks } from './modules/hooks';
import { sandboxes } from './sandbox';
import type { Services } from './services';

export { modules } from './modules';
export { sandboxes } from './sandbox';
// What the entry point (main.ts) runs around the app: the ffmpeg build in use, the demo data.
export {
  DEMO_ADMIN,
  DEMO_MERCHANT,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from './modules/demo/seed';
export { startDemoLayoutSeed } from './modules/demo/layout-seed';
export { seedDemoInstagram } from './modules/demo/instagram-seed';
export { FFMPEG_BINARIES } from './modules/videos/ffmpeg';

/** Every module's resolver map, merged by the schema (a field resolved twice fails at start). */
export const moduleResolvers = modules.flatMap((module) =>
  module.resolvers ? [module.resolvers] : [],
);

/** The modules' HTTP routes, then the sandboxes'; the server matches them in this order. */
export const routes: readonly HttpRoute[] = [
  ...modules.flatMap((module) => module.routes ?? []),
  ...sandboxes.flatMap((sandbox) => sandbox.routes),
];

/** Every module's background jobs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jobDefinitions: readonly JobDefinition<any>[] = modules.flatMap(
  (module) => module.jobs ?? [],
);

/** The executable schema with every module's resolvers (or those given). */
export function buildSchema(sources: Partial<SchemaSources> = {}) {
  return buildGraphQLSchema({ resolvers: moduleResolvers, ...sources });
}

/** Names of the Query and Mutation fields some module resolves, sorted. */
export function implementedOperations(): string[] {
  return operationsOf(mergeResolvers(moduleResolvers));
}

/**
 * The services, made once per app: the database and configuration, what each module provides (its
 * descriptor's `services`: storage, the public cache, the mail transport, the tus server...) and
 * the hooks modules add to each other (modules/hooks.ts). The job queue is started with them
 * (startJobs hands them to the handlers) and added by the caller.
 */
export function buildServices(config: Config, db: Database): Omit<Services, 'jobs'> {
  const base = { db, config };
  const provided = modules.map((module) => module.services?.(base) ?? {});
  return Object.assign({}, ...provided, { groupHooks, storeHooks }, base) as Omit<Services, 'jobs'>;
}

export interface AppHandlerOptions {
  services: Services;
  database: DatabaseConnection;
  logger: Logger;
  webDist: string;
  embedDist: string;
  /** The modules' fast paths in front of GraphQL (the stored public reads); default on. */
  fastPaths?: boolean;
}

/** The HTTP request handler: GraphQL with the modules' additions, their routes, the apps. */
export function createAppRequestHandler(options: AppHandlerOptions): RequestHandler {
  const { services, logger } = options;
  const graphql = createGraphQLServer({
    services,
    logger,
    schema: buildSchema(),
    plugins: modules.flatMap((module) => module.graphql?.plugins ?? []),
    isSafeRead: (request) =>
      modules.some((module) => module.graphql?.isSafeRead?.(request) ?? false),
  });
  const fastPaths =
    options.fastPaths === false
      ? []
      : modules.flatMap((module) => (module.fastPath ? [module.fastPath(graphql)] : []));
  const hasLiveSession = (cookieHeader: string | undefined) =>
    isLiveSession(services.db, parseCookies(cookieHeader).get(SESSION_COOKIE));
  return createRequestHandler({
    services,
    database: options.database,
    graphql: graphqlEndpoint(graphql, hasLiveSession),
    signedInFrame: (cookieHeader: string | undefined) =>
      signedInFrameOf(services.db, parseCookies(cookieHeader).get(SESSION_COOKIE)),
    logger,
    webDist: options.webDist,
    embedDist: options.embedDist,
    routes,
    fastPaths,
  });
}
