// Rows of the matrix for Brand Management (doc 3 §5): members read their current group's branding
// (the defaults until saved); saving and 'Reset to Defaults' also need the plan's branding feature.
// Group A is on Standard (white-label branding), group B on Starter: B's owner is refused with the
// upgrade message, changing nothing, even calling the API directly. Admins are not members.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { DEFAULT_BRANDING, type BrandingValues } from '@vendy/client/domain';
import { brandingSettings } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { UPGRADE_REQUIRED_MESSAGE } from '../../src/modules/billing/plan-guard';
import {
  DeleteBrandingSettingsDocument,
  GetBrandingSettingsDocument,
  UpsertBrandingSettingsDocument,
} from '../../../../packages/client/src/generated/graphql';
import { givePlans } from './library';
import { refused, row, type Row } from './matrix';
import type { Caller, World } from './world';

const MEMBERS = ['owner', 'user', 'outsider'] as const;

/** Both groups on Starter, then A on Standard; each group has saved settings of its own. */
async function standardA(w: World): Promise<void> {
  await givePlans(w);
  const db = w.server.database.db;
  await appendEntry(db, { groupId: w.groupA, planId: 'standard', status: 'ACTIVE' });
  await db.insert(brandingSettings).values(
    [w.groupA, w.groupB].map((groupId) => ({
      ...DEFAULT_BRANDING,
      groupId,
      buttonBackgroundColor: groupId === w.groupA ? '#aa0000' : '#bb0000',
      hideVendyBranding: groupId === w.groupA,
    })),
  );
}

const savedOf = async (w: World, groupId: string) =>
  (
    await w.server.database.db
      .select()
      .from(brandingSettings)
      .where(eq(brandingSettings.groupId, groupId))
  )[0];

const colourOf = (who: Caller) => (who === 'owner' ? '#0000aa' : '#0000bb');

export const brandingRows: Row[] = [
  row({
    name: 'getBrandingSettings',
    doc: GetBrandingSettingsDocument,
    setup: standardA,
    every: {
      callers: MEMBERS,
      outcome: (who) => (data) =>
        // Each member reads their current group's: Acme's for its OWNER and USER, Bravo's for Otto.
        expect(data.getBrandingSettings.buttonBackgroundColor).toBe(
          who === 'outsider' ? '#bb0000' : '#aa0000',
        ),
    },
  }),

  row({
    name: 'upsertBrandingSettings',
    doc: UpsertBrandingSettingsDocument,
    setup: standardA,
    vars: (_w, who) => ({
      settings: { buttonBackgroundColor: colourOf(who), hideVendyBranding: true },
    }),
    allowed: {
      outsider: refused(UPGRADE_REQUIRED_MESSAGE),
      owner: async (data, w) => {
        expect(data.upsertBrandingSettings.buttonBackgroundColor).toBe(colourOf('owner'));
        expect((await savedOf(w, w.groupA))?.buttonBackgroundColor).toBe(colourOf('owner'));
      },
      user: async (data, w) => {
        expect(data.upsertBrandingSettings.buttonBackgroundColor).toBe(colourOf('user'));
        expect((await savedOf(w, w.groupA))?.buttonBackgroundColor).toBe(colourOf('user'));
        // Bravo's settings were never touched.
        expect((await savedOf(w, w.groupB))?.buttonBackgroundColor).toBe('#bb0000');
      },
    },
  }),

  row({
    name: 'deleteBrandingSettings',
    doc: DeleteBrandingSettingsDocument,
    setup: standardA,
    allowed: {
      outsider: refused(UPGRADE_REQUIRED_MESSAGE),
      owner: async (data, w) => {
        expect(data.deleteBrandingSettings as BrandingValues).toEqual(DEFAULT_BRANDING);
        expect(await savedOf(w, w.groupA)).toBeUndefined();
        expect(await savedOf(w, w.groupB)).toBeDefined();
      },
      // Nothing left to remove: the defaults again.
      user: (data) => expect(data.deleteBrandingSettings).toEqual(DEFAULT_BRANDING),
    },
  }),
];
