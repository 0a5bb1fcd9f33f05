// /dashboard (doc 1 §2, doc 3 §2 and §6): welcome, active group, current plan, shortcut tiles and
// the latest layouts.
import { GroupCard, PlanCard, type DashboardGroup, type DashboardPlan } from './DashboardCards';
import { RecentLayouts, type RecentLayoutsState } from './RecentLayouts';
import { ShortcutTiles } from './ShortcutTiles';
import { WelcomeBanner } from './WelcomeBanner';
import * as page from './page.css';
import * as styles from './DashboardPage.css';

export interface DashboardPageProps {
  firstName: string;
  group: DashboardGroup;
  /** The active plan, or null when the group has none (every gated tile is then locked). */
  plan: DashboardPlan | null;
  layouts: RecentLayoutsState;
  /** Shows the welcome banner. */
  showWelcome?: boolean;
  onDismissWelcome?: () => void;
}

export function DashboardPage({
  firstName,
  group,
  plan,
  layouts,
  showWelcome = false,
  onDismissWelcome,
}: DashboardPageProps) {
  return (
    <div className={styles.page}>
      <h1 className={page.heading}>Welcome, {firstName}</h1>
      {showWelcome && onDismissWelcome && <WelcomeBanner onDismiss={onDismissWelcome} />}
      <div className={styles.cards}>
        <GroupCard group={group} />
        <PlanCard plan={plan} />
      </div>
      <ShortcutTiles plan={plan} />
      <RecentLayouts state={layouts} />
    </div>
  );
}
