import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as RACProgressBar,
  ProgressBarContext,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';

export { ProgressBarContext };

/** A progress bar shows a visible label, or only an aria-label where the context names it. */
export type ProgressBarLabelling =
  { label: ReactNode; 'aria-label'?: string } | { label?: undefined; 'aria-label': string };

export type ProgressBarProps = Omit<
  RACProgressBarProps,
  'children' | 'className' | 'style' | 'aria-label'
> &
  ProgressBarLabelling & {
    /** Hides the value text (still announced). */
    hideValueText?: boolean;
    className?: string;
  };

/**
 * Progress of a task. With `valueLabel` ('3/5 steps completed') the text is shown and announced
 * instead of a percentage; `isIndeterminate` is for work of unknown length.
 */
export function ProgressBar({
  label,
  hideValueText = false,
  className,
  ...rest
}: ProgressBarProps) {
  return (
    <RACProgressBar {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label !== undefined || (!hideValueText && valueText)) && (
            <div className={styles.header}>
              {label !== undefined && <Label className={styles.label}>{label}</Label>}
              {!hideValueText && valueText && (
                // Already announced through aria-valuetext on the progress bar.
                <span className={styles.value} aria-hidden="true">
                  {valueText}
                </span>
              )}
            </div>
          )}
          <div className={styles.track}>
            <div
              className={[styles.fill, isIndeterminate && styles.indeterminateFill]
                .filter(Boolean)
                .join(' ')}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
