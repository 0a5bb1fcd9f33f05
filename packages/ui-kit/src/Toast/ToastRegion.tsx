import {
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type ToastRegionProps as RACToastRegionProps,
} from 'react-aria-components';
import { Button } from '../Button';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from '../icons';
import { toasts as appToasts, type ToastData, type ToastStyle, type Toasts } from './toasts';
import * as styles from './Toast.css';

const ICONS: Record<ToastStyle, typeof CheckIcon> = {
  success: CheckIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

export type ToastRegionProps = Omit<
  RACToastRegionProps<ToastData>,
  'queue' | 'children' | 'className' | 'style'
> & {
  /** Which queue to show; the app-wide `toasts` by default. */
  toasts?: Toasts;
};

/**
 * Shows the queued toasts, newest first, in the corner of the page. Mount it once. Timers pause
 * while the pointer is over the toasts or focus is in them, so nobody loses a message mid-read.
 */
export function ToastRegion({ toasts = appToasts, ...props }: ToastRegionProps) {
  return (
    <RACToastRegion {...props} queue={toasts.queue} className={styles.region}>
      {({ toast }) => {
        const tone = toast.content.toastStyle;
        const Icon = ICONS[tone];
        return (
          <RACToast toast={toast} className={styles.toast({ tone })} data-tone={tone}>
            <span className={styles.icon({ tone })}>
              <Icon />
            </span>
            <RACToastContent className={styles.content}>
              <Text slot="title">{toast.content.message}</Text>
            </RACToastContent>
            <Button
              slot="close"
              variant="ghost"
              size="sm"
              aria-label="Close"
              icon={<CloseIcon />}
            />
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
