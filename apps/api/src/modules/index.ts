// Every module of the server, one line each. The composition root (composition.ts) takes their
// resolvers, HTTP routes, jobs and hooks from here. Adding a module: its folder (with module.ts,
// re-exported by its index.ts), one line in this list, and its migration.
import { accountsModule } from './accounts';
import { adminModule } from './admin';
import { aiModule } from './ai';
import { affiliateLinksModule } from './affiliate-links';
import { analyticsModule } from './analytics';
import { audioModule } from './audio';
import { authModule } from './auth';
import { billingModule } from './billing';
import { brandingModule } from './branding';
import { catalogueModule } from './catalogue';
import { demoModule } from './demo';
import { eventsModule } from './events';
import { groupsModule } from './groups';
import { imagesModule } from './images';
import { instagramModule } from './instagram';
import { layoutsModule } from './layouts';
import { mailModule } from './mail';
import { ordersModule } from './orders';
import { placementsModule } from './placements';
import { settingsModule } from './settings';
import { slidersModule } from './sliders';
import { socialAuthModule } from './social-auth';
import { storageModule } from './storage';
import { storesModule } from './stores';
import { videoImportModule } from './video-import';
import { videosModule } from './videos';
import type { AppModule } from './types';

export const modules: readonly AppModule[] = [
  accountsModule,
  adminModule,
  aiModule,
  affiliateLinksModule,
  analyticsModule,
  audioModule,
  authModule,
  billingModule,
  brandingModule,
  catalogueModule,
  demoModule,
  eventsModule,
  groupsModule,
  imagesModule,
  instagramModule,
  layoutsModule,
  mailModule,
  ordersModule,
  placementsModule,
  settingsModule,
  slidersModule,
  socialAuthModule,
  storageModule,
  storesModule,
  videoImportModule,
  videosModule,
];
