import type { HttpRoute } from '../../http/routes';
import { oauthRoutes } from './oauth-routes';
import { webhookRoutes } from './webhook-routes';

export const storesRoutes: HttpRoute[] = [...oauthRoutes, ...webhookRoutes];
