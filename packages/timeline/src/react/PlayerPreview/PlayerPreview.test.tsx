// @vitest-environment happy-dom
import '../test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FakeAudio, FakeClock, fakeLoader, flushPromises } from '@vendy/player/testing';
import { describe, expect, it } from 'vitest';
import { addSegment, beginScrub, endScrub, scrubTo, setCursor } from '../../model';
import { seededState } from '../Editor/test-editor';
import { libraryVideo } from '../MediaLibrary/fixtures';
import { createTimelineStore } from '../store';
import { previewMedia, previewShopData } from './fixtures';
import { PlayerPreview } from './PlayerPreview';
import { previewPlacementData, previewVirtualVideo } from './preview-data';

function setup(seed: Parameters<typeof seededState>[0] = {}) {
  const store = createTimelineStore(seededState({ segments: [30, 20], ...seed }));
  const loader = fakeLoader();
  const clock = new FakeClock();
  render(
    <PlayerPreview
      store={store}
      media={previewMedia}
      shopData={previewShopData(['product-0', 'product-1'])}
      playerOptions={{ loaders: [loader], clock, createAudio: () => new FakeAudio() }}
    />,
  );
  const play = async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Play/ }));
    await act(() => flushPromises(3));
  };
  return { store, loader, play };
}

describe('PlayerPreview', () => {
  it('moves the editor cursor while it plays', async () => {
    const { store, loader, play } = setup();
    await play();
    expect(store.getState().view.playing).toBe(true);
    act(() => loader.last!.advance(12));
    expect(store.getState().view.cursor).toBeCloseTo(12);
  });

  it('pauses when the cursor is grabbed and seeks where it is dropped', async () => {
    const { store, loader, play } = setup();
    await play();
    act(() => loader.last!.advance(3));
    act(() => void store.run(beginScrub));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(store.getState().view.playing).toBe(false);
    await act(async () => {
      store.run((s) => scrubTo(s, { px: 0 }));
      store.run((s) => setCursor(s, { time: 40 }));
      store.run(endScrub);
      await flushPromises(3);
    });
    expect(screen.getByRole('slider', { name: /seek/i })).toHaveValue('40');
  });

  it('starts where the cursor is and sends no analytics in preview mode', () => {
    const { store } = setup({ view: { cursor: 0 } });
    act(() => void store.run((s) => setCursor(s, { time: 25 })));
    expect(store.getState().view.cursor).toBe(25);
    expect(screen.getByRole('button', { name: /^Play/ })).toBeInTheDocument();
  });

  it('keeps playing at the same time after a segment is added', async () => {
    const { store, loader, play } = setup();
    await play();
    act(() => loader.last!.advance(8));
    const before = loader.last;
    await act(async () => {
      store.run((s) => addSegment(s, { media: { ...libraryVideo(5), duration: 10 } }));
      await flushPromises(4);
    });
    expect(loader.last).not.toBe(before);
    expect(store.getState().view.playing).toBe(true);
    expect(store.getState().view.cursor).toBeCloseTo(8);
    expect(screen.getByRole('slider', { name: /seek/i })).toHaveAttribute('max', '60');
  });
});

describe('preview data', () => {
  it('plays the segments in track order at their timeline lengths', () => {
    const state = seededState({ segments: [30, 20], audioOn: [1] });
    const video = previewVirtualVideo(state.doc, previewMedia);
    expect(video.segments.map((s) => [s.rank, s.video?.duration, Boolean(s.audio)])).toEqual([
      [0, 30, false],
      [1, 20, true],
    ]);
  });

  it('turns timed products into banners at their start for every viewer', () => {
    const state = seededState({ timed: [5, 12] });
    const strategy = state.doc.strategies[0]!;
    const data = previewPlacementData(strategy, previewShopData([]));
    const assignments = data.experiment!.items[0]!.strategy.individualAssignments;
    expect(assignments.map((a) => [a.adType, a.startTimeIndex])).toEqual([
      ['banner', 5],
      ['banner', 12],
    ]);
    expect(data.experiment!.items[0]!.ranges).toEqual([{ start: 0, end: 100 }]);
  });
});
