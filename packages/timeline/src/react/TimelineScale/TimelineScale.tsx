import type { ReactNode } from 'react';
import {
  beginScrub,
  currentZoom,
  endScrub,
  scrubTo,
  setCursor,
  totalDuration,
  trackWidthPx,
} from '../../model';
import { Cursor } from '../Cursor';
import { useTimelineState } from '../hooks';
import { Ruler } from '../Ruler';
import type { TimelineStore } from '../store';
import * as styles from './TimelineScale.css';

export interface TimelineScaleProps {
  store: TimelineStore;
  /** The scroll container's offset and width, in pixels. */
  scrollLeft: number;
  viewportWidth: number;
  /** The tracks, laid under the ruler; the cursor runs across them. */
  children?: ReactNode;
  /** The cursor was grabbed (the model pauses playback; the app may pause its player). */
  onScrubStart?: () => void;
}

/** Ruler and cursor bound to an editor store: pressing, dragging and keys move the cursor. */
export function TimelineScale({
  store,
  scrollLeft,
  viewportWidth,
  children,
  onScrubStart,
}: TimelineScaleProps) {
  const state = useTimelineState(store);
  const { doc, view } = state;
  const duration = totalDuration(doc);
  const zoom = currentZoom(state);
  return (
    <div
      className={styles.scale}
      style={{ width: trackWidthPx(duration, zoom, scrollLeft + viewportWidth) }}
    >
      <Ruler
        zoom={zoom}
        duration={duration}
        scrollLeft={scrollLeft}
        viewportWidth={viewportWidth}
        onSeek={(time) => store.run((s) => setCursor(s, { time }))}
      />
      {children}
      <Cursor
        time={view.cursor}
        duration={duration}
        zoom={zoom}
        scrubbing={view.scrubbing}
        onScrubStart={() => {
          store.run(beginScrub);
          onScrubStart?.();
        }}
        onScrub={(px) => store.run((s) => scrubTo(s, { px }))}
        onScrubEnd={() => store.run(endScrub)}
        onSeek={(time) => store.run((s) => setCursor(s, { time }))}
      />
    </div>
  );
}
