import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Button.css';
import { externalLinkRel, NewTabHint } from '../Link/external';

export type LinkButtonProps = Omit<RACLinkProps, 'children' | 'className' | 'style' | 'href'> &
  styles.ButtonVariants & {
    /** Where the link goes: navigation belongs in a link, actions in a `Button`. */
    href: string;
    children: ReactNode;
    icon?: ReactNode;
    className?: string;
  };

/** A link that looks like a button, for calls to action that navigate ('Upgrade Now', 'Log In'). */
export function LinkButton({
  variant,
  size,
  fullWidth,
  icon,
  children,
  className,
  rel,
  ...rest
}: LinkButtonProps) {
  return (
    <RACLink
      {...rest}
      rel={externalLinkRel(rest.target, rel)}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
      {rest.target === '_blank' && <NewTabHint />}
    </RACLink>
  );
}
