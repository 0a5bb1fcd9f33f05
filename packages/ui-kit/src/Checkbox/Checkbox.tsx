import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  CheckboxFieldContext,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../icons';
import { FieldDescription, FieldErrorText, type FieldHelpProps } from '../TextField/Field';
import * as styles from './Checkbox.css';

export { CheckboxFieldContext };

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'>, FieldHelpProps {
  /** The visible label. */
  children: ReactNode;
  className?: string;
}

/**
 * A single checkbox with optional help text and error message (e.g. the sign-up terms box and its
 * 'This field is required.'). Box and label together are the click target.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  className,
  ...rest
}: CheckboxProps) {
  return (
    <CheckboxField {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <CheckboxButton className={styles.button}>
            <span className={styles.box}>
              {isIndeterminate ? (
                <MinusIcon size={14} strokeWidth={3} />
              ) : (
                isSelected && <CheckIcon size={14} strokeWidth={3} />
              )}
            </span>
            <span>{children}</span>
          </CheckboxButton>
          <div className={styles.help}>
            <FieldDescription>{description}</FieldDescription>
            <FieldErrorText>{errorMessage}</FieldErrorText>
          </div>
        </>
      )}
    </CheckboxField>
  );
}
