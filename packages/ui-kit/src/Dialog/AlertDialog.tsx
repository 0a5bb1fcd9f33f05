import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { ErrorIcon } from '../icons';
import * as styles from './Dialog.css';

export interface AlertDialogProps extends Omit<
  ModalOverlayProps,
  'children' | 'className' | 'style' | 'render' | 'isDismissable'
> {
  /** e.g. 'Delete Layout'. */
  title: string;
  /** e.g. 'Do you really want to delete this layout? This action cannot be undone.' */
  children: ReactNode;
  /** Label of the confirm button, e.g. 'Delete'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions. */
  tone?: 'danger' | 'primary';
  /**
   * Runs on confirm. While a returned promise is pending the button shows progress; when it
   * resolves the dialog closes; when it rejects, the error's message shows inside the dialog,
   * which stays open so the user can retry or cancel.
   */
  onConfirm: () => unknown;
  /** The text shown for a rejection; by default the error's own message. */
  getErrorMessage?: (error: unknown) => string;
  /**
   * Give the cancel answer focus when the dialog opens, when it is the safe choice (e.g. 'Keep
   * editing' before discarding changes). By default the dialog itself has focus.
   */
  focusCancel?: boolean;
}

const defaultErrorMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/** A confirmation dialog (role alertdialog). Clicking outside does not close it; Escape does. */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'danger',
  onConfirm,
  getErrorMessage = defaultErrorMessage,
  focusCancel = false,
  ...overlayProps
}: AlertDialogProps) {
  const messageId = useId();
  return (
    <ModalOverlay {...overlayProps} isDismissable={false} className={styles.overlay()}>
      <Modal className={styles.modal({ size: 'sm' })}>
        <RACDialog role="alertdialog" aria-describedby={messageId} className={styles.dialog}>
          {({ close }) => (
            <AlertDialogContent
              title={title}
              confirmLabel={confirmLabel}
              cancelLabel={cancelLabel}
              tone={tone}
              onConfirm={onConfirm}
              getErrorMessage={getErrorMessage}
              focusCancel={focusCancel}
              close={close}
              messageId={messageId}
            >
              {children}
            </AlertDialogContent>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

type ContentProps = Required<
  Pick<
    AlertDialogProps,
    | 'title'
    | 'children'
    | 'confirmLabel'
    | 'cancelLabel'
    | 'tone'
    | 'onConfirm'
    | 'getErrorMessage'
    | 'focusCancel'
  >
> & { close: () => void; messageId: string };

// Lives inside the modal, so its pending and error state start fresh each time the dialog opens.
function AlertDialogContent({
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone,
  onConfirm,
  getErrorMessage,
  focusCancel,
  close,
  messageId,
}: ContentProps) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  // After the dialog has settled its own focus (on open it focuses itself).
  useEffect(() => {
    if (!focusCancel) return;
    const frame = requestAnimationFrame(() =>
      actions.current?.querySelector<HTMLButtonElement>('button')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [focusCancel]);

  const confirm = async () => {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(getErrorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <header className={styles.header}>
        <Heading slot="title" className={styles.heading}>
          {title}
        </Heading>
      </header>
      <div className={styles.body}>
        <p id={messageId} className={styles.message}>
          {children}
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        )}
      </div>
      <div ref={actions} className={styles.actions}>
        <Button variant="secondary" onPress={close} isDisabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onPress={confirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
