export {
  Editor,
  SAVE_FALLBACK_MESSAGE,
  SAVE_SUCCESS_MESSAGE,
  type EditorNotifier,
  type EditorProps,
  type SaveOutcome,
} from './Editor';
export { catalogFromLibrary } from './catalog';
export { PlainButton, type EditorButtonComponent, type EditorButtonProps } from './EditorButton';
export {
  DISCARD,
  DISCARD_TEXT,
  DISCARD_TITLE,
  DiscardDialog,
  KEEP_EDITING,
  type DiscardDialogProps,
} from './DiscardDialog';
