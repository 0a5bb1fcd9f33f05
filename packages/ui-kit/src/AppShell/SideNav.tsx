import type { ReactElement } from 'react';
import {
  Button as RACButton,
  Disclosure,
  DisclosurePanel,
  Link as RACLink,
} from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { visuallyHidden } from '../theme';
import { Tooltip } from '../Tooltip';
import { Button } from '../Button';
import {
  findCurrentHref,
  isNavGroup,
  type NavEntry,
  type NavGroup,
  type NavItem,
} from './navModel';
import * as styles from './AppShell.css';

export interface SideNavProps {
  items: readonly NavEntry[];
  /** The current location's path; the item for it is marked aria-current="page". */
  currentPath: string;
  /** Mini mode: icons only, labels in tooltips. */
  isCollapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
}

/**
 * The side navigation: links and collapsible groups, the current page highlighted. In mini mode
 * every label stays the accessible name (visually hidden) and shows as a tooltip on hover/focus.
 */
export function SideNav({
  items,
  currentPath,
  isCollapsed,
  onCollapsedChange,
  'aria-label': ariaLabel = 'Main',
}: SideNavProps) {
  const currentHref = findCurrentHref(items, currentPath);
  const toggleLabel = isCollapsed ? 'Expand navigation' : 'Collapse navigation';
  return (
    <nav aria-label={ariaLabel} className={styles.nav} data-collapsed={isCollapsed || undefined}>
      <ul className={styles.navList}>
        {items.map((entry) => (
          <li key={isNavGroup(entry) ? `group:${entry.label}` : entry.href}>
            {isNavGroup(entry) ? (
              <NavGroupEntry group={entry} currentHref={currentHref} isCollapsed={isCollapsed} />
            ) : (
              <NavLink item={entry} currentHref={currentHref} isCollapsed={isCollapsed} />
            )}
          </li>
        ))}
      </ul>
      <div className={styles.navFooter}>
        <Tooltip content={toggleLabel} placement="end">
          <Button
            variant="ghost"
            size="sm"
            aria-label={toggleLabel}
            icon={isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            onPress={() => onCollapsedChange(!isCollapsed)}
          />
        </Tooltip>
      </div>
    </nav>
  );
}

interface EntryProps {
  currentHref: string | null;
  isCollapsed: boolean;
}

function withTooltip(label: string, isCollapsed: boolean, trigger: ReactElement) {
  return isCollapsed ? (
    <Tooltip content={label} placement="end">
      {trigger}
    </Tooltip>
  ) : (
    trigger
  );
}

function Label({ text, isCollapsed }: { text: string; isCollapsed: boolean }) {
  return <span className={isCollapsed ? visuallyHidden : styles.itemLabel}>{text}</span>;
}

function NavLink({ item, currentHref, isCollapsed }: EntryProps & { item: NavItem }) {
  return withTooltip(
    item.label,
    isCollapsed,
    <RACLink
      href={item.href}
      className={styles.item}
      aria-current={item.href === currentHref ? 'page' : undefined}
    >
      <span className={styles.itemIcon}>{item.icon}</span>
      <Label text={item.label} isCollapsed={isCollapsed} />
    </RACLink>,
  );
}

function NavGroupEntry({ group, currentHref, isCollapsed }: EntryProps & { group: NavGroup }) {
  const holdsCurrent = group.children.some((child) => child.href === currentHref);
  return (
    <Disclosure defaultExpanded={holdsCurrent || (group.defaultExpanded ?? true)}>
      {withTooltip(
        group.label,
        isCollapsed,
        <RACButton slot="trigger" className={styles.item}>
          <span className={styles.itemIcon}>{group.icon}</span>
          <Label text={group.label} isCollapsed={isCollapsed} />
          {!isCollapsed && (
            <span className={styles.chevron}>
              <ChevronRightIcon size="1em" />
            </span>
          )}
        </RACButton>,
      )}
      <DisclosurePanel>
        <ul className={styles.subList}>
          {group.children.map((child) => (
            <li key={child.href}>
              <NavLink item={child} currentHref={currentHref} isCollapsed={isCollapsed} />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}
