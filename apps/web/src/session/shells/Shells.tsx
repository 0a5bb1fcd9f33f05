// The page frames of doc 1 §2: signed out (logo, Log In, Sign Up), signed in without navigation
// (semi-public pages), the merchant shell and the admin shell. Pure views: the layouts wire them.
// A user whose email is not verified yet is sent to /verify-prompt from every page but /groups
// (the redirect rule, doc 1 §2), so they are offered only what they can reach: no side
// navigation, and an account menu of Groups, Log out and Help.
import {
  AccountMenu,
  AppShell,
  GroupIcon,
  HelpIcon,
  LogoutIcon,
  Menu,
  MenuItem,
  MenuSeparator,
  UserIcon,
  type NavStorage,
} from '@vendy/ui-kit';
import type { CurrentUser } from '../atoms';
import { routes } from '../../routes';
import { SUPPORT_EMAIL } from '../support';
import { adminNavigation, merchantNavigation } from './navigation';
import type { ShellProps } from './SignedOutShell';

export { SUPPORT_EMAIL };
// The signed-out frame lives apart: the sign-in pages load it without the signed-in menus.
export { SignedOutShell } from './SignedOutShell';

export interface SignedInShellProps extends ShellProps {
  currentUser: CurrentUser;
  onTour: () => void;
  onLogout: () => void;
  /** Where the navigation's mini-mode choice is kept (localStorage by default). */
  navStorage?: NavStorage | null;
}

/** True until the user has verified their email: most of the app waits for that. */
export const isUnverified = (currentUser: CurrentUser) => currentUser.auth?.emailVerified === false;

/** The account menu while the email is unverified: only what the redirect rule lets through. */
function UnverifiedAccountMenu({ label, onLogout }: { label: string; onLogout: () => void }) {
  return (
    <Menu label={label} icon={<UserIcon />} hideLabel>
      <MenuItem id="groups" href={routes.groups()} icon={<GroupIcon />}>
        Groups
      </MenuItem>
      <MenuItem id="logout" icon={<LogoutIcon />} onAction={onLogout}>
        Log out
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="help" href={`mailto:${SUPPORT_EMAIL}`} icon={<HelpIcon />}>
        Help
      </MenuItem>
    </Menu>
  );
}

function signedInHeader({ currentUser, onTour, onLogout }: SignedInShellProps) {
  const who = currentUser.user?.email ?? currentUser.auth?.email;
  const label = who ? `Account menu for ${who}` : 'Account menu';
  return {
    signedIn: true as const,
    homeHref: routes.dashboard(),
    isAdmin: currentUser.auth?.isAdmin ?? false,
    accountMenu: isUnverified(currentUser) ? (
      <UnverifiedAccountMenu label={label} onLogout={onLogout} />
    ) : (
      <AccountMenu
        label={label}
        accountHref={routes.account()}
        groupsHref={routes.groups()}
        helpHref={`mailto:${SUPPORT_EMAIL}`}
        onTour={onTour}
        onLogout={onLogout}
      />
    ),
  };
}

/** Semi-public pages for a signed-in visitor: the signed-in header, no navigation. */
export function SignedInShell(props: SignedInShellProps) {
  return (
    <AppShell header={signedInHeader(props)} currentPath={props.currentPath}>
      {props.children}
    </AppShell>
  );
}

export function MerchantShell(props: SignedInShellProps) {
  const navigation = isUnverified(props.currentUser)
    ? undefined
    : merchantNavigation(props.currentUser.currentGroup?.name ?? null);
  return (
    <AppShell
      header={signedInHeader(props)}
      navigation={navigation}
      navigationLabel="Main"
      currentPath={props.currentPath}
      storage={props.navStorage}
    >
      {props.children}
    </AppShell>
  );
}

export function AdminShell(props: SignedInShellProps) {
  return (
    <AppShell
      header={signedInHeader(props)}
      navigation={adminNavigation}
      navigationLabel="Admin"
      currentPath={props.currentPath}
      storage={props.navStorage}
    >
      {props.children}
    </AppShell>
  );
}
