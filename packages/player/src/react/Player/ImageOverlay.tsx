import type { CSSProperties } from 'react';
import type { Player } from '../../core/player';
import { overlayAt } from '../../core/timeline';
import { useMediaState } from '../hooks';
import * as css from './Player.css';

export interface ImageOverlayProps {
  player: Player;
}

/**
 * The photo laid over the segment playing, at its box (percent of the frame), while the player's
 * time is inside the overlay's span. Clicks go through to the picture below.
 */
export function ImageOverlay({ player }: ImageOverlayProps) {
  // Primitives only, so that a tick that keeps the same photo does not render again.
  const shown = useMediaState(player, (state) => {
    const segment = player.timeline.segments[state.segmentIndex];
    const at =
      state.started && segment ? overlayAt(segment, state.currentTime - segment.start) : null;
    return {
      url: at?.image.url ?? null,
      alt: at?.image.alt ?? '',
      x: at?.box.x ?? 0,
      y: at?.box.y ?? 0,
      width: at?.box.width ?? 0,
      height: at?.box.height ?? 0,
    };
  });
  if (!shown.url) return null;
  const style: CSSProperties = {
    left: `${shown.x}%`,
    top: `${shown.y}%`,
    width: `${shown.width}%`,
    height: `${shown.height}%`,
  };
  return (
    <img
      className={css.imageOverlay}
      src={shown.url}
      alt={shown.alt}
      style={style}
      data-image-overlay=""
    />
  );
}
