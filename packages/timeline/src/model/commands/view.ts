/**
 * View commands: cursor, zoom, playback and the library tab. They never make an undo step, and
 * they work in read-only mode too (looking is always allowed).
 */
import { MAX_ZOOM, MIN_ZOOM, clampZoom } from '@vendy/client/domain';
import { clampTime, timeAtPx } from '../geometry';
import { ok, refuse, type CommandResult } from '../result';
import { capabilities, totalDuration } from '../selectors';
import type { EditorState, EditorView, LibraryTab } from '../types';

type Result = CommandResult<EditorState>;

function withView(state: EditorState, change: Partial<EditorView>): EditorState {
  const view = { ...state.view, ...change };
  const same = (Object.keys(change) as (keyof EditorView)[]).every(
    (key) => view[key] === state.view[key],
  );
  return same ? state : { ...state, view };
}

/** Moves the cursor (a click on the ruler, or the player's time while it plays). */
export function setCursor(state: EditorState, { time }: { time: number }): Result {
  return ok(withView(state, { cursor: clampTime(time, totalDuration(state.doc)) }));
}

/** Grabbing the cursor pauses playback until it is let go. */
export function beginScrub(state: EditorState): Result {
  return ok(withView(state, { scrubbing: true, playing: false }));
}

/** The dragged cursor follows the pointer (a track position), clamped to the video. */
export function scrubTo(state: EditorState, { px }: { px: number }): Result {
  return ok(withView(state, { cursor: timeAtPx(px, state.view.zoom, totalDuration(state.doc)) }));
}

export function endScrub(state: EditorState): Result {
  return ok(withView(state, { scrubbing: false }));
}

/** Zoom 1 to 6 (8 px per second at 6, half as many per step down). */
export function setZoom(state: EditorState, { zoom }: { zoom: number }): Result {
  return ok(withView(state, { zoom: clampZoom(zoom) }));
}

export function zoomIn(state: EditorState): Result {
  return setZoom(state, { zoom: Math.min(MAX_ZOOM, state.view.zoom + 1) });
}

export function zoomOut(state: EditorState): Result {
  return setZoom(state, { zoom: Math.max(MIN_ZOOM, state.view.zoom - 1) });
}

/** The player started or stopped (the binding keeps the two in step). */
export function setPlaying(state: EditorState, { playing }: { playing: boolean }): Result {
  return ok(withView(state, { playing: playing && !state.view.scrubbing }));
}

export function setSnapToCursor(state: EditorState, { snap }: { snap: boolean }): Result {
  return ok(withView(state, { snapToCursor: snap }));
}

/** Opens a tab of the media library panel; media tabs are disabled when media is read-only. */
export function setLibraryTab(state: EditorState, { tab }: { tab: LibraryTab }): Result {
  if (!capabilities(state).enabledTabs.includes(tab)) return refuse('media-read-only');
  return ok(withView(state, { libraryTab: tab }));
}
