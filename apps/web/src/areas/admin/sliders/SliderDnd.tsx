// The editor's one drag-and-drop context: pointer and keyboard sensors, which targets take which
// drags, the screen-reader instructions and announcements, the drag overlay, and the translation of
// a drop into the model's `drop` command (one drop, one undo step).
//
// Keyboard: Space or Enter picks up the focused video or slider, the arrow keys step through the
// targets that take it, in page order (each video of each slider, then the slider's end, then the
// trash; for a slider, the other sliders), Space or Enter drops, Escape cancels.
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  accepts,
  locateItem,
  type DragSource,
  type DropTarget,
  type SliderLayout,
} from './sliderModel';
import type { VideoLookup } from './videos';
import * as styles from './sliders.css';

/** Pixels a pointer moves before a press becomes a drag (a click stays a click). */
const POINTER_ACTIVATION_DISTANCE = 4;

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a video or a slider, press Space or Enter. While dragging, use the arrow keys to ' +
    'move it between positions, sliders and the trash. Press Space or Enter again to drop it, or ' +
    'Escape to cancel.',
};

// dnd-kit ids: one namespace per kind, so an item, a slider and a catalogue video never clash.
export const dragId = {
  catalogue: (virtualVideoId: string) => `catalogue:${virtualVideoId}`,
  item: (itemId: string) => `item:${itemId}`,
  slider: (sliderId: string) => `slider:${sliderId}`,
  end: (sliderId: string) => `end:${sliderId}`,
  row: (sliderId: string) => `row:${sliderId}`,
  trash: 'trash',
};

export interface DndData {
  source?: DragSource;
  target?: DropTarget;
}

const sourceOf = (active: Active | null): DragSource | undefined =>
  (active?.data.current as DndData | undefined)?.source;

const targetOf = (over: Pick<Over, 'data'> | null | undefined): DropTarget | undefined =>
  (over?.data.current as DndData | undefined)?.target;

/** The ids of every drop target in page order: what the arrow keys step through. */
function targetOrder(layout: SliderLayout): string[] {
  const rows = [layout.featured, ...layout.sliders].flatMap((s) => [
    ...s.items.map((i) => dragId.item(i.id)),
    dragId.end(s.id),
  ]);
  return [...rows, dragId.trash, ...layout.sliders.map((s) => dragId.slider(s.id))];
}

/**
 * Where the pointer is: the innermost target under it that takes the drag (a video before the row
 * around it). A keyboard drag (no pointer) is over the smallest target holding the dragged
 * thing's centre, which the arrow keys put on target centres; until the first arrow key a video
 * picked up in the catalogue is over nothing. Whole rows are pointer targets only.
 */
const collisionDetection: CollisionDetection = (args) => {
  const source = sourceOf(args.active);
  if (!source) return [];
  const keyboard = !args.pointerCoordinates;
  const droppableContainers = args.droppableContainers.filter((c) => {
    const target = targetOf(c);
    if (!target || !accepts(source, target)) return false;
    // The trash stays put while the page scrolls (see `overTrash`); rows take pointers only.
    if (!keyboard && c.id === dragId.trash) return false;
    return !(keyboard && String(c.id).startsWith('row:'));
  });
  const scoped = { ...args, droppableContainers };
  if (keyboard) return containingCentre(scoped);
  const hits = pointerWithin(scoped);
  const rowLast = (id: string | number) => (String(id).startsWith('row:') ? 1 : 0);
  if (hits.length > 0) return [...hits].sort((a, b) => rowLast(a.id) - rowLast(b.id));
  // Sliders are tall: between two of them the nearest one is meant.
  return source.type === 'slider' ? closestCenter(scoped) : [];
};

const containingCentre: CollisionDetection = ({
  collisionRect,
  droppableContainers,
  droppableRects,
}) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + collisionRect.height / 2;
  return droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      const inside = rect && x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
      return inside
        ? [
            {
              id: container.id,
              data: { droppableContainer: container, value: rect.width * rect.height },
            },
          ]
        : [];
    })
    .sort((a, b) => a.data.value - b.data.value);
};

/** The trash, when a pointer drag that it takes is over it (measured now, not at drag start). */
function overTrash(
  { active, droppableContainers, pointerCoordinates }: Parameters<CollisionDetection>[0],
  pointer: { x: number; y: number } | null,
) {
  const source = sourceOf(active);
  const trash = droppableContainers.find((c) => c.id === dragId.trash);
  const node = trash?.node.current;
  if (!pointerCoordinates || !pointer || !source || !trash || !node) return undefined;
  if (!accepts(source, { type: 'trash' })) return undefined;
  const box = node.getBoundingClientRect();
  const inside =
    pointer.x >= box.left &&
    pointer.x <= box.right &&
    pointer.y >= box.top &&
    pointer.y <= box.bottom;
  return inside ? { id: trash.id, data: { droppableContainer: trash, value: 0 } } : undefined;
}

/** Arrow keys move a keyboard drag to the previous or next target that takes it. */
function keyboardCoordinates(
  layout: SliderLayout,
  ...[event, { context, currentCoordinates }]: Parameters<KeyboardCoordinateGetter>
): ReturnType<KeyboardCoordinateGetter> {
  const direction = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.code];
  const { active, over, collisionRect, droppableRects, droppableContainers } = context;
  const source = sourceOf(active);
  if (!direction || !source || !collisionRect) return undefined;
  event.preventDefault();
  const candidates = targetOrder(layout).filter((id) => {
    const target = targetOf(droppableContainers.get(id));
    return target && accepts(source, target) && droppableRects.has(id);
  });
  const from = candidates.indexOf(String(over?.id ?? active?.id));
  const next = from < 0 ? (direction > 0 ? 0 : candidates.length - 1) : from + direction;
  const rect = droppableRects.get(
    candidates[Math.max(0, Math.min(candidates.length - 1, next))] ?? '',
  );
  if (!rect) return undefined;
  const centre = (r: { left: number; top: number; width: number; height: number }) => ({
    x: r.left + r.width / 2,
    y: r.top + r.height / 2,
  });
  const to = centre(rect);
  const at = centre(collisionRect);
  return { x: currentCoordinates.x + to.x - at.x, y: currentCoordinates.y + to.y - at.y };
}

/**
 * Sortable items shift to show where a drag within their own list would land; a video coming from
 * elsewhere (the catalogue, another slider) moves nothing until it is dropped.
 */
export const sameListStrategy =
  (strategy: SortingStrategy): SortingStrategy =>
  (args) =>
    args.activeIndex < 0 || args.overIndex < 0 ? null : strategy(args);

export const rowStrategy = sameListStrategy(horizontalListSortingStrategy);

export interface SliderDndProps {
  layout: SliderLayout;
  videos: VideoLookup;
  /**
   * Runs a drop: the editor commits `drop(layout, source, target)` as one undo step. Answers
   * whether anything changed.
   */
  onDrop: (source: DragSource, target: DropTarget) => boolean;
  children: ReactNode;
}

export function SliderDnd({ layout, videos, onDrop, children }: SliderDndProps) {
  // The layout as of the last render, for the sensors' and announcements' callbacks.
  const latest = useRef(layout);
  useEffect(() => {
    latest.current = layout;
  });
  const outcome = useRef<string | undefined>(undefined);
  const [active, setActive] = useState<DragSource | null>(null);

  // Where the pointer really is: dnd-kit shifts the rects it measured by the page's scrolling,
  // which is wrong for the trash in the sticky sidebar, so the trash is hit-tested live.
  const pointer = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const move = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY };
    };
    document.addEventListener('pointermove', move, { passive: true });
    return () => document.removeEventListener('pointermove', move);
  }, []);
  const detectCollisions = useCallback<CollisionDetection>((args) => {
    const trash = overTrash(args, pointer.current);
    return trash ? [trash] : collisionDetection(args);
  }, []);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>(
    (event, args) => keyboardCoordinates(latest.current, event, args),
    [],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const describeSource = useCallback(
    (source: DragSource) => describe(latest.current, videos, source),
    [videos],
  );
  const describeTarget = useCallback(
    (target: DropTarget) => describePlace(latest.current, target),
    [],
  );

  const onDragStart = useCallback(({ active: dragged }: DragStartEvent) => {
    outcome.current = undefined;
    setActive(sourceOf(dragged) ?? null);
  }, []);

  const onDragEnd = useCallback(
    ({ active: dragged, over }: DragEndEvent) => {
      setActive(null);
      const source = sourceOf(dragged);
      const target = targetOf(over);
      if (!source) return;
      const label = describeSource(source);
      if (!target) {
        outcome.current = `${capitalise(label)} was not dropped.`;
        return;
      }
      const where = describeTarget(target);
      outcome.current = onDrop(source, target)
        ? `${capitalise(label)} was dropped on ${where}.`
        : `${capitalise(label)} stays where it was.`;
    },
    [describeSource, describeTarget, onDrop],
  );

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active: dragged }) => {
        const source = sourceOf(dragged);
        return source ? `Picked up ${describeSource(source)}.` : undefined;
      },
      onDragOver: ({ active: dragged, over }) => {
        const source = sourceOf(dragged);
        const target = targetOf(over);
        if (!source) return undefined;
        return target
          ? `Over ${describeTarget(target)}.`
          : `${capitalise(describeSource(source))} is over no target.`;
      },
      onDragEnd: () => outcome.current,
      onDragCancel: ({ active: dragged }) => {
        const source = sourceOf(dragged);
        return source
          ? `Moving was cancelled. ${capitalise(describeSource(source))} went back to where it was.`
          : undefined;
      },
    }),
    [describeSource, describeTarget],
  );

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className={styles.overlay}>{capitalise(describe(layout, videos, active))}</div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** A drop target (`useDroppable`) with whether something that it takes is over it. */
export function useDropTarget(id: string, target: DropTarget) {
  const { setNodeRef, isOver, active } = useDroppable({ id, data: { target } satisfies DndData });
  const source = active ? sourceOf(active) : undefined;
  const takes = source !== undefined && accepts(source, target);
  return { setNodeRef, isOver: takes && isOver, isAvailable: takes };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const quoted = (text: string) => `“${text}”`;

function describe(layout: SliderLayout, videos: VideoLookup, source: DragSource): string {
  if (source.type === 'catalogue') return `video ${quoted(videos.titleOf(source.virtualVideoId))}`;
  if (source.type === 'slider') {
    const slider = layout.sliders.find((s) => s.id === source.sliderId);
    return `slider ${quoted(slider?.title ?? '')}`;
  }
  const at = locateItem(layout, source.itemId);
  const item = at?.slider.items[at.index];
  return item ? `video ${quoted(videos.titleOf(item.virtualVideoId))}` : 'video';
}

function sliderName(layout: SliderLayout, sliderId: string) {
  return layout.featured.id === sliderId
    ? 'the featured slider'
    : `slider ${quoted(layout.sliders.find((s) => s.id === sliderId)?.title ?? '')}`;
}

function describePlace(layout: SliderLayout, target: DropTarget): string {
  switch (target.type) {
    case 'trash':
      return 'the trash';
    case 'sliderEnd':
      return `the end of ${sliderName(layout, target.sliderId)}`;
    case 'slider': {
      const index = layout.sliders.findIndex((s) => s.id === target.sliderId);
      return `position ${index + 1} of ${layout.sliders.length} among the sliders`;
    }
    case 'item': {
      const at = locateItem(layout, target.itemId);
      return at
        ? `position ${at.index + 1} of ${at.slider.items.length} in ${sliderName(layout, at.slider.id)}`
        : 'a removed video';
    }
  }
}
