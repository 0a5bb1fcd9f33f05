// /audios (doc 2 §2): the 'Audios' tab with an Add Audio button, the list (or the empty card) and
// the upload and edit dialogs. Data and calls come from the route module.
import { AudioIcon, Button, PlusIcon } from '@vendy/ui-kit';
import {
  AssetDialog,
  AssetPageFrame,
  EmptyUploadState,
  useAssetDialog,
} from '../../components/AssetListPage/AssetPageFrame';
import type { Loadable } from '../../lib/loadable';
import type { Audio, AudioActions } from './audioActions';
import { AudioList } from './AudioList';
import { EditAudioForm } from './EditAudioForm';
import { UploadAudioForm } from './UploadAudioForm';

export type AudioDialog = { kind: 'upload' } | { kind: 'edit'; audio: Audio };

export interface AudiosPageProps {
  audios: Loadable<readonly Audio[]>;
  actions: AudioActions;
  /** Hides Add Audio, edit and delete. */
  readOnly?: boolean;
  /** A dialog open from the start (stories). */
  initialDialog?: AudioDialog | null;
  /** Reads a file's duration; injected in stories and tests. */
  readDuration?: (file: File) => Promise<number>;
}

const TITLES: Record<AudioDialog['kind'], string> = {
  upload: 'Upload Audio',
  edit: 'Edit Audio',
};

export function AudiosPage({
  audios,
  actions,
  readOnly = false,
  initialDialog = null,
  readDuration,
}: AudiosPageProps) {
  const { dialog, open, close, done } = useAssetDialog<AudioDialog>(initialDialog);
  const openUpload = () => open({ kind: 'upload' });
  const list = (
    <AudioList
      audios={audios}
      readOnly={readOnly}
      onEdit={(audio) => open({ kind: 'edit', audio })}
      onDelete={actions.remove}
      emptyState={
        <EmptyUploadState
          picture={<AudioIcon size={48} />}
          title="Upload your first audio file!"
          uploadLabel="Upload Audio"
          onUpload={openUpload}
        />
      }
    />
  );

  return (
    <AssetPageFrame
      heading="Audio"
      action={
        !readOnly && (
          <Button icon={<PlusIcon />} onPress={openUpload}>
            Add Audio
          </Button>
        )
      }
      tabs={{
        label: 'Audio lists',
        defaultTab: 'audios',
        items: [{ id: 'audios', title: 'Audios', content: list }],
      }}
    >
      <AssetDialog
        title={dialog ? TITLES[dialog.kind] : null}
        size="md"
        onClose={close}
        // Escape must not throw away a running upload.
        isLocked={dialog?.kind === 'upload'}
      >
        {dialog?.kind === 'upload' && (
          <UploadAudioForm
            readDuration={readDuration}
            onCancel={close}
            onUpload={async (values, options) => {
              await actions.upload(values, options);
              done('Audio uploaded successfully.');
            }}
          />
        )}
        {dialog?.kind === 'edit' && (
          <EditAudioForm
            audio={dialog.audio}
            onCancel={close}
            onSave={async (values) => {
              await actions.save(dialog.audio, values);
              done('Saved successfully.');
            }}
          />
        )}
      </AssetDialog>
    </AssetPageFrame>
  );
}
