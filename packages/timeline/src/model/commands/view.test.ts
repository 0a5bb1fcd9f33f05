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
  setZoom,
  zoomIn,
  zoomOut,
} from './view';

function playingMinute() {
  const state = must(addSegment(createEditorState(), { media: video('v', 60) }));
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
    let state = createEditorState();
    expect(state.view.zoom).toBe(6);
    expect(must(zoomIn(state)).view.zoom).toBe(6);
    state = must(setZoom(state, { zoom: 0 }));
    expect(state.view.zoom).toBe(1);
    expect(must(zoomOut(state)).view.zoom).toBe(1);
    expect(must(zoomIn(state)).view.zoom).toBe(2);
    expect(createEditorState({ view: { zoom: 42 } }).view.zoom).toBe(6);
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
