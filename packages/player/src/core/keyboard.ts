/**
 * Keyboard shortcuts of the player (YouTube's, widely known): space or k play/pause, arrows seek
 * and change the volume, m mute, f full screen, c captions, Home/End jump to start/end.
 */
import { VOLUME_STEP } from '@vendy/client/domain';
import { SEEK_STEP_SECONDS, type Player } from './player';

export type PlayerCommand =
  | 'togglePlay'
  | 'seekBackward'
  | 'seekForward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'toggleCaptions'
  | 'seekStart'
  | 'seekEnd';

const KEYS: Readonly<Record<string, PlayerCommand>> = {
  ' ': 'togglePlay',
  k: 'togglePlay',
  ArrowLeft: 'seekBackward',
  j: 'seekBackward',
  ArrowRight: 'seekForward',
  l: 'seekForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  m: 'toggleMute',
  f: 'toggleFullscreen',
  c: 'toggleCaptions',
  Home: 'seekStart',
  End: 'seekEnd',
};

export interface KeyLike {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** The command of a key press; none with Ctrl, Alt or Meta (browser and system shortcuts). */
export function keyCommand(event: KeyLike): PlayerCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return KEYS[key === ' ' ? ' ' : key] ?? null;
}

/** Runs a command; full screen is the view's business, so it passes the toggle in. */
export function runCommand(
  player: Player,
  command: PlayerCommand,
  view: { toggleFullscreen?: () => void } = {},
): void {
  const state = player.get();
  switch (command) {
    case 'togglePlay':
      void player.togglePlay();
      return;
    case 'seekBackward':
      void player.seekBy(-SEEK_STEP_SECONDS);
      return;
    case 'seekForward':
      void player.seekBy(SEEK_STEP_SECONDS);
      return;
    case 'volumeUp':
      player.setVolume((state.muted ? 0 : state.volume) + VOLUME_STEP);
      return;
    case 'volumeDown':
      player.setVolume((state.muted ? 0 : state.volume) - VOLUME_STEP);
      return;
    case 'toggleMute':
      player.toggleMute();
      return;
    case 'toggleFullscreen':
      view.toggleFullscreen?.();
      return;
    case 'toggleCaptions':
      player.setTextTrack(state.textTrack ? null : (state.textTracks[0]?.id ?? null));
      return;
    case 'seekStart':
      void player.seek(0);
      return;
    case 'seekEnd':
      player.end();
      return;
    default: {
      // Every PlayerCommand has its case above: a new one fails to compile here.
      const _unhandled: never = command;
      return;
    }
  }
}
