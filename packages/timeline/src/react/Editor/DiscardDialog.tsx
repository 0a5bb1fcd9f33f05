import { useEffect, useRef } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './DiscardDialog.css';
import * as editor from './Editor.css';

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

/** Asked before closing an editor with unsaved changes. */
export function DiscardDialog({ isOpen, onKeep, onDiscard }: DiscardDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onKeep();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title" className={styles.heading}>
            {DISCARD_TITLE}
          </Heading>
          <p className={styles.text}>{DISCARD_TEXT}</p>
          <Actions onKeep={onKeep} onDiscard={onDiscard} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The answers; the safe one has focus when the dialog opens (after the dialog settles its own). */
function Actions({ onKeep, onDiscard }: Omit<DiscardDialogProps, 'isOpen'>) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => keep.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className={styles.actions}>
      <Button ref={keep} className={editor.button} onPress={onKeep}>
        {KEEP_EDITING}
      </Button>
      <Button className={editor.primary} onPress={onDiscard}>
        {DISCARD}
      </Button>
    </div>
  );
}
