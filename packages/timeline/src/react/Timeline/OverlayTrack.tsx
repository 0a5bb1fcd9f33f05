import {
  currentZoom,
  overlaySpan,
  secondsToPx,
  segmentSpans,
  spanPx,
  type EditorState,
  type SegmentSpan,
} from '../../model';
import { useDropTarget, useTimelineDraggable } from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx, RowLabel, type Permissions } from './track-row';

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
