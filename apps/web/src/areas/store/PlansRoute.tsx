// Route module for /plans: chooses a plan through the store platform's billing (doc 1 §4). Coming
// back from the platform's confirmation (?charge_id=…) is reconciled by the session layer.
import { useNavigate } from 'react-router-dom';
import { CreatePlanDocument } from '@vendy/client/generated';
import { activePlan, planChoiceOutcome } from '@vendy/client/domain';
import { request } from '../../app/api';
import { routes } from '../../routes';
import { useSession } from '../../session';
import { leaveApp } from './leaveApp';
import { PlansPage } from './PlansPage';

export function PlansRoute() {
  const { currentUser, refresh } = useSession();
  const navigate = useNavigate();
  const group = currentUser.currentGroup;

  const onChoose = async (planId: string) => {
    const { createPlan } = await request(CreatePlanDocument, {
      subscriptionId: planId,
      freeTrial: true,
      returnUrl: `${window.location.origin}${routes.plans()}`,
    });
    const outcome = planChoiceOutcome(createPlan, routes.dashboard());
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
