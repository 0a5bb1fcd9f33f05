import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDndContext,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type ClientRect,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  DRAG_AUTO_SCROLL,
  DRAG_OVERLAY_WIDTH,
  beginDrag,
  canDrop,
  drop,
  endDrag,
  type DragSource,
  type DropTarget,
  type Refusal,
} from '../../model';
import type { TimelineStore } from '../store';
import type { TimelineCatalog } from './catalog';
import { innermostTarget, timelineKeyboardCoordinates } from './collision';
import { capitalise, sourceLabel, targetLabel } from './describe';
import { sourceOf, targetId, targetOf } from './ids';
import * as styles from './TimelineDnd.css';

/** Pixels a pointer moves before a press becomes a drag (a click stays a click). */
export const POINTER_ACTIVATION_DISTANCE = 4;

export const SCREEN_READER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up an item, press Space or Enter. While dragging, use the arrow keys to move it ' +
    'between tracks, or along the timed product track. Press Space or Enter again to drop it, ' +
    'or Escape to cancel.',
};

interface TimelineDndValue {
  store: TimelineStore;
  catalog: TimelineCatalog | undefined;
  nodes: Map<string, HTMLElement>;
}

const TimelineDndContext = createContext<TimelineDndValue | null>(null);

export function useTimelineDnd(): TimelineDndValue {
  const value = useContext(TimelineDndContext);
  if (!value) throw new Error('Timeline components must be rendered inside <TimelineDnd>.');
  return value;
}

export interface TimelineDndProps {
  store: TimelineStore;
  catalog?: TimelineCatalog;
  /** A drag or drop the model refused (e.g. audio on a segment that has audio). */
  onRefusal?: (refusal: Refusal) => void;
  children: ReactNode;
}

/**
 * The one drag-and-drop context of the editor: sensors, announcements, the drag overlay and the
 * translation of drag start, end and cancel into the model's commands. A drop is one undo step.
 */
export function TimelineDnd({ store, catalog, onRefusal, children }: TimelineDndProps) {
  const [nodes] = useState(() => new Map<string, HTMLElement>());
  const gesture = useRef<{ id: string; refused: Refusal | null } | null>(null);
  const outcome = useRef<string | undefined>(undefined);
  const counter = useRef(0);
  const [active, setActive] = useState<DragSource | null>(null);
  // Where the pointer last was during a drag, as dnd-kit saw it (null for the keyboard).
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const collisionDetection = useCallback<CollisionDetection>((args) => {
    pointer.current = args.pointerCoordinates;
    return innermostTarget(args);
  }, []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: useMemo(() => timelineKeyboardCoordinates(store.getState), [store]),
    }),
  );

  const finish = useCallback(() => {
    store.run(endDrag);
    store.endGesture();
    gesture.current = null;
    setActive(null);
  }, [store]);

  const onDragStart = useCallback(
    ({ active: dragged }: DragStartEvent) => {
      const source = sourceOf(dragged);
      if (!source) return;
      const id = `drag-${++counter.current}`;
      const result = store.run((s) => beginDrag(s, { source }));
      gesture.current = { id, refused: result.ok ? null : result };
      if (!result.ok) onRefusal?.(result);
      setActive(source);
    },
    [store, onRefusal],
  );

  const onDragEnd = useCallback(
    ({ active: dragged, over, delta, activatorEvent }: DragEndEvent) => {
      const source = sourceOf(dragged);
      let target = targetOf(over);
      const current = gesture.current;
      outcome.current = undefined;
      if (!source || !current || current.refused || !target || !over) {
        finish();
        return;
      }
      const keyboard = isKeyboardEvent(activatorEvent);
      if (target.type === 'timedSlot' || target.type === 'mediaTrack') {
        // Where the pointer is on the track (padding included), not the overlay's edge.
        const node = nodes.get(String(over.id));
        const x = dropPointX(keyboard ? null : pointer.current, dragged.rect.current.translated);
        if (node && x !== null) {
          target = { ...target, px: x - node.getBoundingClientRect().left };
        }
      }
      const before = store.getState();
      const label = sourceLabel(before, source, catalog);
      const where = targetLabel(before, target);
      const dropped = target;
      const snap = keyboard ? ('tick' as const) : undefined;
      const result = store.run(
        (s) => drop(s, { source, target: dropped, deltaPx: delta.x, snap }),
        { gesture: current.id },
      );
      outcome.current = result.ok
        ? `${capitalise(label)} was dropped on ${where}.`
        : `${capitalise(label)} was not dropped: ${result.message}`;
      if (!result.ok) onRefusal?.(result);
      finish();
    },
    [store, catalog, nodes, finish, onRefusal],
  );

  const onDragCancel = useCallback(() => {
    const current = gesture.current;
    if (current) store.cancelGesture(current.id);
    finish();
  }, [store, finish]);

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart({ active: dragged }) {
        const source = sourceOf(dragged);
        if (!source) return undefined;
        const label = sourceLabel(store.getState(), source, catalog);
        const refused = gesture.current?.refused;
        return refused
          ? `${capitalise(label)} cannot be moved: ${refused.message}`
          : `Picked up ${label}.`;
      },
      onDragOver({ active: dragged, over }) {
        const source = sourceOf(dragged);
        const target = targetOf(over);
        if (!source) return undefined;
        const state = store.getState();
        if (!target) return `${capitalise(sourceLabel(state, source, catalog))} is over no target.`;
        const refusal = canDrop(state, source, target);
        const where = targetLabel(state, target);
        return refusal ? `${capitalise(where)} refuses it: ${refusal.message}` : `Over ${where}.`;
      },
      onDragEnd({ active: dragged }) {
        const source = sourceOf(dragged);
        if (outcome.current) return outcome.current;
        return source
          ? `${capitalise(sourceLabel(store.getState(), source, catalog))} was not dropped.`
          : undefined;
      },
      onDragCancel({ active: dragged }) {
        const source = sourceOf(dragged);
        return source
          ? `Moving was cancelled. ${capitalise(sourceLabel(store.getState(), source, catalog))} went back to where it was.`
          : undefined;
      },
    }),
    [store, catalog],
  );

  const value = useMemo(() => ({ store, catalog, nodes }), [store, catalog, nodes]);

  return (
    <TimelineDndContext.Provider value={value}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        autoScroll={DRAG_AUTO_SCROLL}
        accessibility={{ announcements, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {active ? (
            <div className={styles.overlay} style={{ width: DRAG_OVERLAY_WIDTH }}>
              {capitalise(sourceLabel(store.getState(), active, catalog))}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </TimelineDndContext.Provider>
  );
}

function isKeyboardEvent(event: Event | null): boolean {
  return typeof KeyboardEvent !== 'undefined' && event instanceof KeyboardEvent;
}

/**
 * The x a drop lands at: the pointer (mouse, pen or touch), or for the keyboard the middle of the
 * dragged item, which the arrow keys move.
 */
export function dropPointX(
  pointer: { x: number } | null,
  dragged: ClientRect | null | undefined,
): number | null {
  if (pointer) return pointer.x;
  return dragged ? dragged.left + dragged.width / 2 : null;
}

export type DropStatus = 'idle' | 'available' | 'accept' | 'refuse';

/**
 * A drop target of the timeline (`useDroppable({ id, data: { target } })`): its status while
 * something is dragged (available, accepting, refusing with the model's reason).
 */
export function useDropTarget(target: DropTarget, { disabled = false } = {}) {
  const { store, nodes } = useTimelineDnd();
  const id = targetId(target);
  const { setNodeRef, isOver, active } = useDroppable({ id, data: { target }, disabled });
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      setNodeRef(node);
      if (node) nodes.set(id, node);
      else nodes.delete(id);
    },
    [setNodeRef, nodes, id],
  );
  const source = sourceOf(active);
  const refusal = source && !disabled ? canDrop(store.getState(), source, target) : null;
  let status: DropStatus = 'idle';
  if (
    source &&
    !disabled &&
    refusal?.reason !== 'wrong-target' &&
    refusal?.reason !== 'read-only'
  ) {
    status = isOver ? (refusal ? 'refuse' : 'accept') : 'available';
  }
  return { setNode, status, refusal: status === 'refuse' ? refusal : null, isOver };
}

const NO_PROPS: Record<string, unknown> = {};

/** A draggable timeline item (`useDraggable({ id, data: { source } })`). */
export function useTimelineDraggable(id: string, source: DragSource, disabled: boolean) {
  const drag = useDraggable({ id, data: { source }, disabled });
  const { attributes, listeners } = drag;
  // The same object while the drag runs (dnd-kit keeps both parts), so that memoised items
  // holding it do not re-render on every pointer move.
  const props = useMemo(
    // Disabled items are not offered as draggables to assistive technology either.
    () => (disabled ? NO_PROPS : { ...attributes, ...listeners }),
    [disabled, attributes, listeners],
  );
  return { setNode: drag.setNodeRef, isDragging: drag.isDragging, props };
}

/** Whether anything is being dragged (for showing drop zones). */
export function useIsDragging(): boolean {
  return useDndContext().active !== null;
}
