import { describe, expect, it } from 'vitest';
import {
  FakeAudio,
  FakeClock,
  fakeLoader,
  flushPromises,
  sampleOverlayShoppableVideo,
  sampleVideo,
} from '../testing';
import type { PlayerSegment } from './media';
import { createPlayer } from './player';
import { buildTimeline, overlayAt } from './timeline';

const tune = { id: 'a1', url: 'https://media.example.test/a1.mp3', duration: 20, loop: false };
const logo = {
  id: 'logo',
  items: [
    { rank: 1, image: { imageUrl: 'https://m/b.png', title: 'B' } },
    { rank: 0, image: { imageUrl: 'https://m/a.png', title: 'A' } },
  ],
};
const one = (segment: Partial<PlayerSegment>) =>
  buildTimeline({ id: 'vv', segments: [{ id: 's', rank: 0, video: sampleVideo(), ...segment }] })
    .segments[0]!;

describe('a segment overlay', () => {
  it('shows its photos in rank order, in equal parts of its span, at its box', () => {
    // 20 s video, overlay from 25 % to 75 %: 5 s to 15 s, each photo 5 s.
    const segment = one({
      overlay: logo,
      overlayStart: 25,
      overlayEnd: 75,
      overlayX: 60,
      overlayY: 10,
      overlayWidth: 40,
      overlayHeight: 25,
    });
    const box = { x: 60, y: 10, width: 40, height: 25 };
    expect(overlayAt(segment, 4.9)).toBeNull();
    expect(overlayAt(segment, 5)).toEqual({ image: { url: 'https://m/a.png', alt: 'A' }, box });
    expect(overlayAt(segment, 9.9)?.image.url).toBe('https://m/a.png');
    expect(overlayAt(segment, 10)?.image.url).toBe('https://m/b.png');
    expect(overlayAt(segment, 14.9)?.image.url).toBe('https://m/b.png');
    expect(overlayAt(segment, 15)).toBeNull();
  });

  it("covers the whole segment and frame by default (the spec's defaults)", () => {
    const segment = one({ overlay: logo });
    expect(segment.overlay).toMatchObject({
      start: 0,
      end: 20,
      box: { x: 0, y: 0, width: 100, height: 100 },
    });
  });

  it('keeps a box inside the frame and leaves out an overlay without photos or length', () => {
    expect(one({ overlay: logo, overlayX: 80, overlayWidth: 50 }).overlay?.box.width).toBe(20);
    expect(one({ overlay: { id: 'none', items: [] } }).overlay).toBeNull();
    expect(one({ overlay: logo, overlayStart: 50, overlayEnd: 50 }).overlay).toBeNull();
    expect(one({}).overlay).toBeNull();
  });
});

describe('the audio source of a segment', () => {
  it("plays the audio instead of the segment's sound for 'Audio' and when absent", () => {
    expect(one({ audio: tune })).toMatchObject({ audio: tune, mixAudio: false });
    expect(one({ audio: tune, audioSrc: 'Audio' })).toMatchObject({ audio: tune, mixAudio: false });
  });

  it("plays both for 'Combined', and the segment's own sound only for 'Video' and 'Image'", () => {
    expect(one({ audio: tune, audioSrc: 'Combined' })).toMatchObject({
      audio: tune,
      mixAudio: true,
    });
    expect(one({ audio: tune, audioSrc: 'Video' }).audio).toBeNull();
    expect(one({ audio: tune, audioSrc: 'Image' }).audio).toBeNull();
  });
});

describe('the player', () => {
  function setup(segment: Partial<PlayerSegment>) {
    const hls = fakeLoader({ canPlay: (s) => s.type === 'hls' }, 'hls');
    const audio = new FakeAudio();
    const player = createPlayer({
      timeline: buildTimeline({
        id: 'vv',
        segments: [{ id: 's', rank: 0, video: sampleVideo(), ...segment }],
      }),
      loaders: [hls],
      clock: new FakeClock(),
      createAudio: () => audio,
    });
    player.attach(document.createElement('div'));
    return { player, hls, audio };
  }

  it("keeps the video's sound and plays the audio with it when they are combined", async () => {
    const { player, hls, audio } = setup(sampleOverlayShoppableVideo().segments[0]!);
    await player.seek(4);
    await player.play();
    await flushPromises();
    expect(hls.last!.muted).toBe(false);
    expect(audio.src).toBe('https://media.example.test/audio-2.mp3');
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(4);
    player.mute();
    expect([hls.last!.muted, audio.muted]).toEqual([true, true]);
  });

  it("mutes the video for 'Audio' and plays no audio for 'Video'", async () => {
    const replaced = setup({ audio: tune, audioSrc: 'Audio' });
    await replaced.player.play();
    expect(replaced.hls.last!.muted).toBe(true);
    expect(replaced.audio.paused).toBe(false);

    const own = setup({ audio: tune, audioSrc: 'Video' });
    await own.player.play();
    expect(own.hls.last!.muted).toBe(false);
    expect(own.audio.src).toBe('');
    expect(own.audio.paused).toBe(true);
  });
});
