// The signed-out frame of doc 1 §2 (logo, Log In, Sign Up): the one shell of the sign-in pages.
import type { ReactNode } from 'react';
import { AppShell } from '@vendy/ui-kit';
import { routes } from '../../routes';

export interface ShellProps {
  /** The current location's path, for the highlighted navigation item. */
  currentPath: string;
  children: ReactNode;
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
