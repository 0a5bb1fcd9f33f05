/**
 * The audio track laid over a segment: it replaces the segment's own sound (the provider is
 * muted) and follows the segment's position, looping when the audio loops.
 */
import type { PlayerAudio } from './media';
import { blessElement } from './media-element';
import { audioOffset } from './timeline';

/** The part of HTMLAudioElement the track uses, so tests can pass a fake. */
export interface AudioElementLike {
  src: string;
  currentTime: number;
  volume: number;
  muted: boolean;
  loop: boolean;
  readonly paused: boolean;
  play(): Promise<void> | void;
  pause(): void;
}

export type AudioFactory = () => AudioElementLike;

export const browserAudio: AudioFactory = () => {
  const audio = new Audio();
  audio.preload = 'auto';
  return audio;
};

/** Drift above which the audio is moved back in line with the picture. */
const MAX_DRIFT_SECONDS = 0.3;

export class ReplacingAudio {
  private element: AudioElementLike | null = null;
  private audio: PlayerAudio | null = null;

  constructor(private readonly create: AudioFactory) {}

  get current(): PlayerAudio | null {
    return this.audio;
  }

  /** Creates the element inside the viewer's gesture so that it may play later (see player). */
  prime(): void {
    if (this.element) return;
    this.element = this.create();
    blessElement(this.element);
  }

  /** Switches to a segment's audio (or none); the element is created on first use only. */
  setAudio(audio: PlayerAudio | null): void {
    if (audio?.id === this.audio?.id && audio?.url === this.audio?.url) return;
    this.audio = audio;
    if (!audio) {
      this.element?.pause();
      return;
    }
    this.element ??= this.create();
    this.element.pause();
    this.element.src = audio.url;
    this.element.loop = audio.loop;
  }

  setVolume(volume: number, muted: boolean): void {
    if (!this.element) return;
    this.element.volume = volume;
    this.element.muted = muted;
  }

  /** Puts the audio where it belongs `offset` seconds into the segment, playing or not. */
  sync(offset: number, playing: boolean): void {
    const { element, audio } = this;
    if (!element || !audio) return;
    const target = audioOffset(audio, offset);
    if (target === null) {
      if (!element.paused) element.pause();
      return;
    }
    if (Math.abs(element.currentTime - target) > MAX_DRIFT_SECONDS) element.currentTime = target;
    if (playing && element.paused) {
      // Autoplay refusals leave the picture playing silently rather than failing playback.
      void Promise.resolve(element.play()).catch(() => undefined);
    } else if (!playing && !element.paused) {
      element.pause();
    }
  }

  pause(): void {
    if (this.element && !this.element.paused) this.element.pause();
  }

  destroy(): void {
    this.element?.pause();
    if (this.element) this.element.src = '';
    this.element = null;
    this.audio = null;
  }
}
