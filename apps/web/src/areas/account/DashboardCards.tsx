// The dashboard's active group and current plan cards.
import { Link } from '@vendy/ui-kit';
import { formatPrice, type GatedPlan } from '@vendy/client/domain';
import { routes } from '../../routes';
import { SectionCard } from './SectionCard';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

export interface DashboardGroup {
  name: string;
  storeName: string | null;
}

export function GroupCard({ group }: { group: DashboardGroup }) {
  return (
    <SectionCard
      title="Active Group"
      footer={
        <>
          <Link href={routes.group()}>Group Settings</Link>
          <Link href={routes.groups()}>Switch Groups</Link>
        </>
      }
    >
      <p className={styles.cardValue}>{group.name}</p>
      <p className={page.muted}>
        {group.storeName ? `Connected to ${group.storeName}` : 'No store connected'}
      </p>
    </SectionCard>
  );
}

export interface DashboardPlan extends GatedPlan {
  title: string;
  /** Whole days left in the free trial; 0 once it is over. */
  trialDaysRemaining: number;
}

function trialText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left in your free trial`;
}

export function PlanCard({ plan }: { plan: DashboardPlan | null }) {
  return (
    <SectionCard
      title="Current Plan"
      footer={<Link href={routes.plans()}>{plan ? 'Change Plan' : 'Choose a Plan'}</Link>}
    >
      {plan ? (
        <>
          <p className={styles.cardValue}>{plan.title}</p>
          <p className={page.muted}>
            {plan.price > 0 ? `${formatPrice(plan.price)} per month` : formatPrice(plan.price)}
          </p>
          {plan.trialDaysRemaining > 0 && (
            <p className={page.text}>{trialText(plan.trialDaysRemaining)}</p>
          )}
        </>
      ) : (
        <p className={styles.cardValue}>No active plan</p>
      )}
    </SectionCard>
  );
}
