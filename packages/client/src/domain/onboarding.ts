/** Get Started card and guided tour (doc 1 §4, doc 3 §2/§4). */
import type { KeyValueStorage } from './cohort';
import { isPaidPlan, type GatedPlan } from './plans';

export type GetStartedStep = 'account' | 'shopify' | 'instagramFeed' | 'layout';

/** Users with a paid upgrade are led to a social feed; others to their first layout. */
export function getStartedSteps(hasPaidUpgrade: boolean): GetStartedStep[] {
  return hasPaidUpgrade
    ? ['account', 'shopify', 'instagramFeed']
    : ['account', 'shopify', 'layout'];
}

/** The card hides once dismissed for the group or when every step is done. */
export function showGetStarted({
  dismissed,
  completed,
  total,
}: {
  dismissed: boolean;
  completed: number;
  total: number;
}): boolean {
  return !dismissed && completed < total;
}

/** What tells each step is done: the session and getResourceCounts. */
export interface GetStartedFacts {
  /** Signed in with a verified email address. */
  accountReady: boolean;
  /** The group has a connected store. */
  storeConnected: boolean;
  instagramFeeds: number;
  layouts: number;
}

export function isStepDone(step: GetStartedStep, facts: GetStartedFacts): boolean {
  switch (step) {
    case 'account':
      return facts.accountReady;
    case 'shopify':
      return facts.storeConnected;
    case 'instagramFeed':
      return facts.instagramFeeds > 0;
    case 'layout':
      return facts.layouts > 0;
  }
}

const getStartedKey = (groupId: string) => `vendy:get-started-dismissed:${groupId}`;

/** Skip hides the card for the group in this browser. */
export function isGetStartedDismissed(
  storage: KeyValueStorage | null | undefined,
  groupId: string,
): boolean {
  try {
    return storage?.getItem(getStartedKey(groupId)) === 'true';
  } catch {
    return false;
  }
}

export function rememberGetStartedDismissed(
  storage: KeyValueStorage | null | undefined,
  groupId: string,
): void {
  try {
    storage?.setItem(getStartedKey(groupId), 'true');
  } catch {
    // Without storage the card hides for this visit only.
  }
}

const tourKey = (groupId: string) => `vendy:guided-tour-dismissed:${groupId}`;

export function isTourDismissed(
  storage: KeyValueStorage | null | undefined,
  groupId: string,
): boolean {
  try {
    return storage?.getItem(tourKey(groupId)) === 'true';
  } catch {
    return false;
  }
}

export function rememberTourDismissed(
  storage: KeyValueStorage | null | undefined,
  groupId: string,
): void {
  try {
    storage?.setItem(tourKey(groupId), 'true');
  } catch {
    // Without storage the server flag (hideGuidedTour) still stops the tour.
  }
}

/** The tour is offered only when the user's flag allows it, the plan is paid and it was not dismissed. */
export function shouldOfferGuidedTour({
  showGuidedTour,
  plan,
  dismissed,
}: {
  showGuidedTour: boolean;
  plan: GatedPlan | null | undefined;
  dismissed: boolean;
}): boolean {
  return showGuidedTour && isPaidPlan(plan) && !dismissed;
}
