export { ProgressBar, ProgressBarContext } from './ProgressBar';
export type { ProgressBarProps, ProgressBarLabelling } from './ProgressBar';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
