// /audios (doc 2 §2): the 'Audios' tab with an Add Audio button, the list (or the empty card) and
// the upload and edit dialogs. Data and calls come from the route module.
import { useState } from 'react';
import {
  AudioIcon,
  Button,
  Dialog,
  EmptyState,
  PlusIcon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toasts,
  UploadIcon,
} from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import type { Audio, AudioActions } from './audioActions';
import { AudioList } from './AudioList';
import { EditAudioForm } from './EditAudioForm';
import { UploadAudioForm } from './UploadAudioForm';
import * as styles from './audio.css';

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
  const [dialog, setDialog] = useState<AudioDialog | null>(initialDialog);
  const close = () => setDialog(null);
  const done = (message: string) => {
    toasts.success(message);
    close();
  };
  const openUpload = () => setDialog({ kind: 'upload' });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>Audio</h1>
        {!readOnly && (
          <Button icon={<PlusIcon />} onPress={openUpload}>
            Add Audio
          </Button>
        )}
      </div>
      <Tabs defaultSelectedKey="audios">
        <TabList aria-label="Audio lists">
          <Tab id="audios">Audios</Tab>
        </TabList>
        <TabPanel id="audios" className={styles.panel}>
          <AudioList
            audios={audios}
            readOnly={readOnly}
            onEdit={(audio) => setDialog({ kind: 'edit', audio })}
            onDelete={actions.remove}
            emptyState={
              <EmptyState
                picture={<AudioIcon size={48} />}
                title="Upload your first audio file!"
                action={
                  <Button icon={<UploadIcon />} onPress={openUpload}>
                    Upload Audio
                  </Button>
                }
              />
            }
          />
        </TabPanel>
      </Tabs>
      <Dialog
        title={dialog ? TITLES[dialog.kind] : ''}
        size="md"
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && close()}
        // A click beside the dialog must not throw away a form or a running upload.
        isDismissable={false}
        isKeyboardDismissDisabled={dialog?.kind === 'upload'}
        hideCloseButton={dialog?.kind === 'upload'}
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
      </Dialog>
    </div>
  );
}
