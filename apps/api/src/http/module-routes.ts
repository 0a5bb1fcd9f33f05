// Every module's HTTP routes (see routes.ts). One line per module.
import { catalogueRoutes } from '../modules/catalogue/routes';
import { eventsRoutes } from '../modules/events';
import { mailRoutes } from '../modules/mail/routes';
import { storageRoutes } from '../modules/storage';
import { storesRoutes } from '../modules/stores/routes';
import { socialAuthRoutes } from '../modules/social-auth/routes';
import { videosRoutes } from '../modules/videos/routes';
import { oembedRoutes } from '../modules/video-import/oembed-routes';
import { facebookSandboxRoutes } from '../sandbox/facebook/routes';
import { googleSandboxRoutes } from '../sandbox/google/routes';
import { oembedSandboxRoutes } from '../sandbox/oembed/routes';
import { shopifySandboxRoutes } from '../sandbox/shopify/routes';
import type { HttpRoute } from './routes';

export const moduleRoutes: readonly HttpRoute[] = [
  ...mailRoutes,
  ...storesRoutes,
  ...storageRoutes,
  ...videosRoutes,
  ...catalogueRoutes,
  ...eventsRoutes,
  ...shopifySandboxRoutes,
  ...socialAuthRoutes,
  ...googleSandboxRoutes,
  ...facebookSandboxRoutes,
  ...oembedRoutes,
  ...oembedSandboxRoutes,
];
