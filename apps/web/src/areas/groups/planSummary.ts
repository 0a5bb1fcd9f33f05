// What the group screens say about a group's plan, from its history (doc 1 §4).
import type { GroupFieldsFragment } from '@vendy/client/generated';
import { activePlan, formatPrice, freeTrialDaysRemaining, planOption } from '@vendy/client/domain';

export interface PlanSummary {
  title: string;
  /** 'FREE' or the monthly price in USD. */
  price: string;
  isFree: boolean;
  trialDaysRemaining: number;
}

export function planSummary(
  group: Pick<GroupFieldsFragment, 'planHistory'>,
  now: Date,
): PlanSummary | null {
  const entry = activePlan(group.planHistory);
  if (!entry) return null;
  return {
    title: planOption(entry.planId)?.title ?? entry.planId,
    price: formatPrice(entry.plan.price),
    isFree: entry.plan.price === 0,
    trialDaysRemaining: freeTrialDaysRemaining(entry, now),
  };
}
