import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
  type MenuItemProps as RACMenuItemProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Button, type ButtonVariants } from '../Button';
import * as styles from './Menu.css';

export { MenuContext, MenuStateContext, RootMenuTriggerStateContext } from 'react-aria-components';

export interface MenuProps extends Omit<MenuTriggerProps, 'children'> {
  /** The trigger's text, or its accessible name when `hideLabel` is set. */
  label: string;
  icon?: ReactNode;
  /** Shows only the icon on the trigger (the label stays its accessible name). */
  hideLabel?: boolean;
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  placement?: PopoverProps['placement'];
  /** Called with the id of the chosen item (items may also have their own `onAction`). */
  onAction?: (id: Key) => void;
  disabledKeys?: Iterable<Key>;
  /** `MenuItem`s and `MenuSeparator`s. */
  children: ReactNode;
}

/**
 * A button that opens a menu of actions and links (account menu, row action menus). Arrow keys
 * move between items, Enter or Space chooses, Escape closes and returns focus to the button.
 */
export function Menu({
  label,
  icon,
  hideLabel = false,
  variant = 'ghost',
  size,
  placement = 'bottom end',
  onAction,
  disabledKeys,
  children,
  ...triggerProps
}: MenuProps) {
  return (
    <MenuTrigger {...triggerProps}>
      {hideLabel ? (
        <Button variant={variant} size={size} aria-label={label} icon={icon} />
      ) : (
        <Button variant={variant} size={size} icon={icon}>
          {label}
        </Button>
      )}
      <Popover placement={placement} className={styles.popover}>
        <RACMenu className={styles.menu} onAction={onAction} disabledKeys={disabledKeys}>
          {children}
        </RACMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<
  RACMenuItemProps,
  'className' | 'style' | 'children' | 'render'
> {
  children: ReactNode;
  icon?: ReactNode;
  /** `danger` for destructive actions such as 'Remove user'. */
  tone?: 'default' | 'danger';
}

/** An action (`onAction`) or, with `href`, a link such as a `mailto:` Help link. */
export function MenuItem({ children, icon, tone, textValue, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item({ tone })}
    >
      {icon && <span className={styles.itemIcon}>{icon}</span>}
      <span className={styles.itemLabel}>{children}</span>
    </RACMenuItem>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
