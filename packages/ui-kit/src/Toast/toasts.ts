import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastStyle = 'success' | 'error' | 'info';

/** What a toast shows. */
export interface ToastData {
  message: string;
  toastStyle: ToastStyle;
}

export interface ShowToastOptions {
  /** Milliseconds until the toast closes by itself; 0 keeps it until it is dismissed. */
  timeout?: number;
  /** Called when the toast closes, by timeout or by the user. */
  onClose?: () => void;
}

/** Toasts close after 3 seconds unless told otherwise. */
export const DEFAULT_TOAST_TIMEOUT = 3000;
const MAX_VISIBLE_TOASTS = 5;

export interface Toasts {
  /** The queue a `<ToastRegion>` displays. */
  readonly queue: ToastQueue<ToastData>;
  /** Shows a toast and returns its key (for `close`). */
  show(data: ToastData, options?: ShowToastOptions): string;
  success(message: string, options?: ShowToastOptions): string;
  error(message: string, options?: ShowToastOptions): string;
  info(message: string, options?: ShowToastOptions): string;
  close(key: string): void;
  /** Removes every toast, shown or waiting. */
  clear(): void;
}

/** A separate toast queue, e.g. one per embed mount or per test. */
export function createToasts(): Toasts {
  const queue = new ToastQueue<ToastData>({ maxVisibleToasts: MAX_VISIBLE_TOASTS });
  const show = (data: ToastData, options: ShowToastOptions = {}) =>
    queue.add(data, { ...options, timeout: options.timeout ?? DEFAULT_TOAST_TIMEOUT });
  return {
    queue,
    show,
    success: (message, options) => show({ message, toastStyle: 'success' }, options),
    error: (message, options) => show({ message, toastStyle: 'error' }, options),
    info: (message, options) => show({ message, toastStyle: 'info' }, options),
    close: (key) => queue.close(key),
    clear: () => queue.clear(),
  };
}

/** The app-wide queue, shown by one `<ToastRegion />` mounted near the root. */
export const toasts: Toasts = createToasts();
