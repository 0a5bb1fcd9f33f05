// Reading a local audio file's duration in the browser (doc 2 §4/§5), through an <audio> element.
import { DURATION_UNREADABLE } from '@vendy/client/validation';

/** The duration could not be read ('Unable to extract duration from file.'). */
export class DurationError extends Error {
  override name = 'DurationError';
  constructor() {
    super(DURATION_UNREADABLE);
  }
}

export interface AudioReaderEnv {
  createAudio: () => HTMLAudioElement;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Milliseconds before giving up on a file the browser never answers for. */
  timeoutMs?: number;
}

const browserEnv = (): AudioReaderEnv => ({
  createAudio: () => document.createElement('audio'),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
});

const usable = (value: number) => Number.isFinite(value) && value > 0;

/** Seconds of audio in `file`; rejects with a DurationError when the browser cannot tell. */
export function readAudioDuration(file: Blob, env: AudioReaderEnv = browserEnv()): Promise<number> {
  const url = env.createObjectURL(file);
  const audio = env.createAudio();
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      audio.removeEventListener('loadedmetadata', onMetadata);
      audio.removeEventListener('durationchange', onDurationChange);
      audio.removeEventListener('error', onError);
      audio.removeAttribute('src');
      env.revokeObjectURL(url);
      outcome();
    };
    const succeed = () => finish(() => resolve(audio.duration));
    const fail = () => finish(() => reject(new DurationError()));
    const onMetadata = () => {
      if (usable(audio.duration)) succeed();
      // Some streams report an infinite duration until asked for a time past their end.
      else if (audio.duration === Infinity) audio.currentTime = Number.MAX_SAFE_INTEGER;
      else fail();
    };
    const onDurationChange = () => {
      if (usable(audio.duration) && audio.readyState >= 1) succeed();
    };
    const onError = () => fail();
    const timer = setTimeout(fail, env.timeoutMs ?? 20_000);
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', onMetadata);
    audio.addEventListener('durationchange', onDurationChange);
    audio.addEventListener('error', onError);
    audio.src = url;
  });
}
