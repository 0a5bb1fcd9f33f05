export {
  Dialog,
  DialogPlaceholder,
  DialogTrigger,
  DialogContext,
  OverlayTriggerStateContext,
} from './Dialog';
export type { DialogPlaceholderProps, DialogProps, DialogSize, DialogTriggerProps } from './Dialog';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
