// What /layouts shows instead of the page when the group's plan is not a paid one (doc 3 §1, §6).
import { Card, LinkButton, LockIcon } from '@vendy/ui-kit';
import { routes } from '../../routes';
import * as styles from './layouts.css';

export function UpgradeCard() {
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Layouts</h1>
      <div className={styles.gate}>
        <Card
          title="Upgrade Your Plan"
          headingLevel={2}
          media={<LockIcon size={32} />}
          footer={
            <LinkButton variant="primary" href={routes.plans()}>
              Upgrade Now
            </LinkButton>
          }
        >
          <p className={styles.gateText}>
            This area requires a higher tier than your current plan.
          </p>
        </Card>
      </div>
    </div>
  );
}
