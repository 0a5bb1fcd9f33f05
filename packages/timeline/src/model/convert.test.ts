import { describe, expect, it } from 'vitest';
import { removeAudio, setOverlay, updateOverlay } from './commands/media';
import { fromServer, type LoadedSegment } from './convert';
import { virtualVideoInput } from './save';
import { audioSource } from './selectors';
import { must, photos } from './test-fixtures';
import type { EditorState } from './types';

const clip = {
  id: 'v1',
  title: 'Intro',
  duration: 30,
  status: 'READY' as const,
  thumbnailUrl: null,
  source: 'UPLOAD' as const,
};
const tune = { id: 'au1', title: 'Tune', duration: 12, loop: false };
const logo = {
  id: 'ic9',
  title: 'Logo',
  thumbnailUrl: 'https://m/logo.png',
  items: [{ rank: 0 }, { rank: 1 }],
};

/** The segments upsertVirtualVideo would get. */
const sent = (state: EditorState) => [virtualVideoInput(state).segments].flat();

function load(...segments: LoadedSegment[]) {
  return fromServer({ virtualVideo: { id: 'vv1', title: 'Spring', segments } });
}

describe('overlays and audio sources from the server', () => {
  it('loads an overlay with its photos and box, and a combined audio source', () => {
    const state = load({
      id: 'seg1',
      title: null,
      rank: 0,
      video: clip,
      audio: tune,
      imageCollection: null,
      audioSrc: 'Combined',
      overlay: logo,
      overlayStart: 10,
      overlayEnd: 60,
      overlayX: 70,
      overlayY: 5,
      overlayWidth: 25,
      overlayHeight: 20,
    });
    const segment = state.doc.segments[0]!;
    expect(segment.overlay).toEqual({
      image: {
        kind: 'imageCollection',
        id: 'ic9',
        title: 'Logo',
        thumbnailUrl: 'https://m/logo.png',
        imageCount: 2,
      },
      overlayStart: 10,
      overlayEnd: 60,
      overlayX: 70,
      overlayY: 5,
      overlayWidth: 25,
      overlayHeight: 20,
    });
    expect(audioSource(segment)).toBe('Combined');
  });

  it("uses the spec's defaults for a box the selection left out, and derives the sound", () => {
    const state = load(
      {
        id: 'a',
        title: null,
        rank: 0,
        video: clip,
        audio: tune,
        imageCollection: null,
        overlay: logo,
      },
      { id: 'b', title: null, rank: 1, video: clip, audio: null, imageCollection: null },
    );
    const [withOverlay, plain] = state.doc.segments;
    expect(withOverlay?.overlay).toMatchObject({
      overlayStart: 0,
      overlayEnd: 100,
      overlayX: 0,
      overlayY: 0,
      overlayWidth: 100,
      overlayHeight: 100,
    });
    expect(audioSource(withOverlay!)).toBe('Audio');
    expect(plain?.overlay).toBeNull();
    expect(audioSource(plain!)).toBe('Video');
  });

  it('keeps an audio item silent when the server says the segment plays its own sound', () => {
    const state = load({
      id: 'a',
      title: null,
      rank: 0,
      video: clip,
      audio: tune,
      imageCollection: null,
      audioSrc: 'Video',
    });
    expect(audioSource(state.doc.segments[0]!)).toBe('Video');
  });
});

describe('overlays and audio sources to the server', () => {
  it('sends back what was loaded', () => {
    const state = load({
      id: 'seg1',
      title: null,
      rank: 0,
      video: clip,
      audio: tune,
      imageCollection: null,
      audioSrc: 'Combined',
      overlay: logo,
      overlayStart: 10,
      overlayEnd: 60,
      overlayX: 70,
      overlayY: 5,
      overlayWidth: 25,
      overlayHeight: 20,
    });
    expect(sent(state)).toEqual([
      {
        id: 'seg1',
        rank: 0,
        title: null,
        videoId: 'v1',
        imageCollectionId: null,
        audioId: 'au1',
        audioSrc: 'Combined',
        overlayId: 'ic9',
        overlayStart: 10,
        overlayEnd: 60,
        overlayX: 70,
        overlayY: 5,
        overlayWidth: 25,
        overlayHeight: 20,
      },
    ]);
  });

  it('sends an overlay laid and moved in the editor', () => {
    let state = load({
      id: 's',
      title: null,
      rank: 0,
      video: clip,
      audio: null,
      imageCollection: null,
    });
    state = must(setOverlay(state, { segmentKey: 's', image: photos('ic2', 3) }));
    state = must(
      updateOverlay(state, {
        segmentKey: 's',
        changes: { overlayStart: 20, overlayX: 50, overlayWidth: 50, overlayHeight: 30 },
      }),
    );
    expect(sent(state)[0]).toMatchObject({
      audioSrc: 'Video',
      overlayId: 'ic2',
      overlayStart: 20,
      overlayEnd: 100,
      overlayX: 50,
      overlayY: 0,
      overlayWidth: 50,
      overlayHeight: 30,
    });
  });

  it("sends the segment's own sound once its audio item is removed", () => {
    let state = load({
      id: 's',
      title: null,
      rank: 0,
      video: clip,
      audio: tune,
      imageCollection: null,
      audioSrc: 'Combined',
    });
    state = must(removeAudio(state, { segmentKey: 's' }));
    expect(sent(state)[0]).toMatchObject({
      audioId: null,
      audioSrc: 'Video',
      overlayId: null,
    });
  });
});
