import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { formatTimecode, secondsPerRulerSection, secondsToPx } from '../../model';
import * as styles from './Cursor.css';

export interface CursorProps {
  /** Cursor time in seconds. */
  time: number;
  duration: number;
  zoom: number;
  /** The cursor is held (from the editor's view state). */
  scrubbing?: boolean;
  /** Accessible name of the slider. */
  label?: string;
  /** The pointer grabbed the cursor (playback pauses). */
  onScrubStart: () => void;
  /** The grabbed cursor is at this track position (pixels from the track's left edge). */
  onScrub: (px: number) => void;
  onScrubEnd: () => void;
  /** A keyboard step: the time to move the cursor to. */
  onSeek: (time: number) => void;
}

/** Keyboard steps in seconds: arrows 1 s, Shift + arrows one major tick, Page keys one section. */
function keyTarget(event: KeyboardEvent, time: number, duration: number, zoom: number) {
  const section = secondsPerRulerSection(zoom);
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return time - (event.shiftKey ? section / 3 : 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return time + (event.shiftKey ? section / 3 : 1);
    case 'PageDown':
      return time - section;
    case 'PageUp':
      return time + section;
    case 'Home':
      return 0;
    case 'End':
      return duration;
    default:
      return null;
  }
}

/**
 * The timeline cursor: a slider positioned on the track. Dragging it with a pointer scrubs
 * (playback pauses while it is held); arrow, Page, Home and End keys move it.
 */
export function Cursor({
  time,
  duration,
  zoom,
  scrubbing = false,
  label = 'Timeline cursor',
  onScrubStart,
  onScrub,
  onScrubEnd,
  onSeek,
}: CursorProps) {
  const grabbed = useRef<number | null>(null);
  // Pointer positions are measured against the track, which the cursor is laid on.
  const trackX = (event: PointerEvent<HTMLDivElement>) => {
    const track = event.currentTarget.parentElement;
    return event.clientX - (track?.getBoundingClientRect().left ?? 0);
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (grabbed.current !== event.pointerId) return;
    grabbed.current = null;
    onScrubEnd();
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={Math.round(duration)}
      aria-valuenow={Math.round(time)}
      aria-valuetext={`${formatTimecode(time)} of ${formatTimecode(duration)}`}
      className={styles.cursor}
      style={{ left: secondsToPx(time, zoom) }}
      data-scrubbing={scrubbing || undefined}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        grabbed.current = event.pointerId;
        onScrubStart();
      }}
      onPointerMove={(event) => {
        if (grabbed.current === event.pointerId) onScrub(trackX(event));
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onKeyDown={(event) => {
        const target = keyTarget(event, time, duration, zoom);
        if (target === null) return;
        event.preventDefault();
        onSeek(target);
      }}
    >
      <span className={styles.line} />
      <span className={styles.handle} />
    </div>
  );
}
