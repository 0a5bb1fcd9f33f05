import { VOLUME_STEP } from '@vendy/client/domain';
import { useState } from 'react';
import type { Player } from '../../core/player';
import { formatTime, spokenTime } from '../../core/time-format';
import { useMediaState } from '../hooks';
import {
  CaptionsIcon,
  ExitFullscreenIcon,
  FullscreenIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VolumeIcon,
} from '../icons';
import * as css from './Controls.css';

export interface ControlsProps {
  player: Player;
  /** Shows the full-screen button (when the page may go full screen). */
  fullscreen?: { active: boolean; toggle(): void } | null;
}

/**
 * Play/pause, seek, time, mute/unmute, volume, captions and full screen: real buttons with
 * labels and native sliders (keyboard and screen reader support come with them).
 */
export function Controls({ player, fullscreen = null }: ControlsProps) {
  const { paused, currentTime, duration, volume, muted, visible, tracks, track } = useMediaState(
    player,
    (s) => ({
      paused: s.paused,
      currentTime: s.currentTime,
      duration: s.duration,
      volume: s.volume,
      muted: s.muted,
      visible: s.controlsVisible,
      tracks: s.textTracks,
      track: s.textTrack,
    }),
  );
  // While the seek thumb is dragged the position follows it; the seek happens on release.
  const [scrub, setScrub] = useState<number | null>(null);
  const shown = scrub ?? currentTime;
  const level = muted ? 0 : volume;
  const commitScrub = () => {
    if (scrub !== null) void player.seek(scrub);
    setScrub(null);
  };

  return (
    <div className={css.bar} data-visible={visible} data-player-controls="">
      <input
        className={css.seek}
        type="range"
        aria-label="Seek"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(shown, duration)}
        aria-valuetext={`${spokenTime(shown)} of ${spokenTime(duration)}`}
        onPointerDown={() => setScrub(currentTime)}
        onPointerUp={commitScrub}
        onPointerCancel={commitScrub}
        onBlur={commitScrub}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (scrub !== null) setScrub(value);
          else void player.seek(value);
        }}
      />
      <div className={css.row}>
        <button
          type="button"
          className={css.iconButton}
          aria-label={paused ? 'Play' : 'Pause'}
          onClick={() => void player.togglePlay()}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button
          type="button"
          className={css.iconButton}
          aria-label={muted ? 'Unmute' : 'Mute'}
          onClick={() => player.toggleMute()}
        >
          {muted || volume === 0 ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <input
          className={css.volume}
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={level}
          aria-valuetext={`${Math.round(level * 100)}%`}
          onChange={(event) => player.setVolume(Number(event.target.value))}
        />
        <span className={css.time}>
          {formatTime(shown)} / {formatTime(duration)}
        </span>
        <span className={css.spacer} />
        {tracks.length > 0 ? (
          <button
            type="button"
            className={css.iconButton}
            aria-label="Captions"
            aria-pressed={track !== null}
            onClick={() => player.setTextTrack(track ? null : (tracks[0]?.id ?? null))}
          >
            <CaptionsIcon />
          </button>
        ) : null}
        {fullscreen ? (
          <button
            type="button"
            className={css.iconButton}
            aria-label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
            onClick={fullscreen.toggle}
          >
            {fullscreen.active ? <ExitFullscreenIcon /> : <FullscreenIcon />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
