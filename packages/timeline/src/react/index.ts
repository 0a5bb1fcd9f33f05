// Public API of @vendy/timeline/react: components that render the model and turn gestures into
// its commands (see README.md). They hold no editing rule of their own.
export { createTimelineStore, type TimelineStore } from './store';
export { useTimelineHistory, useTimelineState } from './hooks';
export { Ruler, type RulerProps } from './Ruler';
export { Cursor, type CursorProps } from './Cursor';
export { TimelineScale, type TimelineScaleProps } from './TimelineScale';
export { Timeline, type TimelineProps } from './Timeline';
export { ZoomControl, type ZoomControlProps } from './ZoomControl';
export {
  POINTER_ACTIVATION_DISTANCE,
  SCREEN_READER_INSTRUCTIONS,
  TimelineDnd,
  sourceOf,
  targetId,
  targetOf,
  useDropTarget,
  useTimelineDraggable,
  type CatalogCollection,
  type CatalogEntry,
  type TimelineCatalog,
  type TimelineDndProps,
} from './dnd';
export {
  DISCARD,
  DISCARD_TEXT,
  DISCARD_TITLE,
  DiscardDialog,
  KEEP_EDITING,
  type DiscardDialogProps,
} from './Editor';
export {
  Editor,
  SAVE_FALLBACK_MESSAGE,
  SAVE_SUCCESS_MESSAGE,
  catalogFromLibrary,
  type EditorNotifier,
  type EditorProps,
  type SaveOutcome,
  type EditorButtonComponent,
  type EditorButtonProps,
} from './Editor';
export {
  LIBRARY_EMPTY_MESSAGES,
  LIBRARY_PAGE_SIZES,
  LIBRARY_TAB_LABELS,
  LibraryCard,
  MediaLibrary,
  libraryDragId,
  toLibraryItem,
  type LibraryCardProps,
  type LibraryData,
  type LibraryEntry,
  type MediaLibraryProps,
} from './MediaLibrary';
export {
  PlacementChoiceDialog,
  PlacementChooser,
  type PlacementChoiceDialogProps,
  type PlacementChooserProps,
} from './PlacementChooser';
export { ExperimentForm, type ExperimentFormProps } from './ExperimentForm';
export { timelineVars } from './theme.css';
export {
  PREVIEW_SYNC_TOLERANCE,
  PlayerPreview,
  previewPlacementData,
  previewVirtualVideo,
  type PlayerPreviewProps,
  type PreviewMediaResolver,
  type PreviewShopData,
} from './PlayerPreview';
