export {
  Menu,
  MenuItem,
  MenuSeparator,
  MenuContext,
  MenuStateContext,
  RootMenuTriggerStateContext,
} from './Menu';
export type { MenuProps, MenuItemProps } from './Menu';
