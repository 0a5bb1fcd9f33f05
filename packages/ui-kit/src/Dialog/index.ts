export { Dialog, DialogTrigger, DialogContext, OverlayTriggerStateContext } from './Dialog';
export type { DialogProps, DialogSize, DialogTriggerProps } from './Dialog';
export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps } from './AlertDialog';
