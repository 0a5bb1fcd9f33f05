import { memo, useCallback, useId, useMemo, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  currentZoom,
  pxPerSecond,
  secondsToPx,
  visibleTimed,
  type EditorState,
  type Strategy,
  type TimedAssignment,
} from '../../model';
import type { TimelineCatalog } from '../dnd/catalog';
import { timedLabel } from '../dnd/describe';
import {
  SCREEN_READER_INSTRUCTIONS,
  useDropTarget,
  useTimelineDnd,
  useTimelineDraggable,
} from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx, RowLabel, type Permissions } from './track-row';

interface ArmedDrag {
  setNode: (node: HTMLElement | null) => void;
  props: Record<string, unknown>;
  isDragging: boolean;
}

const NOT_ARMED: ArmedDrag = { setNode: () => undefined, props: {}, isDragging: false };

/**
 * A timed product. Thousands can sit on a track, so items are plain elements; the one under the
 * pointer or with focus is "armed" with the track's single dnd-kit draggable before it is pressed.
 */
const TimedItem = memo(function TimedItem({
  item,
  zoom,
  allowed,
  catalog,
  describedBy,
  armed,
  onArm,
}: {
  item: TimedAssignment;
  zoom: number;
  allowed: boolean;
  catalog: TimelineCatalog | undefined;
  describedBy: string;
  armed: ArmedDrag | null;
  onArm: (key: string) => void;
}) {
  const { setNode: armedNode, props: armedProps, isDragging: armedDragging } = armed ?? NOT_ARMED;
  const label = timedLabel(item, catalog);
  const entry =
    item.target.kind === 'product'
      ? catalog?.product?.(item.target.productId)
      : catalog?.affiliateLink?.(item.target.affiliateLinkId);
  const initial = (entry?.title ?? item.name ?? '?').trim().charAt(0).toUpperCase() || '?';
  const arm = allowed ? () => onArm(item.key) : undefined;
  // Passing over other products while a press is held (a drag about to start) changes nothing.
  const hover = allowed
    ? (event: PointerEvent<HTMLDivElement>) => {
        if (event.buttons === 0) onArm(item.key);
      }
    : undefined;
  // A press on an item that was not armed (no hover first, e.g. touch): arm it, then hand the
  // same press to its draggable.
  const armAndPress = (event: PointerEvent<HTMLDivElement>) => {
    const node = event.currentTarget;
    const native = event.nativeEvent;
    flushSync(() => onArm(item.key));
    node.dispatchEvent(new window.PointerEvent('pointerdown', native));
  };
  return (
    <div
      ref={armedNode}
      {...(allowed
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-roledescription': 'draggable',
            'aria-describedby': describedBy,
            onPointerEnter: hover,
            onFocus: arm,
            onPointerDown: armed ? undefined : armAndPress,
          }
        : { role: 'img' })}
      {...armedProps}
      aria-label={label}
      title={label}
      data-static={allowed ? undefined : ''}
      className={cx(styles.timed, armedDragging && styles.dragging)}
      style={{ left: secondsToPx(item.startTime, zoom) }}
    >
      {entry?.imageUrl ? (
        <img className={styles.timedImage} src={entry.imageUrl} alt="" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </div>
  );
});

export function TimedTrack({
  state,
  strategy,
  allowed,
  scrollLeft,
  viewportWidth,
  width,
}: {
  state: EditorState;
  strategy: Strategy | null;
  allowed: Permissions;
  scrollLeft: number;
  viewportWidth: number;
  width: number;
}) {
  const { catalog } = useTimelineDnd();
  const zoom = currentZoom(state);
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'timedSlot', px: 0 },
    { disabled: !allowed.drop },
  );
  const timed = strategy?.timed ?? [];
  const dragging = state.view.dragging;
  const held =
    dragging?.from === 'timeline' && dragging.item.type === 'timedAssignment'
      ? dragging.item.key
      : null;
  const [armedKey, setArmedKey] = useState<string | null>(null);
  // While a drag runs, the dragged item stays armed whatever the pointer passes over.
  const onArm = useCallback(
    (key: string) => setArmedKey((current) => (held ? current : key)),
    [held],
  );
  const armedItem = armedKey ? timed.find((t) => t.key === armedKey) : undefined;
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `timed:${armedItem?.key ?? 'none'}`,
    { from: 'timeline', item: { type: 'timedAssignment', key: armedItem?.key ?? '' } },
    !allowed.placements || !armedItem,
  );
  const armed = useMemo<ArmedDrag>(
    () => ({ setNode: dragNode, props: dragProps, isDragging: isDragging }),
    [dragNode, dragProps, isDragging],
  );
  const describedBy = useId();
  // Only what is on screen (with half a viewport of margin) is rendered, whatever the count.
  const pps = pxPerSecond(zoom);
  const from = (scrollLeft - viewportWidth / 2) / pps;
  const to = (scrollLeft + 1.5 * viewportWidth) / pps;
  const visible = visibleTimed(timed, from, to, styles.TIMED_ITEM_PX / pps);
  const keep = [held, armedItem?.key].filter((key): key is string => !!key);
  const missing = keep.filter((key) => !visible.some((t) => t.key === key));
  const shown = missing.length
    ? [...visible, ...timed.filter((t) => missing.includes(t.key))]
    : visible;
  return (
    <div
      ref={dropNode}
      role="group"
      aria-label={`Timed product track, ${timed.length} ${timed.length === 1 ? 'item' : 'items'}`}
      className={cx(styles.row, styles.rowHeight.timed, styles.dropStatus[dropStatus])}
      style={{ width }}
    >
      <RowLabel>Timed products</RowLabel>
      <span id={describedBy} hidden>
        {SCREEN_READER_INSTRUCTIONS.draggable}
      </span>
      {shown.map((item) => (
        <TimedItem
          key={item.key}
          item={item}
          zoom={zoom}
          allowed={allowed.placements}
          catalog={catalog}
          describedBy={describedBy}
          armed={item.key === armedItem?.key && allowed.placements ? armed : null}
          onArm={onArm}
        />
      ))}
      {timed.length === 0 && allowed.drop && allowed.placements ? (
        <div className={styles.hint}>Drag a product or affiliate link here</div>
      ) : null}
    </div>
  );
}
