import { useState, type ReactNode, type Ref } from 'react';
import {
  Input,
  TextArea,
  Text,
  TextField as RACTextField,
  TextFieldContext,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldErrorText, FieldLabel, type FieldHelpProps } from './Field';
import * as field from './field.css';
import * as styles from './TextField.css';

export { TextFieldContext };

export type TextFieldType = 'text' | 'email' | 'url' | 'number' | 'tel' | 'password' | 'search';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldHelpProps {
  /** Visible label; every field has one. */
  label: ReactNode;
  placeholder?: string;
  type?: TextFieldType;
  /** Renders a text area instead of a single-line input. */
  multiline?: boolean;
  /** Visible rows of a multiline field. */
  rows?: number;
  /** Shows "n/maxLength characters" under a field that has `maxLength`. */
  showCharacterCount?: boolean;
  /** A control at the end of the input (e.g. a visibility toggle); it needs its own name. */
  endAdornment?: ReactNode;
  /** The single-line input element. */
  inputRef?: Ref<HTMLInputElement>;
  /** The text area element of a multiline field. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  multiline = false,
  rows = 4,
  showCharacterCount = false,
  endAdornment,
  inputRef,
  textAreaRef,
  className,
  onChange,
  ...rest
}: TextFieldProps) {
  // Tracks the text for the counter when the caller does not control the value.
  const [uncontrolled, setUncontrolled] = useState(rest.defaultValue ?? '');
  const length = (rest.value ?? uncontrolled).length;
  const counted = showCharacterCount && rest.maxLength !== undefined;

  const controlClass = [
    field.control,
    multiline && styles.textArea,
    endAdornment && styles.withEndAdornment,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <RACTextField
      {...rest}
      type={multiline ? undefined : type}
      onChange={(value) => {
        setUncontrolled(value);
        onChange?.(value);
      }}
      className={[field.root, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          ref={textAreaRef}
          rows={rows}
          placeholder={placeholder}
          className={controlClass}
        />
      ) : (
        <div className={styles.inputWrapper}>
          <Input ref={inputRef} placeholder={placeholder} className={controlClass} />
          {endAdornment && <div className={styles.endAdornment}>{endAdornment}</div>}
        </div>
      )}
      {(description || counted) && (
        <Text slot="description" className={[field.description, styles.helpRow].join(' ')}>
          {description && <span>{description}</span>}
          {counted && (
            <span
              className={[styles.counter, length > (rest.maxLength ?? 0) && styles.counterOver]
                .filter(Boolean)
                .join(' ')}
            >
              {length}/{rest.maxLength} characters
            </span>
          )}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACTextField>
  );
}
