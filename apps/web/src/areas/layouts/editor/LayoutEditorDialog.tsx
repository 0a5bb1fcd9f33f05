// 'Customize' (doc 3 §2): the full-screen timeline editor over the wizard for one shoppable video.
// It loads the video, its experiment and the group's strategies, builds the editor state, and
// saves in the order of the model's save plan (upsertVirtualVideo, upsertStrategy for each new or
// changed placement, upsertExperiment), with 'Placement saved successfully.' or the spec's errors.
import { useMemo, useState } from 'react';
import type { LayoutType } from '@vendy/client/generated';
import { Dialog as RACDialog, Modal, ModalOverlay } from 'react-aria-components';
import { fromServer, saveTimeline, type EditorState } from '@vendy/timeline';
import {
  createTimelineStore,
  Editor,
  PlayerPreview,
  type EditorButtonProps,
  type SaveOutcome,
} from '@vendy/timeline/react';
import { Button, toasts } from '@vendy/ui-kit';
import { request } from '../../../lib/api';
import type { Loadable } from '../../../lib/loadable';
import { useRemote } from '../../../lib/useRemote';
import { FormError } from '../../../components/FormError';
import { loadTimeline, previewSources, saveApi, type EditorTimeline } from './editorData';
import { useEditorLibrary, type EditorLibrary } from './useEditorLibrary';
import * as styles from './editor.css';

export interface LayoutEditorDialogProps {
  virtualVideoId: string;
  /** The media item's title (names the dialog while it loads). */
  title: string;
  onClose: () => void;
  /** Opens the editor read-only (save disabled, no drops). */
  readOnly?: boolean;
  /** The layout the video plays in: its shape is the preview's (portrait types are 9:16). */
  layoutType?: LayoutType | null;
}

/** Layout types whose player is portrait (doc 3: the portrait family); the others are 16:9. */
const PORTRAIT_TYPES: readonly LayoutType[] = [
  'PORTRAIT',
  'PORTRAIT_CAROUSEL',
  'PORTRAIT_COVERFLOW',
];

/** The preview's width over its height for a layout type. */
export function previewAspectRatio(type: LayoutType | null | undefined): number {
  return type && PORTRAIT_TYPES.includes(type) ? 9 / 16 : 16 / 9;
}

function useTimeline(virtualVideoId: string): Loadable<EditorTimeline> {
  return useRemote(virtualVideoId, () => loadTimeline(request, virtualVideoId), {
    keepPrevious: true,
  }).state;
}

export function LayoutEditorDialog({
  virtualVideoId,
  title,
  onClose,
  readOnly = false,
  layoutType = null,
}: LayoutEditorDialogProps) {
  const timeline = useTimeline(virtualVideoId);
  const library = useEditorLibrary();
  return (
    <ModalOverlay isOpen isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <RACDialog aria-label={`Customize ${title}`} className={styles.dialog}>
          {timeline.status === 'ready' ? (
            <LoadedEditor
              loaded={timeline.data}
              library={library}
              readOnly={readOnly}
              aspectRatio={previewAspectRatio(layoutType)}
              onClose={onClose}
            />
          ) : (
            <div className={styles.waiting}>
              {timeline.status === 'loading' ? (
                <p role="status">Loading editor…</p>
              ) : (
                <FormError align="center" message={timeline.message} />
              )}
              <Button variant="secondary" onPress={onClose}>
                Close
              </Button>
            </div>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The editor's toolbar buttons are the app's buttons. */
function KitButton({ variant, children, ...rest }: EditorButtonProps) {
  return (
    <Button variant={variant} size="sm" {...rest}>
      {children}
    </Button>
  );
}

function LoadedEditor({
  loaded,
  library,
  readOnly,
  aspectRatio,
  onClose,
}: {
  loaded: EditorTimeline;
  library: EditorLibrary;
  readOnly: boolean;
  aspectRatio: number;
  onClose: () => void;
}) {
  const [store] = useState(() => createTimelineStore(fromServer(loaded, { mode: { readOnly } })));
  const api = useMemo(() => saveApi(request), []);
  const preview = useMemo(
    () => previewSources(loaded.virtualVideo, library.lists),
    [loaded.virtualVideo, library.lists],
  );
  const onSave = async (state: EditorState): Promise<SaveOutcome> => {
    const outcome = await saveTimeline(state, api);
    return outcome.ok
      ? { ok: true, saved: outcome.saved }
      : { ok: false, message: outcome.message };
  };
  return (
    <Editor
      store={store}
      library={library.library}
      title={store.getState().doc.title}
      onSave={onSave}
      onClose={onClose}
      notify={toasts}
      Button={KitButton}
      aspectRatio={aspectRatio}
      preview={
        <PlayerPreview
          store={store}
          media={preview.media}
          shopData={preview.shopData}
          aspectRatio={aspectRatio}
        />
      }
    />
  );
}
