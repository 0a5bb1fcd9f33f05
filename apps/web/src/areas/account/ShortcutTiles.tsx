// Dashboard shortcut tiles (doc 1 §2, doc 3 §6). A tile whose area the plan does not open is shown
// locked, without a link.
import {
  AIIcon,
  AnalyticsIcon,
  BrandIcon,
  Card,
  InstagramIcon,
  LayoutsIcon,
  LockIcon,
  ProductIcon,
  VideoIcon,
  type IconComponent,
} from '@vendy/ui-kit';
import { needsUpgrade, type GatedPlan, type PlanFeature } from '@vendy/client/domain';
import { routes } from '../../routes';
import { SectionCard } from './SectionCard';
import * as styles from './DashboardPage.css';

const LOCKED_TILE_TEXT = 'This requires a higher tier plan to access.';

interface Tile {
  label: string;
  text: string;
  href: string;
  Icon: IconComponent;
  /** What the area needs from the plan; none for areas open to every plan. */
  gate?: { paidRequired?: boolean; requiredFeature?: PlanFeature };
}

const TILES: readonly Tile[] = [
  {
    label: 'Products',
    text: 'Import products and collections from your store.',
    href: routes.products(),
    Icon: ProductIcon,
  },
  {
    label: 'Instagram Feeds',
    text: 'Turn your Instagram posts into shoppable feeds.',
    href: routes.instagram(),
    Icon: InstagramIcon,
    gate: { requiredFeature: 'instagram' },
  },
  {
    label: 'Layouts',
    text: 'Build shoppable video layouts for your store.',
    href: routes.layouts(),
    Icon: LayoutsIcon,
    gate: { paidRequired: true },
  },
  {
    label: 'Videos',
    text: 'Upload or import the videos you make shoppable.',
    href: routes.videos(),
    Icon: VideoIcon,
    gate: { paidRequired: true },
  },
  {
    label: 'AI Generation',
    text: 'Write product scripts and generate videos.',
    href: routes.ai(),
    Icon: AIIcon,
    gate: { paidRequired: true },
  },
  {
    label: 'Branding',
    text: 'Give your layouts your colours and fonts.',
    href: routes.brand(),
    Icon: BrandIcon,
    gate: { requiredFeature: 'branding' },
  },
  {
    label: 'Analytics',
    text: 'See how visitors watch and shop.',
    href: routes.analytics(),
    Icon: AnalyticsIcon,
    gate: { requiredFeature: 'analytics' },
  },
];

export function ShortcutTiles({ plan }: { plan: GatedPlan | null }) {
  return (
    <SectionCard title="Shortcuts">
      <ul className={styles.tiles}>
        {TILES.map(({ label, text, href, Icon, gate }) => {
          const locked = gate !== undefined && needsUpgrade({ plan, ...gate });
          const title = (
            <span className={styles.tileLabel}>
              {locked ? (
                <LockIcon className={styles.tileIcon} />
              ) : (
                <Icon className={styles.tileIcon} />
              )}
              {label}
            </span>
          );
          return (
            <li key={label}>
              {locked ? (
                <Card title={title} className={styles.lockedTile}>
                  {LOCKED_TILE_TEXT}
                </Card>
              ) : (
                <Card title={title} href={href} className={styles.tile}>
                  {text}
                </Card>
              )}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
