// The shared services: built once per app by the composition root (composition.ts, buildServices)
// and handed to every resolver (as fields of the GraphQL context), HTTP route (HttpRouteContext)
// and job (JobDeps). Nothing looks them up through a global.
//
// This file names the two every part of the server has. Whoever provides another service adds its
// field from its own folder, by augmenting this interface:
//
//   declare module '../../services' {
//     interface Services {
//       storage: Storage;
//     }
//   }
//
// (jobs/types.ts: jobs; modules/<name>/module.ts: the modules' services), so infrastructure never
// imports a domain module to name one. composition.ts lists them all where they are built.
import type { Config } from './config';
import type { Database } from './db/connection';

export interface Services {
  db: Database;
  config: Config;
}
