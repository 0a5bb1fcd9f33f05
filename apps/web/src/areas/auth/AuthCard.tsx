// The frame shared by the sign-in pages: a centred card with the page's one heading and, when
// something failed or succeeded, its message above the content.
import { useId, type ReactNode } from 'react';
import * as styles from './AuthLayout.css';

export interface AuthCardProps {
  title: string;
  /** A failure to show above the content (announced as an alert). */
  error?: string | null;
  /** A success to show above the content (announced as a status). */
  notice?: string | null;
  children?: ReactNode;
}

export function AuthCard({ title, error = null, notice = null, children }: AuthCardProps) {
  const headingId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {title}
        </h1>
        {error && (
          <p role="alert" className={styles.formError}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
        {children}
      </section>
    </div>
  );
}
