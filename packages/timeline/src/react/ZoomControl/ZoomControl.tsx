import { useId } from 'react';
import { Button, MinusIcon, PlusIcon, Tooltip } from '@vendy/ui-kit';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  clampZoom,
  currentZoom,
  setZoom,
  zoomIn,
  zoomInStep,
  zoomOut,
  zoomOutStep,
} from '../../model';
import { useTimelineState } from '../hooks';
import type { TimelineStore } from '../store';
import * as styles from './ZoomControl.css';

export interface ZoomControlProps {
  store: TimelineStore;
}

/**
 * Zoom 1 to 6 or Fit (the whole video in view, the default): out and in buttons around a slider
 * (arrow keys, Home and End work on it), then a Fit toggle.
 */
export function ZoomControl({ store }: ZoomControlProps) {
  const state = useTimelineState(store);
  const zoom = state.view.zoom;
  const fit = zoom === 'fit';
  const level = currentZoom(state);
  const id = useId();
  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        Zoom
      </span>
      <Button
        size="sm"
        variant="secondary"
        icon={<MinusIcon />}
        aria-label="Zoom out"
        isDisabled={fit ? Math.min(MAX_ZOOM, zoomOutStep(state)) >= level : zoom <= MIN_ZOOM}
        onPress={() => store.run(zoomOut)}
      />
      <input
        type="range"
        className={styles.slider}
        aria-label="Zoom level"
        aria-valuetext={fit ? 'Fit' : String(zoom)}
        min={MIN_ZOOM}
        max={MAX_ZOOM}
        step={1}
        value={fit ? clampZoom(level) : zoom}
        onChange={(event) => store.run((s) => setZoom(s, { zoom: Number(event.target.value) }))}
      />
      <Button
        size="sm"
        variant="secondary"
        icon={<PlusIcon />}
        aria-label="Zoom in"
        isDisabled={fit ? Math.max(MIN_ZOOM, zoomInStep(state)) <= level : zoom >= MAX_ZOOM}
        onPress={() => store.run(zoomIn)}
      />
      <Tooltip content="Show the whole video">
        <Button
          size="sm"
          variant="secondary"
          className={styles.fit}
          aria-pressed={fit}
          onPress={() => store.run((s) => setZoom(s, { zoom: 'fit' }))}
        >
          Fit
        </Button>
      </Tooltip>
      {/* The pressed Fit button says 'fit'; a step shows its number. */}
      <output className={styles.value} aria-live="polite">
        {fit ? null : zoom}
      </output>
    </div>
  );
}
