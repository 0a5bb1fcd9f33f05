/**
 * Drag and drop as commands: what may be dragged, what a target accepts, and what a drop does.
 * Pointer and keyboard gestures (dnd-kit sensors) end up here the same way.
 */
import { clampTime, snapToTick, timeAtPx } from '../geometry';
import { ok, refuse, type CommandResult, type Refusal } from '../result';
import {
  currentZoom,
  findSegment,
  needsPlacementChoice,
  segmentInsertIndex,
  totalDuration,
} from '../selectors';
import { guardEdit } from '../state';
import type { DragSource, DropTarget, EditorState } from '../types';
import {
  addAudio,
  addSegment,
  mediaRefusal,
  moveAudio,
  moveSegment,
  removeAudio,
  removeOverlay,
  removeSegment,
  setOverlay,
} from './media';
import {
  addStatic,
  addTimed,
  moveStatic,
  moveTimed,
  removeStatic,
  removeTimed,
} from './placements';

type Result = CommandResult<EditorState>;

/** Media and audio (from the library or on the video and audio tracks); dragging them pauses. */
export function isMediaDrag(source: DragSource): boolean {
  const type = source.item.type;
  return (
    type === 'video' ||
    type === 'imageCollection' ||
    type === 'audio' ||
    type === 'segment' ||
    type === 'overlay'
  );
}

/**
 * Why this cannot be dragged, or null: nothing drags in read-only mode, media not in
 * media-read-only mode, videos not while PROCESSING or in ERROR (the spec's tooltips), products
 * not while the merchant has still to pick which placement to edit.
 */
export function canDrag(state: EditorState, source: DragSource): Refusal | null {
  const refusal = guardEdit(state, isMediaDrag(source) ? 'media' : 'placements');
  if (refusal) return refusal;
  if (source.from === 'library') {
    const item = source.item;
    if (item.type === 'video' || item.type === 'imageCollection') return mediaRefusal(item.media);
  }
  if (!isMediaDrag(source) && needsPlacementChoice(state)) return refuse('no-placement');
  return null;
}

/** Starts a drag: refused as `canDrag` says; media and audio pause the player. */
export function beginDrag(state: EditorState, { source }: { source: DragSource }): Result {
  const refusal = canDrag(state, source);
  if (refusal) return refusal;
  const playing = isMediaDrag(source) ? false : state.view.playing;
  return ok({ ...state, view: { ...state.view, dragging: source, playing } });
}

/** The drag ended (dropped or cancelled). */
export function endDrag(state: EditorState): Result {
  return ok(state.view.dragging ? { ...state, view: { ...state.view, dragging: null } } : state);
}

/** Which targets an item may go to, before any rule about the target's content. */
function accepts(source: DragSource, target: DropTarget): boolean {
  const type = source.item.type;
  if (target.type === 'trash') return source.from === 'timeline';
  if (source.from === 'library') {
    switch (target.type) {
      case 'mediaTrack':
      case 'sortableMedia':
        return type === 'video' || type === 'imageCollection';
      case 'overlay':
        return type === 'imageCollection';
      case 'audioTrack':
        return type === 'audio';
      case 'timedSlot':
        return type === 'product' || type === 'affiliateLink';
      case 'staticSlot':
        return type === 'productCollection';
    }
  }
  switch (target.type) {
    case 'mediaTrack':
    case 'sortableMedia':
      return type === 'segment';
    case 'audioTrack':
      return type === 'audio';
    case 'timedSlot':
      return type === 'timedAssignment';
    case 'staticSlot':
      return type === 'staticCollection';
    default:
      return false;
  }
}

/**
 * Whether a target takes the dragged item (for highlighting drop zones): null, or why not — audio
 * on a segment that has audio is blocked.
 */
export function canDrop(
  state: EditorState,
  source: DragSource,
  target: DropTarget,
): Refusal | null {
  const refusal = canDrag(state, source);
  if (refusal) return refusal;
  if (!accepts(source, target)) return refuse('wrong-target');
  if (target.type === 'audioTrack') {
    const segment = findSegment(state.doc, target.segmentKey);
    if (!segment) return refuse('not-found');
    const ownSegment =
      source.from === 'timeline' &&
      source.item.type === 'audio' &&
      source.item.segmentKey === target.segmentKey;
    if (segment.audio && !ownSegment) {
      return refuse('segment-has-audio');
    }
  }
  if (target.type === 'overlay' && !findSegment(state.doc, target.segmentKey)) {
    return refuse('not-found');
  }
  return null;
}

/** Where a dropped segment goes on the video track (undefined: at the end). */
function insertIndex(state: EditorState, target: DropTarget): number | undefined {
  if (target.type === 'sortableMedia') return target.index;
  if (target.type !== 'mediaTrack') return undefined;
  if (target.index !== undefined || target.px === undefined) return target.index;
  return segmentInsertIndex(state.doc, timeAtPx(target.px, currentZoom(state), Infinity));
}

export interface Drop {
  source: DragSource;
  target: DropTarget;
  /** Horizontal distance dragged, in pixels (moves timed items). */
  deltaPx?: number;
  /**
   * 'tick': the drop time is rounded to the nearest ruler tick (keyboard drops, whose position
   * comes from arrow steps rather than a pointer).
   */
  snap?: 'tick';
}

/** What a drop does: one command, one undo step. */
export function drop(state: EditorState, { source, target, deltaPx = 0, snap }: Drop): Result {
  const refusal = canDrop(state, source, target);
  if (refusal) return refusal;
  if (source.from === 'library') {
    const item = source.item;
    switch (item.type) {
      case 'video':
      case 'imageCollection':
        if (target.type === 'overlay' && item.type === 'imageCollection') {
          return setOverlay(state, { segmentKey: target.segmentKey, image: item.media });
        }
        return addSegment(state, { media: item.media, index: insertIndex(state, target) });
      case 'audio':
        return target.type === 'audioTrack'
          ? addAudio(state, { segmentKey: target.segmentKey, audio: item.audio })
          : refuse('wrong-target');
      case 'product':
      case 'affiliateLink': {
        if (target.type !== 'timedSlot') return refuse('wrong-target');
        const zoom = currentZoom(state);
        const duration = totalDuration(state.doc);
        const at = timeAtPx(target.px, zoom, duration);
        const time = snap === 'tick' ? clampTime(snapToTick(at, zoom), duration) : at;
        const productTarget =
          item.type === 'product'
            ? { kind: 'product' as const, productId: item.productId }
            : { kind: 'affiliateLink' as const, affiliateLinkId: item.affiliateLinkId };
        return addTimed(state, { target: productTarget, time, name: item.name ?? null });
      }
      case 'productCollection':
        return addStatic(state, {
          productCollectionId: item.productCollectionId,
          index: target.type === 'staticSlot' ? target.index : undefined,
          name: item.name ?? null,
        });
    }
  }
  const item = source.item;
  const trash = target.type === 'trash';
  switch (item.type) {
    case 'segment':
      if (trash) return removeSegment(state, { key: item.key });
      if (target.type === 'sortableMedia') {
        return moveSegment(state, { key: item.key, toIndex: target.index });
      }
      if (target.type === 'mediaTrack') {
        // An insertion point counts the moved segment itself: past it, one place less.
        const from = state.doc.segments.findIndex((s) => s.key === item.key);
        const at = insertIndex(state, target) ?? state.doc.segments.length;
        return moveSegment(state, { key: item.key, toIndex: at > from ? at - 1 : at });
      }
      return refuse('wrong-target');
    case 'audio':
      if (trash) return removeAudio(state, { segmentKey: item.segmentKey });
      return target.type === 'audioTrack'
        ? moveAudio(state, { fromKey: item.segmentKey, toKey: target.segmentKey })
        : refuse('wrong-target');
    case 'overlay':
      return trash ? removeOverlay(state, { segmentKey: item.segmentKey }) : refuse('wrong-target');
    case 'timedAssignment':
      if (trash) return removeTimed(state, { key: item.key });
      return moveTimed(state, { key: item.key, deltaPx });
    case 'staticCollection':
      if (trash) return removeStatic(state, { key: item.key });
      return target.type === 'staticSlot'
        ? moveStatic(state, { key: item.key, toIndex: target.index ?? Infinity })
        : refuse('wrong-target');
  }
}
