// The authorization matrix of specification documents 2 and 3 and the product's extensions: every
// implemented operation (catalogue, media, Instagram, layouts, placements, branding, AI, slider pages, the public embed reads
// and the admin* reads), tried by an anonymous visitor, a member of another group, a USER and an
// OWNER of the group, and an admin (ADMIN_EMAILS). Who the catalogue (packages/client/src/contract) lets
// through gets the row's answer, acting on their own current group's things; everyone else gets
// 'You must be logged in.' or 'You do not have permission to do this.' with the whole database
// unchanged, and another group's ids are refused as unknown, changing nothing. Each world holds
// the content of library.ts. Public operations serve finalized layouts to anyone, carrying nothing
// private, and drafts only to the group's members and admins (the preview).
import { aiRows } from './rows-ai';
import { analyticsSettingsRows } from './rows-analytics';
import { brandingRows } from './rows-branding';
import { catalogueRows } from './rows-catalogue';
import { instagramRows } from './rows-instagram';
import { layoutRows } from './rows-layouts';
import { mediaRows } from './rows-media';
import { placementRows } from './rows-placements';
import { sliderRows } from './rows-sliders';
import { seeded } from './library';
import { matrix } from './suite';
import { startMatrixServer } from './server';
import { adminEmailOf } from './world';

/**
 * Operations of documents 2 and 3 the server still lacks (none now). Their rows come with them:
 * once one is registered (apps/api/src/graphql/resolvers.ts), this file fails until it has a row
 * here, and it must leave this list. Any other operation missing from the server fails this file too.
 */
const PENDING: string[] = [];

const ROWS = [
  ...seeded('catalogue', catalogueRows),
  ...seeded('media', mediaRows),
  ...seeded('layouts', layoutRows),
  ...seeded('layouts', placementRows),
  ...instagramRows,
  ...brandingRows,
  ...analyticsSettingsRows,
  ...aiRows,
  ...seeded('layouts', sliderRows),
];

matrix({ docs: [2, 3], rows: ROWS, pending: PENDING, pendingHaveRows: false }, () =>
  startMatrixServer(ROWS.map((r) => adminEmailOf(r.name))),
);
