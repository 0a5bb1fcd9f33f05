// A button that copies a text (a layout or feed id, an embed code) and confirms with 'Copied' for a
// second (doc 3 §9: copy confirmations last 1 s). A refused clipboard shows an error toast.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_CONFIRM_MS } from '@vendy/client/domain';
import { Button, CheckIcon, toasts } from '@vendy/ui-kit';
import * as styles from './CopyButton.css';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's label, e.g. 'Copy Layout ID'. */
  label: string;
  /** Shows only the icon; `label` is then the accessible name (e.g. 'Copy Layout ID of Spring'). */
  iconOnly?: boolean;
  icon: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
  /** The clipboard (tests and stories pass their own). */
  writeText?: (text: string) => Promise<void>;
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

export const COPY_FAILED = 'Unable to copy to the clipboard.';

export function CopyButton({
  text,
  label,
  iconOnly = false,
  icon,
  variant = 'secondary',
  size = 'md',
  writeText = clipboardWrite,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await writeText(text);
    } catch {
      toasts.error(COPY_FAILED);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  const shownIcon = copied ? <CheckIcon /> : icon;
  return (
    <span className={styles.copy}>
      {iconOnly ? (
        <Button
          variant={variant}
          size={size}
          icon={shownIcon}
          aria-label={label}
          onPress={() => void copy()}
        />
      ) : (
        <Button variant={variant} size={size} icon={shownIcon} onPress={() => void copy()}>
          {label}
        </Button>
      )}
      <span role="status" className={styles.copied}>
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}
