import { describe, expect, it } from 'vitest';
import { IMAGE_OVERLAY_DEFAULTS } from '@vendy/client/domain';
import { audioSource, totalDuration } from '../selectors';
import { createEditorState } from '../state';
import { audio, must, photos, refused, video } from '../test-fixtures';
import type { EditorState } from '../types';
import {
  addAudio,
  addSegment,
  moveAudio,
  moveSegment,
  removeAudio,
  removeOverlay,
  removeSegment,
  setAudioSource,
  setOverlay,
  updateOverlay,
  COMBINE_NEEDS_VIDEO,
  OVERLAY_EMPTY_BOX,
  OVERLAY_EMPTY_SPAN,
} from './media';

const ids = (state: EditorState) => state.doc.segments.map((s) => s.media.id);

function twoVideos() {
  let state = createEditorState();
  state = must(addSegment(state, { media: video('a', 30) }));
  return must(addSegment(state, { media: video('b', 20) }));
}

describe('segments', () => {
  it('adds a segment for a dropped video or photo collection', () => {
    let state = twoVideos();
    state = must(addSegment(state, { media: photos('p', 3) }));
    expect(ids(state)).toEqual(['a', 'b', 'p']);
    expect(state.doc.segments[2]).toMatchObject({
      type: 'segment',
      title: 'Photos p',
      duration: 15,
      audio: null,
      overlay: null,
    });
    expect(totalDuration(state.doc)).toBe(65);
  });

  it('inserts at the drop index and gives every segment its own key', () => {
    let state = twoVideos();
    state = must(addSegment(state, { media: video('a', 30), index: 1 }));
    expect(ids(state)).toEqual(['a', 'a', 'b']);
    expect(new Set(state.doc.segments.map((s) => s.key)).size).toBe(3);
    state = must(addSegment(state, { media: video('c', 1), index: -5 }));
    expect(ids(state)[0]).toBe('c');
  });

  it('refuses videos that are processing or failed, with the spec’s tooltips', () => {
    const state = createEditorState();
    expect(refused(addSegment(state, { media: video('v', 10, { status: 'PROCESSING' }) }))).toEqual(
      {
        reason: 'video-processing',
        message: 'This video is currently processing. It will become available shortly.',
      },
    );
    expect(refused(addSegment(state, { media: video('v', 10, { status: 'ERROR' }) }))).toEqual({
      reason: 'video-error',
      message: 'There has been an error with this video and it is not available for use.',
    });
    expect(refused(addSegment(state, { media: photos('p', 0) })).reason).toBe('empty-collection');
  });

  it('reorders and removes segments', () => {
    let state = must(addSegment(twoVideos(), { media: video('c', 5) }));
    const [a] = state.doc.segments;
    state = must(moveSegment(state, { key: a!.key, toIndex: 2 }));
    expect(ids(state)).toEqual(['b', 'c', 'a']);
    expect(must(moveSegment(state, { key: a!.key, toIndex: 99 }))).toBe(state);
    state = must(removeSegment(state, { key: a!.key }));
    expect(ids(state)).toEqual(['b', 'c']);
    expect(refused(removeSegment(state, { key: a!.key })).reason).toBe('not-found');
  });

  it('keeps the cursor within the video when a segment goes', () => {
    let state = twoVideos();
    state = { ...state, view: { ...state.view, cursor: 45 } };
    state = must(removeSegment(state, { key: state.doc.segments[0]!.key }));
    expect(state.view.cursor).toBe(20);
  });
});

describe('audio', () => {
  it('drops only on a segment without audio', () => {
    let state = twoVideos();
    const [a] = state.doc.segments;
    state = must(addAudio(state, { segmentKey: a!.key, audio: audio('m1', 10) }));
    expect(state.doc.segments[0]!.audio?.id).toBe('m1');
    expect(refused(addAudio(state, { segmentKey: a!.key, audio: audio('m2', 10) })).reason).toBe(
      'segment-has-audio',
    );
  });

  it('moves to another segment; the segment it leaves returns to its own sound', () => {
    let state = twoVideos();
    const [a, b] = state.doc.segments;
    state = must(addAudio(state, { segmentKey: a!.key, audio: audio('m1', 10) }));
    state = must(moveAudio(state, { fromKey: a!.key, toKey: b!.key }));
    expect(state.doc.segments.map((s) => s.audio?.id ?? null)).toEqual([null, 'm1']);
    expect(state.doc.segments.map(audioSource)).toEqual(['Video', 'Audio']);
  });

  it('does not move onto a segment that has audio', () => {
    let state = twoVideos();
    const [a, b] = state.doc.segments;
    state = must(addAudio(state, { segmentKey: a!.key, audio: audio('m1', 10) }));
    state = must(addAudio(state, { segmentKey: b!.key, audio: audio('m2', 10) }));
    expect(refused(moveAudio(state, { fromKey: a!.key, toKey: b!.key })).reason).toBe(
      'segment-has-audio',
    );
    expect(must(moveAudio(state, { fromKey: a!.key, toKey: a!.key }))).toBe(state);
  });

  it('removing an audio item resets the segment', () => {
    let state = twoVideos();
    const key = state.doc.segments[0]!.key;
    state = must(addAudio(state, { segmentKey: key, audio: audio('m1', 10) }));
    state = must(removeAudio(state, { segmentKey: key }));
    expect(state.doc.segments[0]!.audio).toBeNull();
    expect(audioSource(state.doc.segments[0]!)).toBe('Video');
    expect(refused(removeAudio(state, { segmentKey: key })).reason).toBe('not-found');
  });
});

describe('image overlay', () => {
  it('starts with the spec’s defaults: start 0, end 100, x 0, y 0, width 100, height 100', () => {
    let state = twoVideos();
    const key = state.doc.segments[0]!.key;
    state = must(setOverlay(state, { segmentKey: key, image: photos('o', 2) }));
    expect(state.doc.segments[0]!.overlay).toEqual({
      image: photos('o', 2),
      ...IMAGE_OVERLAY_DEFAULTS,
    });
    expect(IMAGE_OVERLAY_DEFAULTS).toEqual({
      overlayStart: 0,
      overlayEnd: 100,
      overlayX: 0,
      overlayY: 0,
      overlayWidth: 100,
      overlayHeight: 100,
    });
  });

  it('moves and resizes within the frame', () => {
    let state = twoVideos();
    const key = state.doc.segments[0]!.key;
    state = must(setOverlay(state, { segmentKey: key, image: photos('o', 2) }));
    state = must(
      updateOverlay(state, {
        segmentKey: key,
        changes: { overlayX: 60, overlayY: -10, overlayStart: 70, overlayEnd: 90 },
      }),
    );
    expect(state.doc.segments[0]!.overlay).toMatchObject({
      overlayX: 60,
      overlayY: 0,
      overlayWidth: 40,
      overlayHeight: 100,
      overlayStart: 70,
      overlayEnd: 90,
    });
    // A new image keeps the overlay where it is.
    state = must(setOverlay(state, { segmentKey: key, image: photos('n', 1) }));
    expect(state.doc.segments[0]!.overlay).toMatchObject({ overlayX: 60, image: { id: 'n' } });
    state = must(removeOverlay(state, { segmentKey: key }));
    expect(state.doc.segments[0]!.overlay).toBeNull();
  });
});

describe('overlay the server would refuse', () => {
  function withOverlay() {
    let state = twoVideos();
    const key = state.doc.segments[0]!.key;
    state = must(setOverlay(state, { segmentKey: key, image: photos('o', 2) }));
    return { state, key };
  }

  it.each([
    ['ends when it starts', { overlayStart: 40, overlayEnd: 40 }, OVERLAY_EMPTY_SPAN],
    ['ends before it starts', { overlayStart: 70, overlayEnd: 40 }, OVERLAY_EMPTY_SPAN],
    ['has no width', { overlayWidth: 0 }, OVERLAY_EMPTY_BOX],
    ['has no height', { overlayHeight: 0 }, OVERLAY_EMPTY_BOX],
    ['is pushed off the frame', { overlayX: 100 }, OVERLAY_EMPTY_BOX],
  ])('refuses an overlay that %s, changing nothing', (_name, changes, message) => {
    const { state, key } = withOverlay();
    expect(refused(updateOverlay(state, { segmentKey: key, changes }))).toEqual({
      reason: 'invalid',
      message,
    });
  });
});

describe('audio source', () => {
  function withAudio() {
    let state = createEditorState();
    state = must(addSegment(state, { media: video('a', 30) }));
    state = must(addSegment(state, { media: photos('p', 2) }));
    state = must(addSegment(state, { media: video('b', 20) }));
    const [a, p, b] = state.doc.segments;
    state = must(addAudio(state, { segmentKey: a!.key, audio: audio('m1', 10) }));
    state = must(addAudio(state, { segmentKey: p!.key, audio: audio('m2', 10) }));
    return { state, a: a!.key, p: p!.key, b: b!.key };
  }
  const sources = (state: EditorState) => state.doc.segments.map(audioSource);

  it('plays the audio with the video’s sound (Combined) or instead of it (Audio)', () => {
    const { state: start, a } = withAudio();
    let state = must(setAudioSource(start, { segmentKey: a, source: 'Combined' }));
    expect(sources(state)).toEqual(['Combined', 'Audio', 'Video']);
    expect(state.doc).not.toBe(start.doc);
    state = must(setAudioSource(state, { segmentKey: a, source: 'Audio' }));
    expect(sources(state)).toEqual(['Audio', 'Audio', 'Video']);
    // Choosing what is already chosen is no change (no undo step).
    expect(must(setAudioSource(state, { segmentKey: a, source: 'Audio' }))).toBe(state);
  });

  it('refuses to combine with a photo collection or without audio', () => {
    const { state, p, b } = withAudio();
    expect(refused(setAudioSource(state, { segmentKey: p, source: 'Combined' }))).toEqual({
      reason: 'invalid',
      message: COMBINE_NEEDS_VIDEO,
    });
    expect(refused(setAudioSource(state, { segmentKey: b, source: 'Combined' })).reason).toBe(
      'not-found',
    );
    const readOnly = { ...state, mode: { readOnly: false, readOnlyMedia: true } };
    expect(refused(setAudioSource(readOnly, { segmentKey: p, source: 'Audio' })).reason).toBe(
      'media-read-only',
    );
  });

  it('a removed audio item takes its source along: new audio starts as Audio again', () => {
    const { state: start, a } = withAudio();
    let state = must(setAudioSource(start, { segmentKey: a, source: 'Combined' }));
    state = must(removeAudio(state, { segmentKey: a }));
    expect(state.doc.segments[0]!.audioSrc).toBeUndefined();
    state = must(addAudio(state, { segmentKey: a, audio: audio('m3', 5) }));
    expect(sources(state)[0]).toBe('Audio');
  });

  it('a moved audio item keeps its source and leaves the old segment reset', () => {
    const { state: start, a, b } = withAudio();
    let state = must(setAudioSource(start, { segmentKey: a, source: 'Combined' }));
    state = must(moveAudio(state, { fromKey: a, toKey: b }));
    expect(state.doc.segments[0]!.audioSrc).toBeUndefined();
    expect(sources(state)).toEqual(['Video', 'Audio', 'Combined']);
  });
});

describe('modes', () => {
  it('refuses every media edit when read-only', () => {
    const editable = twoVideos();
    const state = { ...editable, mode: { readOnly: true, readOnlyMedia: false } };
    const key = state.doc.segments[0]!.key;
    expect(refused(addSegment(state, { media: video('c', 5) })).reason).toBe('read-only');
    expect(refused(removeSegment(state, { key })).reason).toBe('read-only');
    expect(refused(addAudio(state, { segmentKey: key, audio: audio('m', 1) })).reason).toBe(
      'read-only',
    );
  });

  it('refuses media edits when media is read-only', () => {
    const editable = twoVideos();
    const state = { ...editable, mode: { readOnly: false, readOnlyMedia: true } };
    const key = state.doc.segments[0]!.key;
    expect(refused(moveSegment(state, { key, toIndex: 1 })).reason).toBe('media-read-only');
    expect(refused(setOverlay(state, { segmentKey: key, image: photos('o', 1) })).reason).toBe(
      'media-read-only',
    );
  });
});
