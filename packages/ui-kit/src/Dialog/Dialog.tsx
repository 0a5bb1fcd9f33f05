import { useId, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { CloseIcon } from '../icons';
import * as styles from './Dialog.css';

export { DialogTrigger, DialogContext, OverlayTriggerStateContext } from 'react-aria-components';
export type { DialogTriggerProps } from 'react-aria-components';

export type DialogSize = 'sm' | 'md' | 'lg' | 'fullscreen';

type WithClose = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps extends Omit<
  ModalOverlayProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The body; a function receives `close`. */
  children: WithClose;
  /** Buttons at the bottom (e.g. Cancel, Save); a function receives `close`. */
  actions?: WithClose;
  /** Controls shown in the header next to the close button (e.g. device toggles of a preview). */
  toolbar?: ReactNode;
  size?: DialogSize;
  /** Hides the 'Close' button; Escape still closes unless `isKeyboardDismissDisabled`. */
  hideCloseButton?: boolean;
}

const render = (content: WithClose, close: () => void) =>
  typeof content === 'function' ? content(close) : content;

/**
 * A modal dialog. Put it in a `DialogTrigger` after its trigger button, or control it with
 * `isOpen` / `onOpenChange`. Focus stays inside while it is open and returns to the trigger after.
 * Clicking outside closes it unless `isDismissable={false}`.
 */
export function Dialog({
  title,
  children,
  actions,
  toolbar,
  size = 'md',
  hideCloseButton = false,
  isDismissable = true,
  ...overlayProps
}: DialogProps) {
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      className={styles.overlay({ fullscreen: size === 'fullscreen' })}
    >
      <Modal className={styles.modal({ size })}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.header}>
                <Heading slot="title" className={styles.heading}>
                  {title}
                </Heading>
                {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
                {!hideCloseButton && (
                  <Button variant="ghost" aria-label="Close" icon={<CloseIcon />} onPress={close} />
                )}
              </header>
              <div className={styles.body}>{render(children, close)}</div>
              {actions && <div className={styles.actions}>{render(actions, close)}</div>}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface DialogPlaceholderProps {
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  size?: DialogSize;
  hideCloseButton?: boolean;
}

/**
 * What an open `Dialog` paints, without its behaviour (no portal, focus trap or dismissal): for
 * HTML rendered before the scripts run (react-aria renders no overlay on the server), when a page
 * opens a dialog at once. The app replaces it with the live `Dialog`, which looks the same; until
 * then the page should keep it `inert`, since its buttons do nothing.
 */
export function DialogPlaceholder({
  title,
  children,
  actions,
  size = 'md',
  hideCloseButton = false,
}: DialogPlaceholderProps) {
  const titleId = useId();
  return (
    <div className={styles.overlay({ fullscreen: size === 'fullscreen' })}>
      <div className={styles.modal({ size })}>
        <section className={styles.dialog} role="dialog" aria-labelledby={titleId}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.heading}>
              {title}
            </h2>
            {!hideCloseButton && <Button variant="ghost" aria-label="Close" icon={<CloseIcon />} />}
          </header>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </section>
      </div>
    </div>
  );
}
