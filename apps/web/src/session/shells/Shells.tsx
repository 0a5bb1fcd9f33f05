// The page frames of doc 1 §2: signed out (logo, Log In, Sign Up), signed in without navigation
// (semi-public pages), the merchant shell and the admin shell. Pure views: the layouts wire them.
import type { ReactNode } from 'react';
import { AccountMenu, AppShell, type NavStorage } from '@vendy/ui-kit';
import type { CurrentUser } from '../atoms';
import { routes } from '../../routes';
import { adminNavigation, merchantNavigation } from './navigation';

export const SUPPORT_EMAIL = 'support@vendy.app';

interface ShellProps {
  /** The current location's path, for the highlighted navigation item. */
  currentPath: string;
  children: ReactNode;
}

export interface SignedInShellProps extends ShellProps {
  currentUser: CurrentUser;
  onTour: () => void;
  onLogout: () => void;
  /** Where the navigation's mini-mode choice is kept (localStorage by default). */
  navStorage?: NavStorage | null;
}

export function SignedOutShell({ currentPath, children }: ShellProps) {
  return (
    <AppShell
      header={{ signedIn: false, loginHref: routes.login(), signupHref: routes.signup() }}
      currentPath={currentPath}
    >
      {children}
    </AppShell>
  );
}

function signedInHeader({ currentUser, onTour, onLogout }: SignedInShellProps) {
  const who = currentUser.user?.email ?? currentUser.auth?.email;
  return {
    signedIn: true as const,
    homeHref: routes.dashboard(),
    isAdmin: currentUser.auth?.isAdmin ?? false,
    accountMenu: (
      <AccountMenu
        label={who ? `Account menu for ${who}` : 'Account menu'}
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
  return (
    <AppShell
      header={signedInHeader(props)}
      navigation={merchantNavigation(props.currentUser.currentGroup?.name ?? null)}
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
