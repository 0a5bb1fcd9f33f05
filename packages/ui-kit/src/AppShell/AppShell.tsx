import { useRef, type ReactNode } from 'react';
import { AppHeader, type AppHeaderProps } from './AppHeader';
import { SideNav } from './SideNav';
import type { NavEntry, NavStorage } from './navModel';
import { useNavCollapsed } from './useNavCollapsed';
import * as styles from './AppShell.css';

export interface AppShellProps {
  header: AppHeaderProps;
  /** Side navigation entries; leave out for pages without navigation (signed out). */
  navigation?: readonly NavEntry[];
  /** Accessible name of the navigation, e.g. 'Admin'. */
  navigationLabel?: string;
  /** The current location's path (the shell knows no router; wrap the app in RAC's RouterProvider). */
  currentPath: string;
  /** Where the mini-mode choice is remembered; localStorage by default. */
  storage?: NavStorage | null;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** The page frame: skip link, header, optional side navigation and the main region. */
export function AppShell({
  header,
  navigation,
  navigationLabel,
  currentPath,
  storage,
  children,
}: AppShellProps) {
  const [isCollapsed, setCollapsed] = useNavCollapsed(storage);
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.shell}>
      <a
        href={`#${MAIN_ID}`}
        className={styles.skipLink}
        // Focus the region directly: a client-side router may treat a hash change as navigation.
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </a>
      <AppHeader {...header} />
      <div className={styles.body}>
        {navigation && (
          <SideNav
            items={navigation}
            currentPath={currentPath}
            isCollapsed={isCollapsed}
            onCollapsedChange={setCollapsed}
            aria-label={navigationLabel}
          />
        )}
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
