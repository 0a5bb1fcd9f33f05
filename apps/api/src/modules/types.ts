// What a module hands the composition root (composition.ts): its descriptor, in
// modules/<name>/module.ts, re-exported by modules/<name>/index.ts and listed in modules/index.ts.
// Every part is optional: a module declares only what it has.
import type { Plugin } from 'graphql-yoga';
import type { Resolvers } from '../graphql/generated/resolvers-types';
import type { GraphQLServer } from '../graphql/yoga';
import type { FastPath } from '../http/fast-path';
import type { HttpRoute } from '../http/routes';
import type { JobDefinition } from '../jobs/types';
import type { Logger } from '../logger';
import type { Services } from '../services';

/** What a module's hooks get: the shared services and the app's logger. */
export interface ModuleDeps extends Services {
  logger: Logger;
}

export interface AppModule {
  /** The folder's name (modules/<name>). */
  name: string;
  /**
   * Makes the shared services this module provides, once per app (the composition root calls it
   * with the database and configuration). module.ts declares their fields on Services.
   */
  services?: (base: Pick<Services, 'db' | 'config'>) => Partial<Services>;
  /** Its part of the GraphQL schema's resolvers (merged; a field resolved twice fails at start). */
  resolvers?: Resolvers;
  /** HTTP routes outside GraphQL (OAuth redirects, webhooks, uploads...), matched in list order. */
  routes?: readonly HttpRoute[];
  /** Background jobs (jobs/README.md). */
  // Each definition is typed by its own data; the queue runner only passes that data through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  jobs?: readonly JobDefinition<any>[];
  /** Additions to the GraphQL server: plugins (after the built-in ones), safe reads over GET. */
  graphql?: {
    plugins?: readonly Plugin[];
    /** GET requests that need no CSRF header (fixed, side-effect-free public reads). */
    isSafeRead?: (request: Request) => boolean;
  };
  /** Answers in front of the GraphQL endpoint (made once per app, with its GraphQL server). */
  fastPath?: (graphql: GraphQLServer) => FastPath;
  /** Runs once the server listens (e.g. queues a start-up job); must not throw. */
  onListening?: (deps: ModuleDeps) => void | Promise<void>;
  /** Runs when the app closes: after the HTTP server has stopped, before the job queue stops. */
  onClose?: (deps: ModuleDeps) => Promise<void>;
}

/** A provider's stand-in (src/sandbox/<name>): its routes, served next to the modules'. */
export interface Sandbox {
  name: string;
  routes: readonly HttpRoute[];
}
