import { describe, expect, it, vi } from 'vitest';
import { DurationError, readAudioDuration, type AudioReaderEnv } from './audioFile';
import { mp3File } from './fixtures';

/** An <audio> element stand-in that fires the events a browser would. */
function fakeAudio(behaviour: (el: HTMLAudioElement) => void) {
  const el = document.createElement('audio');
  let duration = NaN;
  Object.defineProperty(el, 'duration', { get: () => duration, configurable: true });
  Object.defineProperty(el, 'readyState', { get: () => 1, configurable: true });
  const setDuration = (value: number) => {
    duration = value;
  };
  Object.defineProperty(el, 'src', {
    set: () => queueMicrotask(() => behaviour(Object.assign(el, { setDuration }))),
    configurable: true,
  });
  return el as HTMLAudioElement & { setDuration?: (v: number) => void };
}

function env(
  behaviour: (el: HTMLAudioElement & { setDuration?: (v: number) => void }) => void,
): AudioReaderEnv & { revoked: string[] } {
  const revoked: string[] = [];
  return {
    revoked,
    createAudio: () => fakeAudio(behaviour as (el: HTMLAudioElement) => void),
    createObjectURL: () => 'blob:local-file',
    revokeObjectURL: (url) => revoked.push(url),
    timeoutMs: 200,
  };
}

describe('readAudioDuration', () => {
  it('answers the duration the browser reads, and frees the file', async () => {
    const reader = env((el) => {
      el.setDuration?.(42.5);
      el.dispatchEvent(new Event('loadedmetadata'));
    });
    await expect(readAudioDuration(mp3File(), reader)).resolves.toBe(42.5);
    expect(reader.revoked).toEqual(['blob:local-file']);
  });

  it("fails with 'Unable to extract duration from file.' when the file cannot be read", async () => {
    const reader = env((el) => el.dispatchEvent(new Event('error')));
    const read = readAudioDuration(mp3File(), reader);
    await expect(read).rejects.toBeInstanceOf(DurationError);
    await expect(read).rejects.toThrow('Unable to extract duration from file.');
    expect(reader.revoked).toEqual(['blob:local-file']);
  });

  it('fails the same way when the browser never answers', async () => {
    vi.useFakeTimers();
    try {
      const read = readAudioDuration(
        mp3File(),
        env(() => {}),
      );
      const assertion = expect(read).rejects.toThrow('Unable to extract duration from file.');
      await vi.advanceTimersByTimeAsync(250);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
