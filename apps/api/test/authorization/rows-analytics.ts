// Rows of the matrix for the analytics token (doc 1 §7, doc 3 §5): members of a group whose plan
// has analytics get a token for their current group and themselves; group A is on Standard
// (analytics), group B on Starter, so B's owner is refused with the upgrade message. Admins are
// not members.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { analyticsSettings } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { UPGRADE_REQUIRED_MESSAGE } from '../../src/modules/billing/plan-guard';
import { verifyAnalyticsToken } from '../../src/modules/analytics';
import {
  GetAnalyticsSettingsDocument,
  GetAnalyticsTokenDocument,
  UpdateAnalyticsSettingsDocument,
} from '../../../../packages/client/src/generated/graphql';
import { givePlans } from './library';
import { refused, row, type Row } from './matrix';
import type { World } from './world';

async function standardA(w: World): Promise<void> {
  await givePlans(w);
  await appendEntry(w.server.database.db, {
    groupId: w.groupA,
    planId: 'standard',
    status: 'ACTIVE',
  });
}

const claimsOf = (w: World, token: string) => {
  const check = verifyAnalyticsToken(w.server.app.services.config.sessionSecret, token);
  expect(check.ok).toBe(true);
  return check.ok ? check.claims : null;
};

export const analyticsRows: Row[] = [
  row({
    name: 'getAnalyticsToken',
    doc: GetAnalyticsTokenDocument,
    setup: standardA,
    allowed: {
      outsider: refused(UPGRADE_REQUIRED_MESSAGE),
      owner: ({ getAnalyticsToken }, w) =>
        expect(claimsOf(w, getAnalyticsToken.accessToken)).toMatchObject({
          groupId: w.groupA,
          userId: w.user.owner.id,
        }),
      user: ({ getAnalyticsToken }, w) =>
        expect(claimsOf(w, getAnalyticsToken.accessToken)).toMatchObject({
          groupId: w.groupA,
          userId: w.user.user.id,
        }),
    },
  }),
];

/** A on Standard with a 30-day window; B (Starter) saved 1 day while it had analytics. */
async function standardAWithSettings(w: World): Promise<void> {
  await standardA(w);
  await w.server.database.db.insert(analyticsSettings).values([
    { groupId: w.groupA, attributionWindowDays: 30 },
    { groupId: w.groupB, attributionWindowDays: 1 },
  ]);
}

const windowOf = async (w: World, groupId: string) =>
  (
    await w.server.database.db
      .select()
      .from(analyticsSettings)
      .where(eq(analyticsSettings.groupId, groupId))
  )[0]?.attributionWindowDays;

// The group's attribution window (product extension of doc 3 §5's analytics): members of a group
// whose plan has analytics read and change their current group's; B's owner (Starter) is refused
// with the upgrade message, changing nothing.
export const analyticsSettingsRows: Row[] = [
  row({
    name: 'getAnalyticsSettings',
    doc: GetAnalyticsSettingsDocument,
    setup: standardAWithSettings,
    allowed: {
      outsider: refused(UPGRADE_REQUIRED_MESSAGE),
      owner: ({ getAnalyticsSettings }) =>
        expect(getAnalyticsSettings).toEqual({ attributionWindowDays: 30 }),
      user: ({ getAnalyticsSettings }) =>
        expect(getAnalyticsSettings).toEqual({ attributionWindowDays: 30 }),
    },
  }),
  row({
    name: 'updateAnalyticsSettings',
    doc: UpdateAnalyticsSettingsDocument,
    setup: standardAWithSettings,
    vars: (_w, who) => ({ attributionWindowDays: who === 'owner' ? 1 : 7 }),
    allowed: {
      outsider: refused(UPGRADE_REQUIRED_MESSAGE),
      owner: async ({ updateAnalyticsSettings }, w) => {
        expect(updateAnalyticsSettings).toEqual({ attributionWindowDays: 1 });
        expect(await windowOf(w, w.groupA)).toBe(1);
      },
      user: async ({ updateAnalyticsSettings }, w) => {
        expect(updateAnalyticsSettings).toEqual({ attributionWindowDays: 7 });
        expect(await windowOf(w, w.groupA)).toBe(7);
        // Bravo's setting was never touched.
        expect(await windowOf(w, w.groupB)).toBe(1);
      },
    },
  }),
];
