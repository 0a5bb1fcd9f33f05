// Toasts of the embed (doc 3 §3 Toast: message, style success / error / info, timeout; §9 default
// 3 s). Framework-free, so they work whether or not the React player has loaded. Successes and
// information are polite status messages; errors are alerts.
import { TOAST_DEFAULT_MS } from '@vendy/client/domain';
import { playerTheme } from '@vendy/player';
import * as css from './runtime.css';

export type ToastStyle = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  message: string;
  toastStyle: ToastStyle;
  timestamp: number;
  timeout: number;
}

export interface Toaster {
  show(message: string, toastStyle?: ToastStyle, timeout?: number): Toast;
  dismiss(id: string): void;
  readonly toasts: readonly Toast[];
  /** The region the toasts show in (themed; the embed puts the branding on it too). */
  readonly element: HTMLElement;
  destroy(): void;
}

export function createToaster(container: HTMLElement): Toaster {
  const region = container.ownerDocument.createElement('div');
  region.className = `${playerTheme} ${css.toasts}`;
  container.append(region);
  const shown = new Map<
    string,
    { toast: Toast; element: HTMLElement; timer: ReturnType<typeof setTimeout> }
  >();
  let sequence = 0;

  function dismiss(id: string) {
    const entry = shown.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.element.remove();
    shown.delete(id);
  }

  return {
    show(message, toastStyle = 'info', timeout = TOAST_DEFAULT_MS) {
      const toast: Toast = {
        id: `toast-${++sequence}`,
        message,
        toastStyle,
        timestamp: Date.now(),
        timeout,
      };
      const element = container.ownerDocument.createElement('div');
      element.className = css.toast[toastStyle];
      element.setAttribute('role', toastStyle === 'error' ? 'alert' : 'status');
      element.textContent = message;
      region.append(element);
      shown.set(toast.id, { toast, element, timer: setTimeout(() => dismiss(toast.id), timeout) });
      return toast;
    },
    dismiss,
    element: region,
    get toasts() {
      return [...shown.values()].map((entry) => entry.toast);
    },
    destroy() {
      for (const id of [...shown.keys()]) dismiss(id);
      region.remove();
    },
  };
}
