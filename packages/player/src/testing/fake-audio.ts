import type { AudioElementLike } from '../core/audio-track';

/** An audio element that plays nothing and remembers what it was told. */
export class FakeAudio implements AudioElementLike {
  src = '';
  currentTime = 0;
  volume = 1;
  muted = false;
  loop = false;
  paused = true;
  plays = 0;

  play(): Promise<void> {
    this.plays++;
    this.paused = false;
    return Promise.resolve();
  }

  pause(): void {
    this.paused = true;
  }
}
