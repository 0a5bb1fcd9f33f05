import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { ErrorIcon } from '../icons';
import * as styles from './field.css';

export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** Parts that every field in the kit puts around its control, named the same way everywhere. */
export interface FieldHelpProps {
  /** Help text under the control, linked to it with aria-describedby. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid (`isInvalid`, or a failed `validate` / native constraint).
   * Without it the browser's or `validate`'s own message is shown.
   */
  errorMessage?: FieldErrorMessage;
}

export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {/* The input itself is required (announced by screen readers); the star is for sight. */}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      )}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: FieldErrorMessage }) {
  return (
    <FieldError className={styles.error}>
      {(validation) => (
        <>
          <ErrorIcon className={styles.errorIcon} />
          <span>
            {typeof children === 'function'
              ? children(validation)
              : (children ?? validation.validationErrors.join(' '))}
          </span>
        </>
      )}
    </FieldError>
  );
}
