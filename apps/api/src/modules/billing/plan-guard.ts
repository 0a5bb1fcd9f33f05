// Plan gates on the server: the same rule the app uses to lock pages (doc 1 §4, needsUpgrade) is
// checked again before an operation of a gated area changes anything.
import { activePlan, needsUpgrade, planOption, type PlanFeature } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { UserError } from '../../errors';
import { readHistory } from './history';

/** The upgrade card's words (doc 1 §2), so the merchant reads the same reason everywhere. */
export const UPGRADE_REQUIRED_MESSAGE = 'This area requires a higher tier than your current plan.';

export interface PlanRequirement {
  paidRequired?: boolean;
  requiredFeature?: PlanFeature;
}

/** Throws UPGRADE_REQUIRED unless the group's active plan meets the requirement. */
export async function requirePlan(
  db: Database,
  groupId: string,
  requirement: PlanRequirement,
): Promise<void> {
  const entry = activePlan(await readHistory(db, groupId));
  const plan = entry ? planOption(entry.planId) : undefined;
  if (needsUpgrade({ plan, ...requirement })) {
    throw new UserError(UPGRADE_REQUIRED_MESSAGE, { code: 'UPGRADE_REQUIRED' });
  }
}
