import { useId, type ReactNode } from 'react';
import {
  Button as RACButton,
  ButtonContext,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { Spinner } from '../ProgressBar/Spinner';
import * as styles from './Button.css';

export { ButtonContext };

/**
 * A button shows text (optionally with an icon), or only an icon: then `aria-label` is required,
 * because an icon alone gives assistive technology nothing to announce.
 */
export type ButtonContent =
  | { children: ReactNode; icon?: ReactNode }
  | { children?: undefined; icon: ReactNode; 'aria-label': string };

export type ButtonProps = Omit<RACButtonProps, 'children' | 'className' | 'style'> &
  styles.ButtonVariants &
  ButtonContent & {
    className?: string;
    /** Accessible name of the spinner shown while `isPending`; joins the button's name. */
    pendingLabel?: string;
  };

export function Button(props: ButtonProps) {
  const {
    variant,
    size,
    fullWidth,
    icon,
    children,
    className,
    pendingLabel = 'Loading',
    isPending,
    ...rest
  } = props;
  const labelId = useId();
  const iconOnly = children === undefined || children === null;
  // RAC appends the spinner to an explicit name only, so while pending a text button names itself
  // by its label element; that makes screen readers hear "Save Loading".
  const namedByLabel = isPending && !iconOnly && !rest['aria-label'] && !rest['aria-labelledby'];
  return (
    <RACButton
      {...rest}
      aria-labelledby={namedByLabel ? labelId : rest['aria-labelledby']}
      isPending={isPending}
      className={[styles.button({ variant, size, fullWidth, iconOnly }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {isPending ? (
        <Spinner label={pendingLabel} />
      ) : (
        icon && <span className={styles.icon}>{icon}</span>
      )}
      {!iconOnly && (
        <span id={labelId} className={styles.label}>
          {children}
        </span>
      )}
    </RACButton>
  );
}
