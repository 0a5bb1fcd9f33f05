import {
  audioSource,
  audioSpan,
  currentZoom,
  segmentSpans,
  setAudioSource,
  spanPx,
  type EditorState,
  type SegmentSpan,
} from '../../model';
import { useDropTarget, useTimelineDnd, useTimelineDraggable } from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx, RowLabel, type Permissions } from './track-row';

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
