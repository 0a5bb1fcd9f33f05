import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField,
  SwitchFieldContext,
  type SwitchFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../TextField/Field';
import * as styles from './Switch.css';

export { SwitchFieldContext };

export interface SwitchProps extends Omit<
  SwitchFieldProps,
  'children' | 'className' | 'style' | 'validate' | 'validationBehavior' | 'isInvalid'
> {
  /** The visible label. */
  children: ReactNode;
  /** Help text under the switch, linked to it with aria-describedby. */
  description?: ReactNode;
  className?: string;
}

/** An on/off setting that takes effect at once (a checkbox is for choices submitted later). */
export function Switch({ children, description, className, ...rest }: SwitchProps) {
  return (
    <SwitchField {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <SwitchButton className={styles.button}>
        <span className={styles.track}>
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description && (
        <div className={styles.help}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      )}
    </SwitchField>
  );
}
