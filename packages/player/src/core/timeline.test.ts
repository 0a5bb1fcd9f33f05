import { describe, expect, it } from 'vitest';
import { sampleVideo, sampleShoppableVideo } from '../testing';
import {
  audioOffset,
  buildTimeline,
  locate,
  timelineOfImages,
  timelineOfVideo,
  videoSource,
} from './timeline';

describe('buildTimeline', () => {
  it('lays the segments end to end in rank order, photo collections lasting 5 s per image', () => {
    const timeline = buildTimeline(sampleShoppableVideo());
    expect(timeline.segments.map((s) => [s.id, s.start, s.end])).toEqual([
      ['seg-upload', 0, 20],
      ['seg-photos', 20, 30],
      ['seg-youtube', 30, 60],
    ]);
    expect(timeline.duration).toBe(60);
    expect(timeline.thumbnailUrl).toBe(sampleVideo().thumbnailUrl);
  });

  it('orders the slides of a collection by rank', () => {
    const photos = buildTimeline(sampleShoppableVideo()).segments[1]!;
    expect(photos.source).toMatchObject({
      type: 'images',
      secondsPerImage: 5,
      images: [{ alt: 'Photo 1' }, { alt: 'Photo 2' }],
    });
    expect(photos.audio?.id).toBe('audio-1');
  });

  it('leaves out segments with nothing to play', () => {
    const timeline = buildTimeline({
      id: 'vv',
      segments: [
        { id: 'empty', rank: 0 },
        { id: 'no-photos', rank: 1, imageCollection: { id: 'c', items: [] } },
        { id: 'video', rank: 2, video: sampleVideo() },
      ],
    });
    expect(timeline.segments.map((s) => [s.id, s.index, s.start])).toEqual([['video', 0, 0]]);
  });

  it('loops only when every segment is a looping video', () => {
    expect(timelineOfVideo(sampleVideo({ loop: true })).loops).toBe(true);
    expect(buildTimeline(sampleShoppableVideo()).loops).toBe(false);
    expect(
      timelineOfImages({ id: 'c', items: [{ rank: 0, image: { imageUrl: 'a.png' } }] }).loops,
    ).toBe(false);
  });
});

describe('videoSource', () => {
  it('plays uploads and Instagram imports from their HLS manifest', () => {
    expect(videoSource(sampleVideo())).toEqual({
      type: 'hls',
      url: 'https://media.example.test/video-1/manifest/video.m3u8',
    });
    expect(videoSource(sampleVideo({ source: 'INSTAGRAM' })).type).toBe('hls');
  });

  it('reads the YouTube or TikTok id from sourceId, else from the address', () => {
    expect(
      videoSource(
        sampleVideo({ source: 'YOUTUBE', sourceId: null, url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    ).toEqual({ type: 'youtube', videoId: 'dQw4w9WgXcQ' });
    expect(
      videoSource(
        sampleVideo({
          source: 'TIKTOK',
          sourceId: null,
          url: 'https://www.tiktok.com/player/v1/7234567890123456789',
        }),
      ),
    ).toEqual({ type: 'tiktok', videoId: '7234567890123456789' });
    expect(videoSource(sampleVideo({ source: 'TIKTOK', sourceId: '42' }))).toEqual({
      type: 'tiktok',
      videoId: '42',
    });
  });
});

describe('locate', () => {
  const timeline = buildTimeline(sampleShoppableVideo());

  it('finds the segment and the offset into it', () => {
    expect(locate(timeline, 0)).toEqual({ index: 0, offset: 0 });
    expect(locate(timeline, 19.5)).toEqual({ index: 0, offset: 19.5 });
    expect(locate(timeline, 20)).toEqual({ index: 1, offset: 0 });
    expect(locate(timeline, 42)).toEqual({ index: 2, offset: 12 });
  });

  it('clamps to the timeline: the very end is the end of the last segment', () => {
    expect(locate(timeline, -3)).toEqual({ index: 0, offset: 0 });
    expect(locate(timeline, 60)).toEqual({ index: 2, offset: 30 });
    expect(locate(timeline, 500)).toEqual({ index: 2, offset: 30 });
    expect(locate(buildTimeline({ id: 'x', segments: [] }), 1)).toBeNull();
  });
});

describe('audioOffset', () => {
  it('follows the segment, wraps a looping audio and stops a short one', () => {
    const audio = { id: 'a', url: 'a.mp3', duration: 8, loop: false };
    expect(audioOffset(audio, 3)).toBe(3);
    expect(audioOffset(audio, 9)).toBeNull();
    expect(audioOffset({ ...audio, loop: true }, 9)).toBe(1);
  });
});
