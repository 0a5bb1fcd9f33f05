import {
  KeyboardCode,
  type ClientRect,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  RULER_SUB_TICKS,
  canDrop,
  currentZoom,
  pxPerSecond,
  rulerTickSeconds,
  secondsToPx,
  totalDuration,
  type DragSource,
  type DropTarget,
  type EditorState,
} from '../../model';

const centre = (rect: ClientRect) => ({
  x: rect.left + rect.width / 2,
  y: rect.top + rect.height / 2,
});

/**
 * The innermost drop target under the pointer (or, for the keyboard, under the middle of the
 * dragged overlay): a segment's place wins over the video track it lies on.
 */
export const innermostTarget: CollisionDetection = ({
  droppableContainers,
  droppableRects,
  pointerCoordinates,
  collisionRect,
}) => {
  const point = pointerCoordinates ?? centre(collisionRect);
  let best: (typeof droppableContainers)[number] | null = null;
  let bestArea = Infinity;
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (!rect || container.disabled) continue;
    const inside =
      point.x >= rect.left &&
      point.x <= rect.left + rect.width &&
      point.y >= rect.top &&
      point.y <= rect.top + rect.height;
    const area = rect.width * rect.height;
    if (inside && area < bestArea) {
      best = container;
      bestArea = area;
    }
  }
  return best ? [{ id: best.id, data: { droppableContainer: best, value: bestArea } }] : [];
};

/** A target the item could go to: accepted or refused for its content (audio on audio). */
function reachable(state: EditorState, source: DragSource, target: DropTarget): boolean {
  const refusal = canDrop(state, source, target);
  return refusal === null || refusal.reason === 'segment-has-audio';
}

/**
 * Keyboard moves: on the timed product track, Left and Right move a product by one ruler tick at
 * the current zoom (Shift: one major tick); otherwise arrows jump to the nearest drop target in their direction
 * that takes the item. A product from the library arrives on the timed track at the cursor and
 * moves within the video.
 */
export function timelineKeyboardCoordinates(getState: () => EditorState): KeyboardCoordinateGetter {
  return (event, { currentCoordinates, context }) => {
    const { active, collisionRect, droppableRects, droppableContainers, over } = context;
    const horizontal = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
    const vertical = event.code === KeyboardCode.Up || event.code === KeyboardCode.Down;
    if (!horizontal && !vertical) return undefined;
    event.preventDefault();
    const source = (active?.data.current?.source as DragSource | undefined) ?? null;
    if (!source || !collisionRect) return undefined;
    const state = getState();
    // Right after the pick-up dnd-kit has not computed `over` yet: the target under the item.
    const under =
      over ??
      innermostTarget({
        active: active!,
        collisionRect,
        droppableRects,
        droppableContainers: droppableContainers.getEnabled(),
        pointerCoordinates: null,
      })[0]?.data?.droppableContainer ??
      null;
    const overTarget = (under?.data.current?.target as DropTarget | undefined) ?? null;
    if (horizontal && overTarget?.type === 'timedSlot') {
      const zoom = currentZoom(state);
      const tickPx = rulerTickSeconds(zoom) * pxPerSecond(zoom);
      const step = tickPx * (event.shiftKey ? RULER_SUB_TICKS : 1);
      const sign = event.code === KeyboardCode.Right ? 1 : -1;
      const rect = droppableRects.get(under!.id);
      const x = currentCoordinates.x + sign * step;
      if (rect && source.from === 'library') {
        // A new product stays within the video (its middle is where it drops).
        const half = collisionRect.width / 2;
        const first = rect.left + secondsToPx(0, zoom) - half;
        const last = rect.left + secondsToPx(totalDuration(state.doc), zoom) - half;
        return { x: Math.min(Math.max(x, first), last), y: currentCoordinates.y };
      }
      // Past the track's ends the arrow leaves it for the neighbouring target.
      if (!rect || (x >= rect.left - collisionRect.width / 2 && x <= rect.left + rect.width)) {
        return { x, y: currentCoordinates.y };
      }
    }
    const from = centre(collisionRect);
    let best: { rect: ClientRect; score: number; target: DropTarget } | null = null;
    for (const container of droppableContainers.getEnabled()) {
      if (container.id === under?.id) continue;
      const target = container.data.current?.target as DropTarget | undefined;
      const rect = droppableRects.get(container.id);
      if (!target || !rect || !reachable(state, source, target)) continue;
      // The nearest point of the target, so that a long track counts from its near edge.
      const to = {
        x: Math.min(Math.max(from.x, rect.left), rect.left + rect.width),
        y: Math.min(Math.max(from.y, rect.top), rect.top + rect.height),
      };
      const c = centre(rect);
      const dx = (horizontal ? c.x : to.x) - from.x;
      const dy = (vertical ? c.y : to.y) - from.y;
      const ahead =
        event.code === KeyboardCode.Right
          ? dx > 1
          : event.code === KeyboardCode.Left
            ? dx < -1
            : event.code === KeyboardCode.Down
              ? dy > 1
              : dy < -1;
      if (!ahead) continue;
      const score = horizontal ? Math.abs(dx) + 4 * Math.abs(dy) : Math.abs(dy) + 4 * Math.abs(dx);
      if (!best || score < best.score) best = { rect, score, target };
    }
    if (!best) return undefined;
    const { rect, target } = best;
    const half = { x: collisionRect.width / 2, y: collisionRect.height / 2 };
    if (target.type === 'timedSlot' && source.from === 'library') {
      // A new product arrives at the cursor's time, whatever the track's width.
      const x = rect.left + secondsToPx(state.view.cursor, currentZoom(state));
      return { x: x - half.x, y: rect.top + rect.height / 2 - half.y };
    }
    // Wide targets (tracks) keep the item's horizontal place; small ones centre it.
    const x =
      rect.width > collisionRect.width * 2
        ? Math.min(Math.max(from.x, rect.left + half.x), rect.left + rect.width - half.x)
        : rect.left + rect.width / 2;
    return { x: x - half.x, y: rect.top + rect.height / 2 - half.y };
  };
}
