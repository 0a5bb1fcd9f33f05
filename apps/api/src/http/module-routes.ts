// Every module's HTTP routes (see routes.ts). One line per module.
import { mailRoutes } from '../modules/mail/routes';
import { storesRoutes } from '../modules/stores/routes';
import { shopifySandboxRoutes } from '../sandbox/shopify/routes';
import type { HttpRoute } from './routes';

export const moduleRoutes: readonly HttpRoute[] = [
  ...mailRoutes,
  ...storesRoutes,
  ...shopifySandboxRoutes,
];
