/**
 * When the controls show: always while paused, and while playing only after pointer activity
 * (until the pointer idles or leaves) or while focus is inside the player (keyboard users).
 */
import type { Clock } from './clock';

/** The controls hide after this long without pointer movement during playback. */
export const CONTROLS_IDLE_MS = 3_000;

export class ControlsVisibility {
  private pointerActive = false;
  private focused = false;
  private playing = false;
  private timer: unknown = null;

  constructor(
    private readonly clock: Clock,
    private readonly onChange: (visible: boolean) => void,
    private readonly idleMs = CONTROLS_IDLE_MS,
  ) {}

  get visible(): boolean {
    return !this.playing || this.pointerActive || this.focused;
  }

  setPlaying(playing: boolean): void {
    this.playing = playing;
    this.update();
  }

  pointerActivity(): void {
    this.pointerActive = true;
    this.clearTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.pointerActive = false;
      this.update();
    }, this.idleMs);
    this.update();
  }

  pointerLeave(): void {
    this.pointerActive = false;
    this.clearTimer();
    this.update();
  }

  setFocusWithin(focused: boolean): void {
    this.focused = focused;
    this.update();
  }

  destroy(): void {
    this.clearTimer();
  }

  private clearTimer() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private update() {
    this.onChange(this.visible);
  }
}
