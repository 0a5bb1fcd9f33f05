import { useEffect, useRef } from 'react';
import { AlertDialog } from '@vendy/ui-kit';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_TEXT = 'Your changes to this video have not been saved.';
export const KEEP_EDITING = 'Keep editing';
export const DISCARD = 'Discard';

export interface DiscardDialogProps {
  isOpen: boolean;
  /** Keep editing (also Escape): the dialog closes and focus returns to Close. */
  onKeep(): void;
  onDiscard(): void;
}

/**
 * Asked before closing an editor with unsaved changes: the ui-kit's AlertDialog, with the safe
 * answer ('Keep editing') focused when it opens.
 */
export function DiscardDialog({ isOpen, onKeep, onDiscard }: DiscardDialogProps) {
  // The dialog closes after either answer; only a close without 'Discard' means keep editing.
  const discarded = useRef(false);
  useEffect(() => {
    if (isOpen) discarded.current = false;
  }, [isOpen]);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        if (!discarded.current) onKeep();
      }}
      title={DISCARD_TITLE}
      confirmLabel={DISCARD}
      cancelLabel={KEEP_EDITING}
      tone="primary"
      focusCancel
      onConfirm={() => {
        discarded.current = true;
        onDiscard();
      }}
    >
      {DISCARD_TEXT}
    </AlertDialog>
  );
}
