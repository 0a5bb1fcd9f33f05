import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { LinkButton } from '../Button';
import { AdminIcon, Logo } from '../icons';
import { Tooltip } from '../Tooltip';
import * as styles from './AppShell.css';

export type AppHeaderProps =
  | {
      signedIn: false;
      /** Where 'Log In' and 'Sign Up' lead; pages that return after sign-in pass their own. */
      loginHref?: string;
      signupHref?: string;
      homeHref?: string;
    }
  | {
      signedIn: true;
      /** Admins get an 'Admin panel' icon link to /admin/dashboard. */
      isAdmin?: boolean;
      /** Usually an `AccountMenu`. */
      accountMenu?: ReactNode;
      homeHref?: string;
    };

/** The top bar: the logo, then Log In / Sign Up, or the admin link and the account menu. */
export function AppHeader(props: AppHeaderProps) {
  const homeHref = props.homeHref ?? (props.signedIn ? '/dashboard' : '/login');
  return (
    <header className={styles.header}>
      <RACLink href={homeHref} className={styles.logoLink} aria-label="Vendy home">
        <Logo height={28} />
      </RACLink>
      <div className={styles.headerEnd}>
        {props.signedIn ? (
          <>
            {props.isAdmin && (
              <Tooltip content="Admin panel">
                <RACLink
                  href="/admin/dashboard"
                  className={styles.iconLink}
                  aria-label="Admin panel"
                >
                  <AdminIcon />
                </RACLink>
              </Tooltip>
            )}
            {props.accountMenu}
          </>
        ) : (
          <>
            <LinkButton href={props.loginHref ?? '/login'} variant="secondary">
              Log In
            </LinkButton>
            <LinkButton href={props.signupHref ?? '/signup'}>Sign Up</LinkButton>
          </>
        )}
      </div>
    </header>
  );
}
