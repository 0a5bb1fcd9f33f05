import { useId } from 'react';
import { MAX_ZOOM, MIN_ZOOM, setZoom, zoomIn, zoomOut } from '../../model';
import { useTimelineState } from '../hooks';
import type { TimelineStore } from '../store';
import * as styles from './ZoomControl.css';

export interface ZoomControlProps {
  store: TimelineStore;
}

/** Zoom 1 to 6: out and in buttons around a slider (arrow keys, Home and End work on it). */
export function ZoomControl({ store }: ZoomControlProps) {
  const zoom = useTimelineState(store).view.zoom;
  const id = useId();
  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        Zoom
      </span>
      <button
        type="button"
        className={styles.button}
        aria-label="Zoom out"
        disabled={zoom <= MIN_ZOOM}
        onClick={() => store.run(zoomOut)}
      >
        −
      </button>
      <input
        type="range"
        className={styles.slider}
        aria-label="Zoom level"
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={1}
        value={zoom}
        onChange={(event) => store.run((s) => setZoom(s, { zoom: Number(event.target.value) }))}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="Zoom in"
        disabled={zoom >= MAX_ZOOM}
        onClick={() => store.run(zoomIn)}
      >
        +
      </button>
      <output className={styles.value} aria-live="polite">
        {zoom}
      </output>
    </div>
  );
}
