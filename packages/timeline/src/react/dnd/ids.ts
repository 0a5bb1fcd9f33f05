import type { Active, Over } from '@dnd-kit/core';
import type { DragSource, DropTarget } from '../../model';

/** Ids of timeline drop targets: one per target, stable across renders. */
export function targetId(target: DropTarget): string {
  switch (target.type) {
    case 'mediaTrack':
      return 'drop:media-track';
    case 'sortableMedia':
      return `drop:media:${target.index}`;
    case 'audioTrack':
      return `drop:audio:${target.segmentKey}`;
    case 'overlay':
      return `drop:overlay:${target.segmentKey}`;
    case 'timedSlot':
      return 'drop:timed';
    case 'staticSlot':
      return target.index === undefined ? 'drop:static:end' : `drop:static:${target.index}`;
    case 'trash':
      return 'drop:trash';
  }
}

/** The model's drag source carried by a dnd-kit draggable (`data: { source }`). */
export function sourceOf(active: Active | null | undefined): DragSource | null {
  return (active?.data.current?.source as DragSource | undefined) ?? null;
}

/** The model's drop target carried by a dnd-kit droppable (`data: { target }`). */
export function targetOf(over: Over | null | undefined): DropTarget | null {
  return (over?.data.current?.target as DropTarget | undefined) ?? null;
}
