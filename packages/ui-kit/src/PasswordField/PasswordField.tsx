import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'multiline' | 'rows' | 'showCharacterCount' | 'endAdornment' | 'textAreaRef'
> {
  /** 'current-password' for log-in forms, 'new-password' for sign-up and reset forms. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Starts with the text visible. */
  defaultVisible?: boolean;
  showLabel?: string;
  hideLabel?: string;
}

/**
 * A text field whose value is hidden until the user asks to see it. The toggle is a toggle
 * button (aria-pressed = text visible) whose name says what pressing it will do next.
 */
export function PasswordField({
  autoComplete = 'current-password',
  defaultVisible = false,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...rest
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Once shown, the password must not be sent to spell checkers or auto-corrected.
      spellCheck="false"
      autoCorrect="off"
      endAdornment={
        <ToggleButton
          className={styles.toggle}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={rest.isDisabled}
          aria-label={isVisible ? hideLabel : showLabel}
        >
          {isVisible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
