// Route module for /plans: chooses a plan through the store platform's billing (doc 1 §4). Either
// way the plan flow ends on its return path, the dashboard (where onboarding ends), never back on
// /plans: coming back from the platform's confirmation (?charge_id=…), the session layer reconciles
// the plan before it loads the user, so the dashboard shows the new plan and its trial.
import { useNavigate } from 'react-router-dom';
import { CreatePlanDocument } from '@vendy/client/generated';
import { activePlan, planChoiceOutcome } from '@vendy/client/domain';
import { request } from '../../lib/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { leaveApp } from './leaveApp';
import { PlansPage } from './PlansPage';

/** Where choosing a plan ends. */
export const PLAN_RETURN_PATH = routes.dashboard();

export function PlansRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const group = currentUser.currentGroup;

  const onChoose = async (planId: string) => {
    const { createPlan } = await request(CreatePlanDocument, {
      subscriptionId: planId,
      freeTrial: true,
      returnUrl: `${window.location.origin}${PLAN_RETURN_PATH}`,
    });
    const outcome = planChoiceOutcome(createPlan, PLAN_RETURN_PATH);
    if (!outcome.ok) throw new Error(outcome.message);
    if (outcome.external) {
      leaveApp(outcome.redirectTo);
      return;
    }
    await refresh();
    navigate(outcome.redirectTo);
  };

  return (
    <PlansPage
      groupName={group?.name ?? ''}
      currentPlanId={activePlan(group?.planHistory)?.planId ?? null}
      canManage={group?.viewerRole === 'OWNER'}
      onChoose={onChoose}
    />
  );
}
