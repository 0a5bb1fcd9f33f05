import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Chip.css';

export type { ChipTone } from './Chip.css';

export interface ChipProps
  extends
    Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'className' | 'style'>,
    styles.ChipVariants {
  children: ReactNode;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A short, non-interactive label: a member's role ('owner', 'user'), the 'Me' marker, a DRAFT
 * badge. Its text is its meaning, so colour is never the only signal.
 */
export function Chip({ tone, icon, children, className, ...rest }: ChipProps) {
  return (
    <span {...rest} className={[styles.chip({ tone }), className].filter(Boolean).join(' ')}>
      {icon}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
