import { Fragment, type PointerEvent } from 'react';
import { rulerTicks, timeAtPx, trackWidthPx } from '../../model';
import * as styles from './Ruler.css';

export interface RulerProps {
  /** The zoom level drawn (a step from 1 to 6, or a fit level between or past them). */
  zoom: number;
  /** Seconds. */
  duration: number;
  /** The visible stretch of the track, in track pixels: only its ticks are drawn. */
  scrollLeft: number;
  viewportWidth: number;
  /** A press on the ruler moves the cursor there (the keyboard uses the cursor itself). */
  onSeek?: (time: number) => void;
}

/** Extra ticks drawn on each side of the viewport, so that scrolling shows no gap. */
const OVERSCAN_PX = 120;

/**
 * The time ruler: 120 px sections of 3 labelled major ticks, each split in 5, from the 19 px
 * padding to the video's end. Hidden from assistive technology: the cursor slider gives the same control.
 */
export function Ruler({ zoom, duration, scrollLeft, viewportWidth, onSeek }: RulerProps) {
  const width = trackWidthPx(duration, zoom, scrollLeft + viewportWidth);
  const ticks = rulerTicks(
    zoom,
    scrollLeft - OVERSCAN_PX,
    scrollLeft + viewportWidth + OVERSCAN_PX,
    duration,
  );
  const seek = (event: PointerEvent<HTMLDivElement>) => {
    if (!onSeek || event.button !== 0) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    onSeek(timeAtPx(event.clientX - left, zoom, duration));
  };
  return (
    <div
      className={styles.ruler}
      style={{ width }}
      aria-hidden="true"
      onPointerDown={seek}
      data-testid="timeline-ruler"
    >
      {ticks.map((tick) => (
        <Fragment key={tick.px}>
          <span
            className={styles.tick}
            style={{ left: tick.px }}
            data-major={tick.major || undefined}
          />
          {tick.label !== null && (
            <span className={styles.label} style={{ left: tick.px }}>
              {tick.label}
            </span>
          )}
        </Fragment>
      ))}
    </div>
  );
}
