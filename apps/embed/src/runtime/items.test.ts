import { describe, expect, it } from 'vitest';
import { sampleShoppableVideo, sampleLayout } from './fixtures';
import { embedItems } from './items';

describe('embedItems', () => {
  it('plays the one shoppable video of a single-video layout', () => {
    const items = embedItems(sampleLayout('LANDSCAPE'));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: 'Video 1',
      portrait: false,
      virtualVideoId: sampleShoppableVideo(1).id,
      aspectRatio: 16 / 9,
    });
    expect(items[0]?.thumbnailUrl).toMatch(/^data:image\/svg\+xml/);
    expect(items[0]?.timeline.segments[0]?.source).toEqual({
      type: 'hls',
      url: expect.stringContaining('/manifest/video.m3u8'),
    });
  });

  it('shows a portrait layout at 9:16', () => {
    const [item] = embedItems(sampleLayout('PORTRAIT'));
    expect(item).toMatchObject({ portrait: true, aspectRatio: 9 / 16 });
  });

  it('lists a media collection in rank order, whatever order the answer has', () => {
    const widget = sampleLayout('LANDSCAPE_CAROUSEL');
    const items = widget.mediaCollection!.items;
    widget.mediaCollection!.items = [
      { ...items[0]!, rank: 2 },
      { ...items[1]!, rank: 0 },
      { ...items[2]!, rank: 1 },
    ];
    expect(embedItems(widget).map((item) => item.title)).toEqual(['Video 2', 'Video 3', 'Video 1']);
  });

  it('keeps a video listed twice as two items with their own keys', () => {
    const video = sampleShoppableVideo(1);
    const items = embedItems(sampleLayout('GRID', {}, [video, video]));
    expect(items).toHaveLength(2);
    expect(new Set(items.map((item) => item.key)).size).toBe(2);
  });

  it('leaves out items with nothing to play', () => {
    const widget = sampleLayout('GRID');
    widget.mediaCollection!.items[1] = {
      ...widget.mediaCollection!.items[1]!,
      virtualVideo: null,
      virtualVideoId: null,
    };
    expect(embedItems(widget).map((item) => item.title)).toEqual(['Video 1', 'Video 3']);
    expect(embedItems(sampleLayout('LANDSCAPE', { virtualVideo: null }))).toEqual([]);
    expect(embedItems(sampleLayout('GRID', { mediaCollection: null }))).toEqual([]);
  });

  it('takes portrait media as portrait in any layout', () => {
    const items = embedItems(
      sampleLayout('GRID', {}, [
        sampleShoppableVideo(1, { portrait: true }),
        sampleShoppableVideo(2),
      ]),
    );
    expect(items.map((item) => item.portrait)).toEqual([true, false]);
  });
});
