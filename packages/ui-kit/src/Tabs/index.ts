export { Tabs, TabList, Tab, TabPanel, TabsContext, TabListStateContext } from './Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs';
