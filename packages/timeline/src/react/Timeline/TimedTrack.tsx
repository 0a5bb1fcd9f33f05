import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  LEFT_PADDING,
  MAX_ZOOM,
  currentZoom,
  formatTimecode,
  groupTimed,
  groupsInWindow,
  pxPerSecond,
  renderWindowPx,
  setZoom,
  timedEntries,
  zoomToSplit,
  type EditorState,
  type Strategy,
  type TimedAssignment,
  type TimedEntry,
  type TimedGroup,
} from '../../model';
import type { TimelineCatalog } from '../dnd/catalog';
import { timedLabel } from '../dnd/describe';
import {
  SCREEN_READER_INSTRUCTIONS,
  useDropTarget,
  useTimelineDnd,
  useTimelineDraggable,
} from '../dnd/TimelineDnd';
import { visuallyHidden } from '../MediaLibrary/controls.css';
import * as styles from './Timeline.css';
import { cx, RowLabel, type Permissions } from './track-row';

interface ArmedDrag {
  setNode: (node: HTMLElement | null) => void;
  props: Record<string, unknown>;
  isDragging: boolean;
}

const NOT_ARMED: ArmedDrag = { setNode: () => undefined, props: {}, isDragging: false };

/** An item's place on the track: a CSS variable, so that a zoom re-renders no item. */
const at = (seconds: number) => ({ [styles.TIMED_AT]: seconds }) as CSSProperties;

/**
 * A timed product. Thousands can sit on a track, so items are plain elements placed by a CSS
 * variable; the one under the pointer or with focus is "armed" with the track's single dnd-kit
 * draggable before it is pressed.
 */
const TimedItem = memo(function TimedItem({
  item,
  allowed,
  catalog,
  describedBy,
  armed,
  onArm,
}: {
  item: TimedAssignment;
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
      data-timed-key={item.key}
      className={cx(styles.timed, armedDragging && styles.dragging)}
      style={at(item.startTime)}
    >
      {entry?.imageUrl ? (
        <img className={styles.timedImage} src={entry.imageUrl} alt="" />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </div>
  );
});

/** The words for a group: how many products and between which times. */
export function groupLabel(group: TimedGroup): string {
  return `${group.size} timed products from ${formatTimecode(group.from)} to ${formatTimecode(group.to)}`;
}

/**
 * Products too close to tell apart at this zoom, as one chip with their count. Activating it
 * (click, Enter or Space) zooms in on them, or at the closest zoom shows them one by one.
 */
const TimedGroupChip = memo(function TimedGroupChip({
  group,
  describedBy,
  onOpen,
}: {
  group: TimedGroup;
  describedBy: string;
  onOpen: (group: TimedGroup) => void;
}) {
  const label = groupLabel(group);
  return (
    <button
      type="button"
      className={styles.timedGroup}
      style={at(group.from)}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      data-timed-key={group.key}
      data-cluster-from={group.from}
      data-cluster-to={group.to}
      onClick={() => onOpen(group)}
    >
      {group.size > 999 ? '999+' : group.size}
    </button>
  );
});

/** The drawn part of the track; it re-renders when what is drawn changes, not per pointer move. */
const TimedLayer = memo(function TimedLayer({
  entries,
  allowed,
  catalog,
  describedBy,
  groupDescribedBy,
  armedKey,
  armed,
  onArm,
  onOpen,
}: {
  entries: readonly TimedEntry<TimedAssignment>[];
  allowed: boolean;
  catalog: TimelineCatalog | undefined;
  describedBy: string;
  groupDescribedBy: string;
  armedKey: string | null;
  armed: ArmedDrag;
  onArm: (key: string) => void;
  onOpen: (group: TimedGroup) => void;
}) {
  return entries.map((entry) =>
    entry.kind === 'group' ? (
      <TimedGroupChip
        key={`group:${entry.group.key}`}
        group={entry.group}
        describedBy={groupDescribedBy}
        onOpen={onOpen}
      />
    ) : (
      <TimedItem
        key={entry.item.key}
        item={entry.item}
        allowed={allowed}
        catalog={catalog}
        describedBy={describedBy}
        armed={entry.item.key === armedKey && allowed ? armed : null}
        onArm={onArm}
      />
    ),
  );
});

const NO_KEYS: ReadonlySet<string> = new Set();
const NO_ITEMS: readonly TimedAssignment[] = [];

export function TimedTrack({
  state,
  strategy,
  allowed,
  scrollLeft,
  viewportWidth,
  width,
  onReveal,
}: {
  state: EditorState;
  strategy: Strategy | null;
  allowed: Permissions;
  scrollLeft: number;
  viewportWidth: number;
  width: number;
  /** The next zoom should keep this time where it is on screen (rather than the cursor). */
  onReveal?: (time: number) => void;
}) {
  const { catalog, store } = useTimelineDnd();
  const zoom = currentZoom(state);
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'timedSlot', px: 0 },
    { disabled: !allowed.drop },
  );
  const rowRef = useRef<HTMLDivElement | null>(null);
  const setRow = useCallback(
    (node: HTMLDivElement | null) => {
      rowRef.current = node;
      dropNode(node);
    },
    [dropNode],
  );
  const timed = strategy?.timed ?? NO_ITEMS;
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
  const groupDescribedBy = useId();

  // Groups opened at the closest zoom; a zoom change closes them.
  const [opened, setOpened] = useState<{ zoom: number; keys: ReadonlySet<string> }>({
    zoom,
    keys: NO_KEYS,
  });
  const open = opened.zoom === zoom ? opened.keys : NO_KEYS;
  const [message, setMessage] = useState('');
  // The element to focus once it is drawn after a group was activated (its first product).
  const pendingFocus = useRef<{ key: string; until: number } | null>(null);

  const onOpen = useCallback(
    (group: TimedGroup) => {
      const closer = zoomToSplit(group, zoom, styles.TIMED_ITEM_PX);
      pendingFocus.current = { key: group.key, until: Date.now() + 2000 };
      const words = groupLabel(group).replace(/^(\d+) timed/, '$1');
      if (closer === null) {
        setOpened({ zoom, keys: new Set([...open, group.key]) });
        setMessage(`Showing ${words} one by one.`);
      } else {
        onReveal?.(group.from);
        store.run((s) => setZoom(s, { zoom: closer }));
        setMessage(`Zoomed in to ${closer} on ${words}.`);
      }
    },
    [zoom, open, onReveal, store],
  );

  // Only what is near the visible window is drawn, whatever the count; close items are grouped.
  const groups = useMemo(() => groupTimed(timed, zoom, styles.TIMED_ITEM_PX), [timed, zoom]);
  const shown = groupsInWindow(groups, zoom, {
    ...renderWindowPx(scrollLeft, viewportWidth),
    itemPx: styles.TIMED_ITEM_PX,
  });
  const firstShown = shown[0]?.first ?? -1;
  const endShown = shown[shown.length - 1]?.end ?? -1;
  // The dragged product stays drawn (its group open) wherever the drag takes the view.
  const entries = useMemo(
    () =>
      timedEntries(
        timed,
        groups,
        groups.filter((g) => g.first >= firstShown && g.end <= endShown),
        { open, keep: held ? [held] : [] },
      ),
    // `shown` is the slice of `groups` from firstShown to endShown: those two stand for it.
    [timed, groups, firstShown, endShown, open, held],
  );

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (Date.now() > pending.until) {
      pendingFocus.current = null;
      return;
    }
    const node = rowRef.current?.querySelector<HTMLElement>(
      `[data-timed-key="${CSS.escape(pending.key)}"]`,
    );
    if (node) {
      pendingFocus.current = null;
      node.focus({ preventScroll: true });
    }
  });

  const rowStyle = {
    width,
    [styles.TIMED_ORIGIN]: `${LEFT_PADDING}px`,
    [styles.TIMED_PPS]: `${pxPerSecond(zoom)}px`,
  } as CSSProperties;

  return (
    <div
      ref={setRow}
      role="group"
      aria-label={`Timed product track, ${timed.length} ${timed.length === 1 ? 'item' : 'items'}`}
      className={cx(styles.row, styles.rowHeight.timed, styles.dropStatus[dropStatus])}
      style={rowStyle}
    >
      <RowLabel>Timed products</RowLabel>
      <span id={describedBy} hidden>
        {SCREEN_READER_INSTRUCTIONS.draggable}
      </span>
      <span id={groupDescribedBy} hidden>
        {zoom >= MAX_ZOOM
          ? 'Press Enter or Space to show these products one by one.'
          : 'Press Enter or Space to zoom in on these products.'}
      </span>
      <span role="status" className={visuallyHidden}>
        {message}
      </span>
      <TimedLayer
        entries={entries}
        allowed={allowed.placements}
        catalog={catalog}
        describedBy={describedBy}
        groupDescribedBy={groupDescribedBy}
        armedKey={armedItem?.key ?? null}
        armed={armed}
        onArm={onArm}
        onOpen={onOpen}
      />
      {timed.length === 0 && allowed.drop && allowed.placements ? (
        <div className={styles.hint}>Drag a product or affiliate link here</div>
      ) : null}
    </div>
  );
}
