// A small set of exclusive choices shown as buttons (radio semantics: arrow keys move the choice).
import { Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './kit.css';

export interface ChoiceGroupProps<K extends string> {
  label: string;
  options: ReadonlyArray<{ id: K; label: string }>;
  value: K;
  onChange: (value: K) => void;
  isDisabled?: boolean;
}

export function ChoiceGroup<K extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled,
}: ChoiceGroupProps<K>) {
  return (
    <RadioGroup
      className={styles.radioGroup}
      value={value}
      // Every value comes from `options`, so it is a K.
      onChange={(next) => onChange(next as K)}
      isDisabled={isDisabled}
      orientation="horizontal"
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.radioOptions}>
        {options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.radio}>
            <span className={styles.radioDot} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
