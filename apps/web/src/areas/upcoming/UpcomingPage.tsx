// The areas whose pages are not built yet (AI Generation, the admin's Slider pages):
// their navigation entries and dashboard tiles open the page's frame, with the plan gate where the
// area has one, and say honestly that the area is not available yet, rather than a dead end.
import { activePlan, needsUpgrade, type PlanFeature } from '@vendy/client/domain';
import { Card, InfoIcon } from '@vendy/ui-kit';
import { UpgradeCard } from '../../components/UpgradeCard';
import * as page from '../../components/AssetListPage/assetPage.css';
import * as gate from '../../components/UpgradeCard.css';
import { useSession } from '../../session';
import * as styles from './upcoming.css';

export interface UpcomingArea {
  heading: string;
  /** What the area will do, as the merchant will use it. */
  text: string;
  /** What the plan needs for this area (none for the admin's). */
  gate?: { paidRequired?: boolean; requiredFeature?: PlanFeature };
}

export const UPCOMING_TITLE = 'Not available yet';

export const AI_GENERATION: UpcomingArea = {
  heading: 'AI Generation',
  text: 'Product scripts and avatar videos made from your products will be created here.',
  gate: { paidRequired: true },
};

export const SLIDER_PAGES: UpcomingArea = {
  heading: 'Slider Pages',
  text: 'Public pages of shoppable-video sliders will be built and published here.',
};

/** The page's frame and notice, once the plan opens the area. */
export function UpcomingNotice({ area }: { area: UpcomingArea }) {
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{area.heading}</h1>
      <div className={gate.gate.md}>
        <Card title={UPCOMING_TITLE} headingLevel={2} media={<InfoIcon size={32} />}>
          <p className={styles.text}>{area.text}</p>
        </Card>
      </div>
    </div>
  );
}

/** The route: the upgrade card where the plan lacks the area, else the notice. */
export function UpcomingPage({ area }: { area: UpcomingArea }) {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (area.gate && needsUpgrade({ plan, ...area.gate })) {
    return <UpgradeCard heading={area.heading} />;
  }
  return <UpcomingNotice area={area} />;
}

export const AIGenerationRoute = () => <UpcomingPage area={AI_GENERATION} />;
export const SliderPagesRoute = () => <UpcomingNotice area={SLIDER_PAGES} />;
