export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { toasts, createToasts, DEFAULT_TOAST_TIMEOUT } from './toasts';
export type { Toasts, ToastData, ToastStyle, ShowToastOptions } from './toasts';
