/** An editor in a known state for component tests and stories (not part of the package's API). */
import {
  addAudio,
  addSegment,
  addStatic,
  addCompetingPlacement,
  addTimed,
  createEditorState,
  setEntryPercentage,
  setOverlay,
  updateOverlay,
  emptyDocument,
  type EditorMode,
  type EditorState,
  type EditorView,
} from '../../model';
import { fullLibrary, libraryVideo, picture } from '../MediaLibrary/fixtures';

function must(result: { ok: true; state: EditorState } | { ok: false; message: string }) {
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

export interface SeedOptions {
  /** Segment lengths in seconds. */
  segments?: number[];
  /** Segment indexes with an audio item. */
  audioOn?: number[];
  /** Start times of timed products. */
  timed?: number[];
  /** Static product collections (ids of the library's collections). */
  statics?: string[];
  /** Segment indexes with a photo overlay. */
  overlayOn?: number[];
  /** Segment indexes whose video is still processing (as loaded from the server). */
  processing?: number[];
  /** Adds a second competing placement; none is chosen when the editor opens. */
  competing?: boolean;
  mode?: Partial<EditorMode>;
  view?: Partial<EditorView>;
}

/** A clean editor state (as if loaded): Save starts disabled. */
export function seededState({
  segments = [30, 20],
  audioOn = [],
  timed = [],
  statics = [],
  overlayOn = [],
  processing = [],
  competing = false,
  mode = {},
  view = {},
}: SeedOptions = {}): EditorState {
  const library = fullLibrary();
  let state = createEditorState({
    doc: emptyDocument('Summer lookbook'),
    view: { snapToCursor: false },
  });
  segments.forEach((duration, i) => {
    state = must(
      addSegment(state, { media: { ...libraryVideo(i + 10), duration, title: `Clip ${i + 1}` } }),
    );
  });
  for (const i of audioOn) {
    const key = state.doc.segments[i]!.key;
    state = must(addAudio(state, { segmentKey: key, audio: library.audios[i]! }));
  }
  timed.forEach((time, i) => {
    const product = library.products[i % library.products.length]!;
    state = must(
      addTimed(state, {
        target: { kind: 'product', productId: product.id },
        time,
        name: product.title,
      }),
    );
  });
  for (const id of statics) {
    const collection = library.productCollections.find((c) => c.id === id)!;
    state = must(addStatic(state, { productCollectionId: id, name: collection.title }));
  }
  for (const i of overlayOn) {
    const key = state.doc.segments[i]!.key;
    state = must(setOverlay(state, { segmentKey: key, image: library.imageCollections[i]! }));
    state = must(
      updateOverlay(state, { segmentKey: key, changes: { overlayStart: 20, overlayEnd: 70 } }),
    );
  }
  if (competing) {
    state = must(addCompetingPlacement(state, { title: 'Placement 2' }));
    const [first, second] = state.doc.experiment.entries;
    state = must(setEntryPercentage(state, { entryKey: first!.key, text: '50' }));
    state = must(setEntryPercentage(state, { entryKey: second!.key, text: '50' }));
  }
  const loaded = state.doc.segments.map((segment, i) =>
    processing.includes(i) && segment.media.kind === 'video'
      ? { ...segment, media: { ...segment.media, status: 'PROCESSING' as const } }
      : segment,
  );
  return createEditorState({
    doc: { ...state.doc, segments: loaded },
    mode,
    // Component tests lay tracks out at zoom 6 (8 px per second) unless they ask for 'fit'.
    view: { snapToCursor: false, zoom: 6, ...view },
  });
}

export { fullLibrary, picture };
