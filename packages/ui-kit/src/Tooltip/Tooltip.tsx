import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipContext,
  TooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import * as styles from './Tooltip.css';

export { TooltipContext };

export interface TooltipProps
  extends
    Omit<TooltipTriggerComponentProps, 'children'>,
    Pick<RACTooltipProps, 'placement' | 'offset' | 'crossOffset'> {
  /** Text that describes the trigger; it is linked to it with aria-describedby. */
  content: ReactNode;
  /**
   * One focusable React Aria element (a kit Button, Link, ...) so the tooltip opens on keyboard
   * focus as well as on hover. An icon-only trigger still needs its own aria-label.
   */
  children: ReactElement;
  className?: string;
}

/**
 * A short hint shown on hover (after `delay` ms, default 600) and at once on keyboard focus;
 * Escape closes it. It never holds interactive content.
 */
export function Tooltip({
  content,
  children,
  delay = 600,
  closeDelay = 300,
  placement = 'top',
  offset = 8,
  crossOffset,
  className,
  ...triggerProps
}: TooltipProps) {
  return (
    <TooltipTrigger {...triggerProps} delay={delay} closeDelay={closeDelay}>
      {children}
      <RACTooltip
        placement={placement}
        offset={offset}
        crossOffset={crossOffset}
        className={[styles.tooltip, className].filter(Boolean).join(' ')}
      >
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  );
}
