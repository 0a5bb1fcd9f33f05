// Choosing a plan and bringing the plan history in line with Shopify's billing. Free takes effect
// at once; a paid plan is an app subscription the merchant approves on Shopify, recorded as
// REQUESTED until reconcilePlan reads its outcome.
import { activePlan, FREE_TRIAL_DAYS, planOption } from '@vendy/client/domain';
import { CHOOSE_A_PLAN } from '@vendy/client/validation';
import type { Database } from '../../db/connection';
import { UserError } from '../../errors';
import type { PlanConfirmation, PlanReconciliation } from '../../graphql/generated/resolvers-types';
import {
  appSubscriptionCancel,
  appSubscriptionCreate,
  getAppSubscription,
  type AppSubscriptionStatus,
  type ShopifyAdminClient,
} from '../../providers/shopify';
import { recordGroupEvent } from '../groups';
import { storeClient, type StoreDeps, findGroupStore } from '../stores';
import {
  activateRequest,
  appendEntry,
  cancelRequest,
  hadTrial,
  pendingRequests,
  readHistory,
  type PlanHistoryRow,
} from './history';
import {
  planActiveMessage,
  REQUEST_DECLINED_MESSAGE,
  REQUEST_EXPIRED_MESSAGE,
  STORE_REQUIRED_MESSAGE,
  UNABLE_TO_CHOOSE_PLAN,
} from './messages';

export interface PlanChoiceInput {
  groupId: string;
  userId: string;
  planId: string;
  freeTrial: boolean;
  /** Absolute address on this server's origin (checked by the caller). */
  returnUrl: string;
}

export async function currentPlanId(db: Database, groupId: string): Promise<string | null> {
  return activePlan(await readHistory(db, groupId))?.planId ?? null;
}

/** Ends the paid subscription behind `entry` on the store, unless it has ended already. */
async function cancelSubscription(client: ShopifyAdminClient, chargeId: string): Promise<void> {
  try {
    await appSubscriptionCancel(client, chargeId);
  } catch (error) {
    const subscription = await getAppSubscription(client, chargeId);
    if (subscription?.status === 'ACTIVE') throw error;
  }
}

export async function choosePlan(
  deps: StoreDeps,
  input: PlanChoiceInput,
): Promise<PlanConfirmation> {
  const plan = planOption(input.planId);
  if (!plan) throw new UserError(CHOOSE_A_PLAN);
  const history = await readHistory(deps.db, input.groupId);
  const current = activePlan(history);
  const store = await findGroupStore(deps.db, input.groupId);

  if (plan.price === 0) {
    if (current?.chargeId && (planOption(current.planId)?.price ?? 0) > 0 && store) {
      try {
        await cancelSubscription(storeClient(deps, store), current.chargeId);
      } catch (error) {
        deps.logger.error(
          { err: error, groupId: input.groupId },
          'cancelling the paid plan failed',
        );
        throw new UserError(UNABLE_TO_CHOOSE_PLAN);
      }
    }
    await deps.db.transaction(async (tx) => {
      await appendEntry(tx, { groupId: input.groupId, planId: plan.id, status: 'ACTIVE' });
      await recordGroupEvent(tx, {
        groupId: input.groupId,
        userId: input.userId,
        eventType: 'PLAN_ACTIVATED',
        notes: plan.id,
      });
    });
    return { requiresConfirmation: false, confirmationUrl: null };
  }

  if (!store) throw new UserError(STORE_REQUIRED_MESSAGE);
  const trialDays = input.freeTrial && !hadTrial(history) ? FREE_TRIAL_DAYS : 0;
  let created;
  try {
    created = await appSubscriptionCreate(storeClient(deps, store), {
      name: `Vendy ${plan.title}`,
      price: plan.price,
      trialDays,
      returnUrl: input.returnUrl,
      // Only a production server with real Shopify credentials bills merchants.
      test: deps.config.nodeEnv !== 'production' || deps.config.providers.shopify === null,
    });
  } catch (error) {
    deps.logger.error({ err: error, groupId: input.groupId }, 'appSubscriptionCreate failed');
    throw new UserError(UNABLE_TO_CHOOSE_PLAN);
  }
  await deps.db.transaction(async (tx) => {
    await appendEntry(tx, {
      groupId: input.groupId,
      planId: plan.id,
      status: 'REQUESTED',
      freeTrialDays: trialDays,
      chargeId: created.subscription.id,
      confirmationUrl: created.confirmationUrl,
    });
    await recordGroupEvent(tx, {
      groupId: input.groupId,
      userId: input.userId,
      eventType: 'PLAN_REQUESTED',
      notes: plan.id,
    });
  });
  return { requiresConfirmation: true, confirmationUrl: created.confirmationUrl };
}

type Outcome = 'active' | 'declined' | 'expired' | 'pending';

function outcomeOf(status: AppSubscriptionStatus | null): Outcome {
  switch (status) {
    case 'ACTIVE':
    case 'ACCEPTED':
      return 'active';
    case 'DECLINED':
      return 'declined';
    case 'PENDING':
    case 'FROZEN':
      return 'pending';
    default:
      // EXPIRED, CANCELLED before approval, or unknown to the store.
      return 'expired';
  }
}

async function settle(
  deps: StoreDeps,
  request: PlanHistoryRow,
  outcome: Exclude<Outcome, 'pending'>,
): Promise<string | null> {
  return deps.db.transaction(async (tx) => {
    if (outcome === 'active') {
      if (!(await activateRequest(tx, request))) return null;
      await recordGroupEvent(tx, {
        groupId: request.groupId,
        userId: null,
        eventType: 'PLAN_ACTIVATED',
        notes: request.planId,
      });
      return planActiveMessage(planOption(request.planId)?.title ?? request.planId);
    }
    if (!(await cancelRequest(tx, request))) return null;
    await recordGroupEvent(tx, {
      groupId: request.groupId,
      userId: null,
      eventType: 'PLAN_CANCELLED',
      notes: `${request.planId} ${outcome}`,
    });
    return outcome === 'declined' ? REQUEST_DECLINED_MESSAGE : REQUEST_EXPIRED_MESSAGE;
  });
}

/** Reads each REQUESTED entry's subscription from the store and records its outcome. */
export async function reconcilePlans(
  deps: StoreDeps,
  groupId: string,
): Promise<PlanReconciliation> {
  const requests = await pendingRequests(deps.db, groupId);
  const store = requests.length > 0 ? await findGroupStore(deps.db, groupId) : null;
  if (!store) return { changedPlan: false, messages: [] };
  const client = storeClient(deps, store);
  const messages: string[] = [];
  for (const request of requests) {
    let status: AppSubscriptionStatus | null;
    try {
      status = request.chargeId
        ? ((await getAppSubscription(client, request.chargeId))?.status ?? null)
        : null;
    } catch (error) {
      // The request stays REQUESTED and is read again next time.
      deps.logger.warn(
        { err: error, groupId, chargeId: request.chargeId },
        'reading a subscription failed',
      );
      continue;
    }
    const outcome = outcomeOf(status);
    if (outcome === 'pending') continue;
    const message = await settle(deps, request, outcome);
    if (message) messages.push(message);
  }
  return { changedPlan: messages.length > 0, messages };
}

/**
 * The app left the store: Shopify ends its subscriptions, so pending requests are cancelled and a
 * paid plan ends. A free plan does not depend on the store and stays.
 */
export async function endPlansOnUninstall(db: Database, groupId: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const request of await pendingRequests(tx, groupId)) await cancelRequest(tx, request);
    const current = activePlan(await readHistory(tx, groupId));
    if (current && (planOption(current.planId)?.price ?? 0) > 0) {
      await appendEntry(tx, { groupId, planId: current.planId, status: 'CANCELLED' });
      await recordGroupEvent(tx, {
        groupId,
        userId: null,
        eventType: 'PLAN_CANCELLED',
        notes: `${current.planId}: the Shopify app was uninstalled`,
      });
    }
  });
}
