export {
  POINTER_ACTIVATION_DISTANCE,
  SCREEN_READER_INSTRUCTIONS,
  TimelineDnd,
  useDropTarget,
  useIsDragging,
  useTimelineDnd,
  useTimelineDraggable,
  type DropStatus,
  type TimelineDndProps,
} from './TimelineDnd';
export { innermostTarget, timelineKeyboardCoordinates } from './collision';
export type { CatalogCollection, CatalogEntry, TimelineCatalog } from './catalog';
export { sourceOf, targetId, targetOf } from './ids';
