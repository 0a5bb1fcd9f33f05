import { ProgressBar as RACProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  /** Font-relative size; without it the spinner follows the surrounding text size. */
  size?: keyof typeof styles.sizes;
  className?: string;
}

/**
 * An indeterminate busy indicator (a RAC ProgressBar, so screen readers hear its label). Inside a
 * `Button` it joins the button's accessible name ("Save Loading").
 */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  return (
    <RACProgressBar
      aria-label={label}
      isIndeterminate
      className={[styles.spinner, size && styles.sizes[size], className].filter(Boolean).join(' ')}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
        <circle
          className={styles.arc}
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
        />
      </svg>
    </RACProgressBar>
  );
}
