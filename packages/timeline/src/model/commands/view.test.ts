import { describe, expect, it } from 'vitest';
import { createEditorState } from '../state';
import { must, refused, video } from '../test-fixtures';
import { addSegment } from './media';
import {
  beginScrub,
  endScrub,
  scrubTo,
  setCursor,
  setLibraryTab,
  setPlaying,
  setSnapToCursor,
  setViewportWidth,
  setZoom,
  zoomIn,
  zoomOut,
} from './view';
import { TRACK_END_PX, pxPerSecond, secondsToPx } from '../geometry';
import { currentZoom } from '../selectors';

function playingMinute() {
  const state = must(
    addSegment(createEditorState({ view: { zoom: 6 } }), { media: video('v', 60) }),
  );
  return must(setPlaying(state, { playing: true }));
}

describe('cursor', () => {
  it('pauses playback while dragged and follows the pointer, clamped to the video', () => {
    let state = must(beginScrub(playingMinute()));
    expect(state.view).toMatchObject({ playing: false, scrubbing: true });
    state = must(scrubTo(state, { px: 19 + 8 * 25 }));
    expect(state.view.cursor).toBe(25);
    state = must(scrubTo(state, { px: 99_999 }));
    expect(state.view.cursor).toBe(60);
    state = must(scrubTo(state, { px: -50 }));
    expect(state.view.cursor).toBe(0);
    // The player cannot restart while the cursor is held.
    expect(must(setPlaying(state, { playing: true })).view.playing).toBe(false);
    state = must(endScrub(state));
    expect(state.view.scrubbing).toBe(false);
  });

  it('is set within the video', () => {
    const state = playingMinute();
    expect(must(setCursor(state, { time: 12.5 })).view.cursor).toBe(12.5);
    expect(must(setCursor(state, { time: 80 })).view.cursor).toBe(60);
    expect(must(setCursor(state, { time: 0 }))).toBe(state);
  });
});

describe('zoom', () => {
  it('stays within 1 to 6', () => {
    let state = createEditorState({ view: { zoom: 6 } });
    expect(state.view.zoom).toBe(6);
    expect(must(zoomIn(state)).view.zoom).toBe(6);
    state = must(setZoom(state, { zoom: 0 }));
    expect(state.view.zoom).toBe(1);
    expect(must(zoomOut(state)).view.zoom).toBe(1);
    expect(must(zoomIn(state)).view.zoom).toBe(2);
    expect(createEditorState({ view: { zoom: 42 } }).view.zoom).toBe(6);
  });

  it('opens on fit: the whole video fills the measured track', () => {
    const width = 19 + 640 + TRACK_END_PX;
    let state = must(addSegment(createEditorState(), { media: video('v', 8) }));
    state = must(setViewportWidth(state, { width }));
    expect(state.view.zoom).toBe('fit');
    // 640 px for 8 s: 80 px per second, far more than zoom 6's 8.
    expect(pxPerSecond(currentZoom(state))).toBeCloseTo(80, 6);
    expect(secondsToPx(8, currentZoom(state))).toBeCloseTo(19 + 640, 6);
    // A ten-minute video fits the same width at 640 / 600 px per second.
    const long = must(addSegment(state, { media: video('w', 592) }));
    expect(pxPerSecond(currentZoom(long))).toBeCloseTo(640 / 600, 6);
    // Half the width: half the pixels per second.
    const narrow = must(setViewportWidth(state, { width: 19 + 320 + TRACK_END_PX }));
    expect(pxPerSecond(currentZoom(narrow))).toBeCloseTo(40, 6);
  });

  it('steps from fit to the neighbouring steps and back to fit', () => {
    const width = 19 + 600 + TRACK_END_PX;
    let state = must(addSegment(createEditorState(), { media: video('v', 300) }));
    state = must(setViewportWidth(state, { width }));
    // 300 s in 600 px: 2 px per second, exactly zoom 4, so in goes to 5 and out to 3.
    expect(must(zoomIn(state)).view.zoom).toBe(5);
    expect(must(zoomOut(state)).view.zoom).toBe(3);
    // A short clip fits past zoom 6: in has nowhere to go, out goes to 6.
    const minute = must(addSegment(createEditorState(), { media: video('m', 60) }));
    const short = must(setViewportWidth(minute, { width: 19 + 960 + TRACK_END_PX }));
    expect(pxPerSecond(currentZoom(short))).toBeCloseTo(16, 6);
    expect(must(zoomOut(short)).view.zoom).toBe(6);
    expect(must(zoomIn(short)).view.zoom).toBe('fit');
    expect(must(setZoom(must(zoomOut(state)), { zoom: 'fit' })).view.zoom).toBe('fit');
  });
});

describe('library and snapping', () => {
  it('opens the media tabs unless media is read-only', () => {
    expect(must(setLibraryTab(createEditorState(), { tab: 'audios' })).view.libraryTab).toBe(
      'audios',
    );
    const locked = createEditorState({ mode: { readOnlyMedia: true } });
    expect(refused(setLibraryTab(locked, { tab: 'videos' })).reason).toBe('media-read-only');
    expect(must(setLibraryTab(locked, { tab: 'affiliateLinks' })).view.libraryTab).toBe(
      'affiliateLinks',
    );
  });

  it('turns snapping to the cursor on and off', () => {
    const state = must(setSnapToCursor(createEditorState(), { snap: false }));
    expect(state.view.snapToCursor).toBe(false);
  });
});
