import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

export { TabsContext, TabListStateContext } from 'react-aria-components';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export type TabsProps = Omit<RACTabsProps, 'orientation'>;

/** Horizontal tabs: arrow keys move between tabs, disabled tabs are skipped. */
export function Tabs({ className, ...props }: TabsProps) {
  return (
    <RACTabs
      {...props}
      orientation="horizontal"
      className={composeRenderProps(className, (c) => join(styles.tabs, c))}
    />
  );
}

export type TabListProps<T extends object> = RACTabListProps<T> & styles.TabListVariants;

/** The row of tabs. Needs an `aria-label` (or `aria-labelledby`) saying what the tabs switch. */
export function TabList<T extends object>({ className, size, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      className={composeRenderProps(className, (c) => join(styles.tabList({ size }), c))}
    />
  );
}

export type TabProps = RACTabProps;

export function Tab({ className, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, (c) => join(styles.tab, c))} />
  );
}

export type TabPanelProps = RACTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel
      {...props}
      className={composeRenderProps(className, (c) => join(styles.tabPanel, c))}
    />
  );
}
