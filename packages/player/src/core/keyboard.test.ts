import { describe, expect, it, vi } from 'vitest';
import { FakeClock, fakeLoader, sampleShoppableVideo } from '../testing';
import { keyCommand, runCommand } from './keyboard';
import { createPlayer } from './player';
import { buildTimeline } from './timeline';

describe('keyCommand', () => {
  it('maps the player shortcuts', () => {
    const keys = [
      ' ',
      'k',
      'K',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'm',
      'f',
      'c',
      'Home',
      'End',
    ];
    expect(keys.map((key) => keyCommand({ key }))).toEqual([
      'togglePlay',
      'togglePlay',
      'togglePlay',
      'seekBackward',
      'seekForward',
      'volumeUp',
      'volumeDown',
      'toggleMute',
      'toggleFullscreen',
      'toggleCaptions',
      'seekStart',
      'seekEnd',
    ]);
  });

  it('leaves browser shortcuts and other keys alone', () => {
    expect(keyCommand({ key: 'f', ctrlKey: true })).toBeNull();
    expect(keyCommand({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyCommand({ key: 'x' })).toBeNull();
  });
});

describe('runCommand', () => {
  it('drives the player', async () => {
    const player = createPlayer({
      timeline: buildTimeline(sampleShoppableVideo()),
      loaders: [fakeLoader()],
      clock: new FakeClock(),
    });
    runCommand(player, 'togglePlay');
    await vi.waitFor(() => expect(player.get().status).toBe('playing'));
    runCommand(player, 'seekForward');
    await vi.waitFor(() => expect(player.get().currentTime).toBe(5));
    player.setVolume(0.5);
    runCommand(player, 'volumeUp');
    expect(player.get().volume).toBe(0.6);
    runCommand(player, 'toggleMute');
    expect(player.get().muted).toBe(true);
    runCommand(player, 'volumeUp');
    expect(player.get()).toMatchObject({ muted: false, volume: 0.1 });
    const toggleFullscreen = vi.fn();
    runCommand(player, 'toggleFullscreen', { toggleFullscreen });
    expect(toggleFullscreen).toHaveBeenCalled();
    runCommand(player, 'seekEnd');
    expect(player.get().status).toBe('ended');
  });
});
