import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import type { CardHeadingLevel } from '../Card/Card';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** e.g. 'Create your first layout!' */
  title: ReactNode;
  headingLevel?: CardHeadingLevel;
  /** e.g. 'Get started by choosing a video and layout format.' */
  description?: ReactNode;
  /** An illustration or large icon; decorative unless it carries its own alt text. */
  picture?: ReactNode;
  /** The next step, usually a Button or LinkButton. */
  action?: ReactNode;
  className?: string;
}

/** What a page or list shows when it has nothing yet, and how to start. */
export function EmptyState({
  title,
  headingLevel = 2,
  description,
  picture,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {picture && <div className={styles.picture}>{picture}</div>}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
