// An icon button that copies a text (a feed id, an embed code) and confirms with 'Copied' for a
// second (doc 3 §9: copy confirmations last 1 s); a refused clipboard shows an error toast. The
// layouts list has the same button in its own area; the two belong in components/ once shared.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COPY_CONFIRM_MS } from '@vendy/client/domain';
import { Button, CheckIcon, toasts } from '@vendy/ui-kit';
import * as styles from './feeds.css';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's accessible name, e.g. 'Copy Feed ID of Summer'. */
  label: string;
  icon: ReactNode;
  /** The clipboard (tests and stories pass their own). */
  writeText?: (text: string) => Promise<void>;
}

const clipboardWrite = (text: string) => navigator.clipboard.writeText(text);

export const COPY_FAILED = 'Unable to copy to the clipboard.';

export function CopyButton({ text, label, icon, writeText = clipboardWrite }: CopyButtonProps) {
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

  return (
    <span className={styles.copy}>
      <Button
        variant="ghost"
        size="sm"
        icon={copied ? <CheckIcon /> : icon}
        aria-label={label}
        onPress={() => void copy()}
      />
      <span role="status" className={styles.copied}>
        {copied ? 'Copied' : ''}
      </span>
    </span>
  );
}
