// The dashboard's preview of the most recently updated layouts (doc 1 §2, doc 3 §6). It needs a
// paid plan; otherwise the upgrade card takes its place.
import { Chip, EmptyState, Link, LinkButton } from '@vendy/ui-kit';
import { formatDate } from '@vendy/client/domain';
import { routes } from '../../routes';
import { SectionCard } from './SectionCard';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

export interface LayoutSummary {
  id: string;
  title: string;
  updatedAt: string;
  isDraft: boolean;
  thumbnailUrl: string | null;
}

export type RecentLayoutsState =
  | { status: 'locked' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; layouts: LayoutSummary[] };

function UpgradeCard() {
  return (
    <SectionCard
      title="Upgrade Your Plan"
      footer={
        <LinkButton variant="primary" href={routes.plans()}>
          Upgrade Now
        </LinkButton>
      }
    >
      <p className={page.text}>This area requires a higher tier than your current plan.</p>
    </SectionCard>
  );
}

export function RecentLayouts({ state }: { state: RecentLayoutsState }) {
  if (state.status === 'locked') return <UpgradeCard />;
  const hasLayouts = state.status === 'ready' && state.layouts.length > 0;
  return (
    <SectionCard
      title="Recent Layouts"
      footer={hasLayouts && <Link href={routes.layouts()}>View All Layouts</Link>}
    >
      {state.status === 'loading' && (
        <p role="status" className={page.muted}>
          Loading layouts…
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className={page.alert}>
          {state.message}
        </p>
      )}
      {state.status === 'ready' && !hasLayouts && (
        <EmptyState
          title="Create your first layout!"
          headingLevel={3}
          description="Get started by choosing a video and layout format."
          action={
            <LinkButton variant="primary" href={routes.layouts()}>
              Add Layout
            </LinkButton>
          }
        />
      )}
      {state.status === 'ready' && hasLayouts && (
        <ul className={styles.layoutList}>
          {state.layouts.map((layout) => (
            <li key={layout.id} className={styles.layoutItem}>
              {layout.thumbnailUrl ? (
                <img className={styles.thumbnail} src={layout.thumbnailUrl} alt="" />
              ) : (
                <div className={styles.thumbnail} />
              )}
              <span className={styles.layoutTitle}>
                {layout.title}
                {layout.isDraft && <Chip>DRAFT</Chip>}
              </span>
              <span className={page.muted}>Updated {formatDate(layout.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
