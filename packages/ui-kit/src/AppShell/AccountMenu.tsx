import { GroupIcon, HelpIcon, LogoutIcon, PlayIcon, UserIcon } from '../icons';
import { Menu, MenuItem, MenuSeparator } from '../Menu';

export interface AccountMenuProps {
  /** Starts the product tour. */
  onTour: () => void;
  onLogout: () => void;
  /** The support mail link, e.g. 'mailto:support@example.com'. */
  helpHref: string;
  accountHref?: string;
  groupsHref?: string;
  /** Accessible name of the trigger; include the user's name or email when known. */
  label?: string;
}

/** The account menu of the header: Account, Groups, Tour, Log out and Help (a mail link). */
export function AccountMenu({
  onTour,
  onLogout,
  helpHref,
  accountHref = '/account',
  groupsHref = '/groups',
  label = 'Account menu',
}: AccountMenuProps) {
  return (
    <Menu label={label} icon={<UserIcon />} hideLabel>
      <MenuItem id="account" href={accountHref} icon={<UserIcon />}>
        Account
      </MenuItem>
      <MenuItem id="groups" href={groupsHref} icon={<GroupIcon />}>
        Groups
      </MenuItem>
      <MenuItem id="tour" icon={<PlayIcon />} onAction={onTour}>
        Tour
      </MenuItem>
      <MenuItem id="logout" icon={<LogoutIcon />} onAction={onLogout}>
        Log out
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="help" href={helpHref} icon={<HelpIcon />}>
        Help
      </MenuItem>
    </Menu>
  );
}
