// Rows of the matrix for the analytics token (doc 1 §7, doc 3 §5): members of a group whose plan
// has analytics get a token for their current group and themselves; group A is on Standard
// (analytics), group B on Starter, so B's owner is refused with the upgrade message. Admins are
// not members.
import { expect } from 'vitest';
import { appendEntry } from '../../src/modules/billing/history';
import { UPGRADE_REQUIRED_MESSAGE } from '../../src/modules/billing/plan-guard';
import { verifyAnalyticsToken } from '../../src/modules/analytics';
import { GetAnalyticsTokenDocument } from '../../../../packages/client/src/generated/graphql';
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
