import { memo, useCallback, useId, useMemo, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  audioSource,
  audioSpan,
  collectionPreview,
  currentZoom,
  overlaySpan,
  pxPerSecond,
  segmentSpans,
  spanPx,
  secondsToPx,
  setAudioSource,
  visibleTimed,
  type EditorState,
  type SegmentSpan,
  type StaticCollection,
  type Strategy,
  type TimedAssignment,
} from '../../model';
import type { TimelineCatalog } from '../dnd/catalog';
import { segmentLabel, staticLabel, timedLabel } from '../dnd/describe';
import {
  SCREEN_READER_INSTRUCTIONS,
  useDropTarget,
  useTimelineDraggable,
  useTimelineDnd,
} from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';

interface Permissions {
  media: boolean;
  placements: boolean;
  drop: boolean;
}

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

function RowLabel({ children }: { children: string }) {
  return (
    <span className={styles.rowLabel} aria-hidden="true">
      {children}
    </span>
  );
}

const STATUS_WORD: Record<string, string | undefined> = {
  PROCESSING: 'Processing',
  ERROR: 'Error',
};

function SegmentItem({
  state,
  span,
  allowed,
}: {
  state: EditorState;
  span: SegmentSpan;
  allowed: Permissions;
}) {
  const { segment, index } = span;
  const zoom = currentZoom(state);
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'sortableMedia', index },
    { disabled: !allowed.drop },
  );
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `segment:${segment.key}`,
    { from: 'timeline', item: { type: 'segment', key: segment.key } },
    !allowed.media,
  );
  const { left, width } = spanPx(span.start, span.end, zoom);
  const status = segment.media.kind === 'video' ? segment.media.status : 'READY';
  return (
    <div
      ref={(node) => {
        dropNode(node);
        dragNode(node);
      }}
      {...dragProps}
      aria-label={segmentLabel(state, segment.key, STATUS_WORD[status])}
      data-static={allowed.media ? undefined : ''}
      className={cx(styles.segment, styles.dropStatus[dropStatus], isDragging && styles.dragging)}
      style={{ left, width }}
    >
      {segment.media.thumbnailUrl ? (
        <img className={styles.thumb} src={segment.media.thumbnailUrl} alt="" />
      ) : null}
      <span className={styles.itemTitle}>{segment.title ?? segment.media.title}</span>
      {STATUS_WORD[status] ? (
        <span className={styles.badge} data-badge={STATUS_WORD[status]} />
      ) : null}
    </div>
  );
}

export function VideoTrack({ state, allowed }: { state: EditorState; allowed: Permissions }) {
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'mediaTrack' },
    { disabled: !allowed.drop },
  );
  const spans = segmentSpans(state.doc.segments);
  return (
    <div
      ref={dropNode}
      role="group"
      aria-label="Video track"
      className={cx(styles.row, styles.rowHeight.video, styles.dropStatus[dropStatus])}
    >
      <RowLabel>Video</RowLabel>
      {spans.map((span) => (
        <SegmentItem key={span.segment.key} state={state} span={span} allowed={allowed} />
      ))}
      {spans.length === 0 ? (
        <div className={styles.hint}>
          {allowed.drop && allowed.media ? 'Drag a video or photo collection here' : 'No media'}
        </div>
      ) : null}
    </div>
  );
}

function OverlayCell({
  state,
  span,
  allowed,
}: {
  state: EditorState;
  span: SegmentSpan;
  allowed: Permissions;
}) {
  const key = span.segment.key;
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'overlay', segmentKey: key },
    { disabled: !allowed.drop },
  );
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `overlay:${key}`,
    { from: 'timeline', item: { type: 'overlay', segmentKey: key } },
    !allowed.media,
  );
  const zoom = currentZoom(state);
  const cell = spanPx(span.start, span.end, zoom);
  const shown = overlaySpan(span);
  const overlay = span.segment.overlay;
  return (
    <div
      ref={dropNode}
      className={cx(styles.cell, styles.dropStatus[dropStatus])}
      style={{ left: cell.left, width: cell.width }}
    >
      {overlay && shown ? (
        <div
          ref={dragNode}
          {...dragProps}
          aria-label={`Overlay “${overlay.image.title}” on segment ${span.index + 1}`}
          data-static={allowed.media ? undefined : ''}
          className={cx(styles.overlay, isDragging && styles.dragging)}
          style={{
            left: secondsToPx(shown.start, zoom) - cell.left,
            width: Math.max(8, spanPx(shown.start, shown.end, zoom).width),
          }}
        >
          <span className={styles.itemTitle}>{overlay.image.title}</span>
        </div>
      ) : null}
    </div>
  );
}

export function OverlayTrack({ state, allowed }: { state: EditorState; allowed: Permissions }) {
  return (
    <div
      role="group"
      aria-label="Overlay track"
      className={cx(styles.row, styles.rowHeight.overlay)}
    >
      <RowLabel>Overlay</RowLabel>
      {segmentSpans(state.doc.segments).map((span) => (
        <OverlayCell key={span.segment.key} state={state} span={span} allowed={allowed} />
      ))}
    </div>
  );
}

function AudioCell({
  state,
  span,
  allowed,
}: {
  state: EditorState;
  span: SegmentSpan;
  allowed: Permissions;
}) {
  const key = span.segment.key;
  const {
    setNode: dropNode,
    status: dropStatus,
    refusal: dropRefusal,
  } = useDropTarget({ type: 'audioTrack', segmentKey: key }, { disabled: !allowed.drop });
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `audio:${key}`,
    { from: 'timeline', item: { type: 'audio', segmentKey: key } },
    !allowed.media,
  );
  const zoom = currentZoom(state);
  const cell = spanPx(span.start, span.end, zoom);
  const played = audioSpan(span);
  const audio = span.segment.audio;
  return (
    <div
      ref={dropNode}
      className={cx(styles.cell, styles.dropStatus[dropStatus])}
      style={{ left: cell.left, width: cell.width }}
      data-drop-status={dropStatus}
    >
      {audio && played ? (
        <div
          ref={dragNode}
          {...dragProps}
          aria-label={`Audio “${audio.title}” on segment ${span.index + 1}`}
          data-static={allowed.media ? undefined : ''}
          className={cx(styles.audio, isDragging && styles.dragging)}
          style={{ left: 0, width: Math.max(8, spanPx(played.start, played.end, zoom).width) }}
        >
          <span className={styles.itemTitle}>{audio.title}</span>
        </div>
      ) : null}
      {audio && played && span.segment.media.kind === 'video' ? (
        <AudioMixToggle segment={span.segment} title={audio.title} disabled={!allowed.media} />
      ) : null}
      {dropRefusal ? (
        <div className={cx(styles.hint, styles.refusal)}>{dropRefusal.message}</div>
      ) : null}
    </div>
  );
}

/**
 * Whether a video segment's audio item plays with the video's sound ('Combined') or instead of it
 * ('Audio'). Next to the draggable item, not inside it: one control, one action.
 */
function AudioMixToggle({
  segment,
  title,
  disabled,
}: {
  segment: SegmentSpan['segment'];
  title: string;
  disabled: boolean;
}) {
  const { store } = useTimelineDnd();
  const combined = audioSource(segment) === 'Combined';
  return (
    <button
      type="button"
      className={styles.audioMix}
      aria-pressed={combined}
      aria-label={`Mix “${title}” with the video’s sound`}
      title={combined ? 'Audio plays with the video’s sound' : 'Audio replaces the video’s sound'}
      disabled={disabled}
      onClick={() =>
        store.run((s) =>
          setAudioSource(s, {
            segmentKey: segment.key,
            source: combined ? 'Audio' : 'Combined',
          }),
        )
      }
    >
      Mix
    </button>
  );
}

export function AudioTrack({ state, allowed }: { state: EditorState; allowed: Permissions }) {
  return (
    <div role="group" aria-label="Audio track" className={cx(styles.row, styles.rowHeight.audio)}>
      <RowLabel>Audio</RowLabel>
      {segmentSpans(state.doc.segments).map((span) => (
        <AudioCell key={span.segment.key} state={state} span={span} allowed={allowed} />
      ))}
    </div>
  );
}

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

function StaticCard({
  item,
  index,
  allowed,
  catalog,
}: {
  item: StaticCollection;
  index: number;
  allowed: Permissions;
  catalog: TimelineCatalog | undefined;
}) {
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'staticSlot', index },
    { disabled: !allowed.drop },
  );
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `static:${item.key}`,
    { from: 'timeline', item: { type: 'staticCollection', key: item.key } },
    !allowed.placements,
  );
  const collection =
    item.target.kind === 'productCollection'
      ? catalog?.collection?.(item.target.productCollectionId)
      : undefined;
  const preview = collectionPreview(collection?.images ?? []);
  const more = Math.max(preview.more, (collection?.productCount ?? 0) - preview.shown.length);
  const label = staticLabel(item, catalog);
  return (
    <li className={styles.cardSlot}>
      <div
        ref={(node) => {
          dropNode(node);
          dragNode(node);
        }}
        {...dragProps}
        aria-label={label}
        data-static={allowed.placements ? undefined : ''}
        className={cx(styles.card, styles.dropStatus[dropStatus], isDragging && styles.dragging)}
      >
        <span className={styles.itemTitle} aria-hidden="true">
          {label.replace(/^Product collection /, '').replace(/[“”]/g, '')}
        </span>
        <span className={styles.cardImages} aria-hidden="true">
          {preview.shown.map((src, i) => (
            <img key={`${i}:${src}`} className={styles.cardImage} src={src} alt="" />
          ))}
          {more > 0 ? <span className={styles.more} data-more={`+${more} more`} /> : null}
        </span>
      </div>
    </li>
  );
}

function AddStaticSlot({ allowed }: { allowed: Permissions }) {
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'staticSlot' },
    { disabled: !allowed.drop },
  );
  return (
    <li ref={dropNode} className={cx(styles.addSlot, styles.dropStatus[dropStatus])}>
      Drag a product collection here to add it
    </li>
  );
}

export function StaticTrack({
  strategy,
  allowed,
}: {
  strategy: Strategy | null;
  allowed: Permissions;
}) {
  const { catalog } = useTimelineDnd();
  const statics = strategy?.statics ?? [];
  const editable = allowed.drop && allowed.placements;
  return (
    <section aria-label="Static product collections">
      <ul className={styles.statics}>
        {statics.map((item, index) => (
          <StaticCard
            key={item.key}
            item={item}
            index={index}
            allowed={allowed}
            catalog={catalog}
          />
        ))}
        {editable ? <AddStaticSlot allowed={allowed} /> : null}
        {!editable && statics.length === 0 ? (
          <li className={styles.message}>No static product collections</li>
        ) : null}
      </ul>
    </section>
  );
}

export function Trash() {
  const { setNode: dropNode, status: dropStatus } = useDropTarget({ type: 'trash' });
  return (
    <div
      ref={dropNode}
      role="group"
      aria-label="Trash"
      className={cx(styles.trash, styles.dropStatus[dropStatus])}
    >
      {dropStatus === 'idle' ? 'Trash' : 'Drop here to remove'}
    </div>
  );
}

export type { Permissions };
