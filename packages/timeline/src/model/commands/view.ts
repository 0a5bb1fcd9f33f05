/**
 * View commands: cursor, zoom, playback and the library tab. They never make an undo step, and
 * they work in read-only mode too (looking is always allowed).
 */
import { MAX_ZOOM, MIN_ZOOM, clampTime, clampZoom, timeAtPx, type ZoomSetting } from '../geometry';
import { ok, refuse, type CommandResult } from '../result';
import { capabilities, currentZoom, totalDuration } from '../selectors';
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
  return ok(
    withView(state, { cursor: timeAtPx(px, currentZoom(state), totalDuration(state.doc)) }),
  );
}

export function endScrub(state: EditorState): Result {
  return ok(withView(state, { scrubbing: false }));
}

/** Zoom 1 to 6 (8 px per second at 6, half as many per step down), or 'fit'. */
export function setZoom(state: EditorState, { zoom }: { zoom: ZoomSetting }): Result {
  return ok(withView(state, { zoom: zoom === 'fit' ? 'fit' : clampZoom(zoom) }));
}

/** The next step in from the current zoom ('fit' is between steps, or past 6 for short videos). */
export function zoomInStep(state: EditorState): number {
  const level = currentZoom(state);
  return Math.min(MAX_ZOOM, state.view.zoom === 'fit' ? Math.floor(level + 1e-9) + 1 : level + 1);
}

/** The next step out from the current zoom. */
export function zoomOutStep(state: EditorState): number {
  const level = currentZoom(state);
  return Math.max(MIN_ZOOM, state.view.zoom === 'fit' ? Math.ceil(level - 1e-9) - 1 : level - 1);
}

/** Zooms in one step; from 'fit' to the first step closer than it (none past 6). */
export function zoomIn(state: EditorState): Result {
  const step = Math.max(MIN_ZOOM, zoomInStep(state));
  return step > currentZoom(state) ? setZoom(state, { zoom: step }) : ok(state);
}

/** Zooms out one step; from 'fit' to the first step farther than it (none before 1). */
export function zoomOut(state: EditorState): Result {
  const step = Math.min(MAX_ZOOM, zoomOutStep(state));
  return step < currentZoom(state) ? setZoom(state, { zoom: step }) : ok(state);
}

/** The visible track was measured (a fit zoom follows its width). */
export function setViewportWidth(state: EditorState, { width }: { width: number }): Result {
  return ok(withView(state, { viewportWidth: Math.max(0, Math.round(width)) }));
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
