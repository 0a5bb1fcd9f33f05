import type { ComponentType, ReactNode } from 'react';
import * as styles from './Editor.css';

/** What the editor asks of a toolbar button; an app passes its own design system's button. */
export interface EditorButtonProps {
  children: ReactNode;
  variant: 'primary' | 'secondary';
  onPress: () => void;
  isDisabled?: boolean;
  /** A save in progress: the button stays focusable and says so. */
  isPending?: boolean;
  'aria-keyshortcuts'?: string;
}

export type EditorButtonComponent = ComponentType<EditorButtonProps>;

/** The editor's own button, for apps without a design system of their own. */
export function PlainButton({
  children,
  variant,
  onPress,
  isDisabled,
  isPending,
  ...aria
}: EditorButtonProps) {
  return (
    <button
      type="button"
      className={variant === 'primary' ? styles.primary : styles.button}
      onClick={onPress}
      disabled={isDisabled}
      aria-busy={isPending || undefined}
      {...aria}
    >
      {children}
    </button>
  );
}
