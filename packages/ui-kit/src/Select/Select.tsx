import type { CSSProperties, ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as RACSelect,
  SelectContext,
  SelectValue,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../icons';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  type FieldHelpProps,
} from '../TextField/Field';
import * as field from '../TextField/field.css';
import * as styles from './Select.css';

export { SelectContext };

export interface SelectOption<K extends Key = Key> {
  id: K;
  /** Shown in the list and in the field once chosen; also what type-ahead matches. */
  label: string;
  isDisabled?: boolean;
  /** Style of the option's label in the list (e.g. a font shown in its own face). */
  labelStyle?: CSSProperties;
}

export interface SelectProps<K extends Key = Key>
  extends
    Omit<
      RACSelectProps<SelectOption<K>, 'single'>,
      | 'children'
      | 'className'
      | 'style'
      | 'selectionMode'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
    >,
    FieldHelpProps {
  label: ReactNode;
  options: readonly SelectOption<K>[];
  /** The chosen option's id (controlled); `null` for none. */
  value?: K | null;
  defaultValue?: K | null;
  onChange?: (value: K | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  className?: string;
}

/**
 * A single choice from a list (a RAC Select: arrow keys, type-ahead, Enter/Space to open and
 * choose, Escape to close; a hidden native select takes part in forms through `name`).
 */
export function Select<K extends Key = Key>({
  label,
  options,
  description,
  errorMessage,
  onChange,
  className,
  ...rest
}: SelectProps<K>) {
  return (
    <RACSelect
      {...rest}
      // RAC reports keys as its own Key type; every key here comes from `options`, so it is a K.
      onChange={onChange ? (key) => onChange(key as K | null) : undefined}
      className={[field.root, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <ListBox items={options} className={styles.listBox}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              isDisabled={option.isDisabled}
              className={styles.option}
            >
              {({ isSelected }) => (
                <>
                  <span style={option.labelStyle}>{option.label}</span>
                  {isSelected && <CheckIcon className={styles.check} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
