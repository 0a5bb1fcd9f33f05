import { currentZoom, segmentSpans, spanPx, type EditorState, type SegmentSpan } from '../../model';
import { segmentLabel } from '../dnd/describe';
import { useDropTarget, useTimelineDraggable } from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx, RowLabel, type Permissions } from './track-row';

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
