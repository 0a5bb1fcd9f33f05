/** Creating editor states and the small helpers every command shares. */
import { clampTime, clampZoom, type ZoomSetting } from './geometry';
import { refuse, type Refusal } from './result';
import { competingPlacements, totalDuration } from './selectors';
import type { EditorMode, EditorState, EditorView, ServerState, TimelineDocument } from './types';

/** The editor opens with the whole video in view. */
export const DEFAULT_ZOOM: ZoomSetting = 'fit';

export function emptyDocument(title = ''): TimelineDocument {
  return { title, segments: [], strategies: [], experiment: { title, entries: [] }, seq: 0 };
}

export interface CreateEditorOptions {
  doc?: TimelineDocument;
  mode?: Partial<EditorMode>;
  view?: Partial<EditorView>;
  server?: Partial<Omit<ServerState, 'saved'>>;
}

/**
 * A new editor state. The library panel opens on Videos, or on Products when media is read-only;
 * with a single competing placement it is the one edited.
 */
export function createEditorState(options: CreateEditorOptions = {}): EditorState {
  const doc = options.doc ?? emptyDocument();
  const mode: EditorMode = {
    readOnly: options.mode?.readOnly ?? false,
    readOnlyMedia: options.mode?.readOnlyMedia ?? false,
  };
  const view: EditorView = {
    cursor: 0,
    zoom: DEFAULT_ZOOM,
    viewportWidth: 0,
    playing: false,
    scrubbing: false,
    activeStrategyKey: null,
    dragging: null,
    snapToCursor: true,
    libraryTab: mode.readOnlyMedia ? 'products' : 'videos',
    ...options.view,
  };
  const server: ServerState = {
    virtualVideoId: null,
    experimentId: null,
    segmentIds: {},
    strategyIds: {},
    entryIds: {},
    assignmentIds: {},
    ...options.server,
    saved: doc,
  };
  return settleView({
    doc,
    view: { ...view, zoom: view.zoom === 'fit' ? 'fit' : clampZoom(view.zoom) },
    mode,
    server,
  });
}

/** A fresh key for something the merchant adds, and the document with its counter moved on. */
export function nextKey(doc: TimelineDocument): [string, TimelineDocument] {
  const seq = doc.seq + 1;
  return [`new:${seq}`, { ...doc, seq }];
}

/** Refusal when the editor is read-only, or (for media) when media is read-only. */
export function guardEdit(state: EditorState, scope: 'media' | 'placements'): Refusal | null {
  if (state.mode.readOnly) return refuse('read-only');
  if (scope === 'media' && state.mode.readOnlyMedia) return refuse('media-read-only');
  return null;
}

/**
 * Keeps the view consistent with the document after any change, undo and redo included: the
 * cursor within the video, the chosen placement one that still competes (or the only one).
 */
export function settleView(state: EditorState): EditorState {
  const cursor = clampTime(state.view.cursor, totalDuration(state.doc));
  const placements = competingPlacements(state.doc);
  const stillThere = placements.some((p) => p.strategy.key === state.view.activeStrategyKey);
  const activeStrategyKey = stillThere
    ? state.view.activeStrategyKey
    : placements.length === 1
      ? placements[0]!.strategy.key
      : null;
  if (cursor === state.view.cursor && activeStrategyKey === state.view.activeStrategyKey) {
    return state;
  }
  return { ...state, view: { ...state.view, cursor, activeStrategyKey } };
}

/** The state with a new document, its view settled. */
export function withDoc(state: EditorState, doc: TimelineDocument): EditorState {
  return settleView({ ...state, doc });
}
