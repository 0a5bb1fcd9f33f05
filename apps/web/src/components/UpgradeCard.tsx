// What a paid area (/images, /layouts) shows instead of its page when the group's plan is not a
// paid one (doc 1 §2, §6; doc 2 §2; doc 3 §1, §6).
import { Card, LinkButton, LockIcon } from '@vendy/ui-kit';
import { routes } from '../routes';
import * as page from './AssetListPage/assetPage.css';
import * as styles from './UpgradeCard.css';

export interface UpgradeCardProps {
  /** The page's own heading ('Photos', 'Layouts'). */
  heading: string;
  width?: keyof typeof styles.gate;
}

export function UpgradeCard({ heading, width = 'md' }: UpgradeCardProps) {
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{heading}</h1>
      <div className={styles.gate[width]}>
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
