import type { ReactNode } from 'react';
import {
  Link as RACLink,
  LinkContext,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { ExternalLinkIcon } from '../icons';
import { externalLinkRel, NewTabHint } from './external';
import * as styles from './Link.css';

export { LinkContext };

export type LinkProps = Omit<RACLinkProps, 'children' | 'className' | 'style'> &
  styles.LinkVariants & {
    children: ReactNode;
    /** Opens in a new tab, protected with rel="noopener noreferrer" and announced as such. */
    isExternal?: boolean;
    className?: string;
  };

/**
 * A navigation link (RAC Link: client-side routing through RouterProvider). Links that open a new
 * tab carry a visible icon and the hidden text '(opens in a new tab)' in their name.
 */
export function Link({
  variant,
  isExternal,
  children,
  className,
  target,
  rel,
  ...rest
}: LinkProps) {
  const opensNewTab = isExternal || target === '_blank';
  const resolvedTarget = opensNewTab ? '_blank' : target;
  return (
    <RACLink
      {...rest}
      target={resolvedTarget}
      rel={externalLinkRel(resolvedTarget, rel)}
      className={[styles.link({ variant }), className].filter(Boolean).join(' ')}
    >
      {children}
      {opensNewTab && (
        <>
          <ExternalLinkIcon size="1em" className={styles.externalIcon} />
          <NewTabHint />
        </>
      )}
    </RACLink>
  );
}
