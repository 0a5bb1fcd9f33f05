// What other areas use of the layouts area: the list (read-only for an administrator's group view)
// and the preview dialog.
export { LayoutList, type LayoutListProps } from './LayoutList';
export { PreviewDialog, type PreviewDialogProps } from './PreviewDialog';
export type { Layout } from './layoutModel';
