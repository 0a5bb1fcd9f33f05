import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  applySaved,
  canRedo,
  canUndo,
  capabilities,
  isDirty,
  saveRefusal,
  segmentAt,
  type EditorState,
  type Refusal,
  type SavedTimeline,
} from '../../model';
import type { TimelineCatalog } from '../dnd/catalog';
import { TimelineDnd } from '../dnd/TimelineDnd';
import { ExperimentForm } from '../ExperimentForm';
import { useTimelineSelector, useTimelineState, useTimelineStateIgnoring } from '../hooks';
import { MediaLibrary, type LibraryData } from '../MediaLibrary';
import { PlacementChoiceDialog, PlacementChooser } from '../PlacementChooser';
import type { TimelineStore } from '../store';
import { Timeline } from '../Timeline';
import { ZoomControl } from '../ZoomControl';
import { catalogFromLibrary } from './catalog';
import { DiscardDialog } from './DiscardDialog';
import { PlainButton, type EditorButtonComponent } from './EditorButton';
import { PREVIEW_MAX_HEIGHT } from '../PlayerPreview/PlayerPreview.css';
import * as styles from './Editor.css';

// The side panels subscribe to the store themselves and skip what only moves the view (zoom,
// playhead, drags): the editor's own re-renders pass them by.
const LibraryPanel = memo(MediaLibrary);
const Placements = memo(PlacementChooser);
const Experiment = memo(ExperimentForm);
const ChoiceDialog = memo(PlacementChoiceDialog);

export const SAVE_SUCCESS_MESSAGE = 'Placement saved successfully.';
/** Doc 3 §8: the fallback when a save fails without a message of the server. */
export const SAVE_FALLBACK_MESSAGE = 'Error saving placement data.';

export type SaveOutcome = { ok: true; saved?: SavedTimeline } | { ok: false; message: string };

/** Where messages go: e.g. `@vendy/ui-kit`'s `toasts`; without one the editor shows them itself. */
export interface EditorNotifier {
  success(message: string): unknown;
  error(message: string): unknown;
}

export interface EditorProps {
  store: TimelineStore;
  /** The media library panel's lists. */
  library: LibraryData;
  /** The shoppable video's title, shown in the toolbar. */
  title: string;
  /**
   * Saves the state (e.g. with `saveTimeline`). Answer `saved` to have the editor record the
   * server's ids (`applySaved`) and become clean; a failure's message is shown.
   */
  onSave(state: EditorState): Promise<SaveOutcome>;
  /** Close; with unsaved changes only once 'Discard unsaved changes?' is answered 'Discard'. */
  onClose(): void;
  /** The preview player (e.g. `@vendy/player/react`'s Player in preview mode, analytics off). */
  preview?: ReactNode;
  /** Playback must stop: the cursor was grabbed or media is dragged (pause the preview). */
  onPause?: () => void;
  /** Titles and pictures of products and collections; by default looked up in `library`. */
  catalog?: TimelineCatalog;
  notify?: EditorNotifier;
  /** The toolbar's buttons (e.g. the app's design-system button); plain buttons by default. */
  Button?: EditorButtonComponent;
  /** Width over height of the still preview shown without `preview` (9 / 16 for portrait). */
  aspectRatio?: number;
}

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && target.type !== 'range' && target.type !== 'checkbox'
  );
}

/** Keyboard undo and redo: Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y (text fields keep their own). */
function useUndoKeys(store: TimelineStore) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTextField(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) store.undo();
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && event.ctrlKey)) store.redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store]);
}

/** Calls `onPause` whenever the model stops playback (scrubbing, dragging media). */
function usePauseBinding(store: TimelineStore, onPause: (() => void) | undefined) {
  const latest = useRef(onPause);
  useLayoutEffect(() => {
    latest.current = onPause;
  });
  useEffect(() => {
    let playing = store.getState().view.playing;
    return store.subscribe(() => {
      const now = store.getState().view.playing;
      if (playing && !now) latest.current?.();
      playing = now;
    });
  }, [store]);
}

/** What the preview shows without a player: the picture of the segment under the cursor. */
function StillPreview({ store, aspectRatio }: { store: TimelineStore; aspectRatio: number }) {
  const state = useTimelineState(store);
  const span = segmentAt(state.doc, state.view.cursor);
  const src = span?.segment.media.thumbnailUrl;
  return (
    <div
      className={styles.still}
      style={{
        aspectRatio: String(aspectRatio),
        width: `min(100%, calc(${PREVIEW_MAX_HEIGHT} * ${aspectRatio}))`,
      }}
    >
      {src ? <img className={styles.stillImage} src={src} alt="" /> : null}
      <span className={styles.stillCaption}>
        {span ? (span.segment.title ?? span.segment.media.title) : 'Nothing to preview yet'}
      </span>
    </div>
  );
}

/**
 * The full-screen timeline editor (doc 3 §2): toolbar, preview, timeline, media library panel,
 * placement chooser and experiment form, in one drag-and-drop context. Every change is a model
 * command on `store`; one gesture is one undo step.
 */
export function Editor({
  store,
  library,
  title,
  onSave,
  onClose,
  preview,
  onPause,
  catalog,
  notify,
  Button = PlainButton,
  aspectRatio = 16 / 9,
}: EditorProps) {
  // The editor's frame reads no zoom, playhead or drag: those re-render the timeline, the zoom
  // control and the preview only.
  const state = useTimelineStateIgnoring(store);
  const undoable = useTimelineSelector(store, canUndo);
  const redoable = useTimelineSelector(store, canRedo);
  const caps = capabilities(state);
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(
    null,
  );
  const lookup = useMemo(() => catalog ?? catalogFromLibrary(library), [catalog, library]);
  useUndoKeys(store);
  usePauseBinding(store, onPause);

  const tell = useCallback(
    (tone: 'success' | 'error', text: string) => {
      if (notify) notify[tone](text);
      else setStatus({ tone, text });
    },
    [notify],
  );

  const onRefusal = useCallback((refusal: Refusal) => {
    setStatus({ tone: 'info', text: refusal.message });
  }, []);

  const save = async () => {
    const refusal = saveRefusal(store.getState());
    if (refusal) {
      setShowErrors(true);
      tell('error', refusal.message);
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const outcome = await onSave(store.getState());
      if (outcome.ok) {
        if (outcome.saved) store.replace(applySaved(store.getState(), outcome.saved));
        tell('success', SAVE_SUCCESS_MESSAGE);
      } else {
        tell('error', outcome.message || SAVE_FALLBACK_MESSAGE);
      }
    } catch (error) {
      tell(
        'error',
        error instanceof Error && error.message ? error.message : SAVE_FALLBACK_MESSAGE,
      );
    } finally {
      setSaving(false);
    }
  };

  const canSave = caps.canSave && !saving && isDirty(state);
  const [confirmingClose, setConfirmingClose] = useState(false);
  // Unsaved changes are not lost without asking (read-only editors have none to lose).
  const requestClose = () => {
    const now = store.getState();
    if (!now.mode.readOnly && isDirty(now)) setConfirmingClose(true);
    else onClose();
  };

  return (
    <TimelineDnd store={store} catalog={lookup} onRefusal={onRefusal}>
      <div className={styles.shell}>
        <header className={styles.toolbar}>
          <h1 className={styles.title}>{title}</h1>
          {state.mode.readOnly ? <span className={styles.mode}>Read-only</span> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onPress={() => store.undo()}
              isDisabled={!undoable}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              Undo
            </Button>
            <Button
              variant="secondary"
              onPress={() => store.redo()}
              isDisabled={!redoable}
              aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            >
              Redo
            </Button>
            <ZoomControl store={store} />
            <Button
              variant="primary"
              onPress={() => void save()}
              isDisabled={!canSave}
              isPending={saving}
            >
              {saving ? 'Saving…' : 'Save'}
            </Button>
            <Button variant="secondary" onPress={requestClose}>
              Close
            </Button>
          </div>
        </header>
        <div
          className={styles.status}
          role="status"
          aria-label="Editor messages"
          aria-live="polite"
          data-tone={status?.tone}
        >
          {status?.text}
        </div>
        <div className={styles.body}>
          <div className={styles.main}>
            <section className={styles.preview} aria-label="Preview">
              {preview ?? <StillPreview store={store} aspectRatio={aspectRatio} />}
            </section>
            <section className={styles.placements} aria-label="Product placements">
              <Placements store={store} />
              <Experiment store={store} showAllErrors={showErrors} />
            </section>
          </div>
          <aside className={styles.library}>
            <LibraryPanel store={store} data={library} aria-label="Media library" />
          </aside>
        </div>
        <section className={styles.timeline} aria-label="Timeline">
          <Timeline />
        </section>
      </div>
      <ChoiceDialog store={store} />
      <DiscardDialog
        isOpen={confirmingClose}
        onKeep={() => setConfirmingClose(false)}
        onDiscard={() => {
          setConfirmingClose(false);
          onClose();
        }}
      />
    </TimelineDnd>
  );
}
