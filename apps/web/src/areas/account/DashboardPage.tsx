// /dashboard (doc 1 §2, doc 3 §2, §4 and §6): welcome, the Get Started card, active group, current
// plan, shortcut tiles and the latest layouts.
import { GroupCard, PlanCard, type DashboardGroup, type DashboardPlan } from './DashboardCards';
import { RecentLayouts, type RecentLayoutsState } from './RecentLayouts';
import { ShortcutTiles } from './ShortcutTiles';
import { GetStartedCard, type GetStartedCardProps } from './GetStartedCard';
import { GuidedTour } from './GuidedTour';
import { InstagramAttention } from './InstagramAttention';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

export interface DashboardPageProps {
  firstName: string;
  group: DashboardGroup;
  /** The active plan, or null when the group has none (every gated tile is then locked). */
  plan: DashboardPlan | null;
  layouts: RecentLayoutsState;
  /** Opens the guided tour (offered on a first visit, or asked for from the account menu). */
  showTour?: boolean;
  /** The tour ended (Finish or close). */
  onCloseTour?: () => void;
  /** The connected Instagram account that no longer answers (its access is gone), if any. */
  instagramLost?: string | null;
  /** The Get Started card, or null once it is skipped or every step is done. */
  getStarted?: GetStartedCardProps | null;
}

export function DashboardPage({
  firstName,
  group,
  plan,
  layouts,
  showTour = false,
  onCloseTour = () => undefined,
  instagramLost = null,
  getStarted = null,
}: DashboardPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={page.heading}>Welcome, {firstName}</h1>
      {instagramLost !== null && <InstagramAttention accountName={instagramLost} />}
      {getStarted && <GetStartedCard {...getStarted} />}
      <div className={styles.cards}>
        <GroupCard group={group} />
        <PlanCard plan={plan} />
      </div>
      <ShortcutTiles plan={plan} />
      <RecentLayouts state={layouts} />
      <GuidedTour isOpen={showTour} onClose={onCloseTour} />
    </div>
  );
}
