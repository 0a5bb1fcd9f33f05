// 'Add' in the wizard's Media step: choose videos or photo collections with the shared pickers.
// The single-video family takes one item (choosing in one tab clears the other); the multi-video
// family takes any number, added in the order they were chosen.
import { useState } from 'react';
import type { ImageCollectionFieldsFragment, VideoFieldsFragment } from '@vendy/client/generated';
import { Button, Dialog, Tab, TabList, TabPanel, Tabs } from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import { ImageCollectionPicker, VideoPicker } from '../../pickers';
import type { ChosenMedia } from './layoutActions';
import { FormError } from '../../components/FormError';
import * as styles from './wizard.css';

export interface MediaLibrary {
  videos: Loadable<readonly VideoFieldsFragment[]>;
  imageCollections: Loadable<readonly ImageCollectionFieldsFragment[]>;
  /** checkAndUpdateVideoStatus, for PROCESSING videos (every 15 s). */
  onCheckStatus?: (videoId: string) => Promise<VideoFieldsFragment>;
}

export interface MediaChooserDialogProps {
  isOpen: boolean;
  onClose: () => void;
  multiple: boolean;
  library: MediaLibrary;
  /** Adds the chosen media; a rejection's message shows in the dialog, which stays open. */
  onAdd: (media: ChosenMedia[]) => Promise<void>;
}

/** Keeps the order in which ids were chosen. */
function ordered(previous: readonly string[], next: Set<string>): string[] {
  return [
    ...previous.filter((id) => next.has(id)),
    ...[...next].filter((id) => !previous.includes(id)),
  ];
}

export function MediaChooserDialog({
  isOpen,
  onClose,
  multiple,
  library,
  onAdd,
}: MediaChooserDialogProps) {
  const [chosen, setChosen] = useState<ChosenMedia[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const ids = (kind: ChosenMedia['kind']) => chosen.filter((c) => c.kind === kind).map((c) => c.id);

  const choose = (kind: ChosenMedia['kind'], keys: Set<string>) => {
    const titleOf = (id: string) => {
      const list =
        kind === 'video'
          ? library.videos.status === 'ready'
            ? library.videos.data
            : []
          : library.imageCollections.status === 'ready'
            ? library.imageCollections.data
            : [];
      return list.find((item) => item.id === id)?.title ?? '';
    };
    const picked = ordered(ids(kind), keys).map((id) => ({ kind, id, title: titleOf(id) }));
    setChosen((current) =>
      multiple ? [...current.filter((c) => c.kind !== kind), ...picked] : picked.slice(-1),
    );
  };

  const close = () => {
    setChosen([]);
    setError(null);
    onClose();
  };

  const add = async () => {
    setError(null);
    setAdding(true);
    try {
      await onAdd(chosen);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setAdding(false);
    }
  };

  const mode = multiple ? 'multiple' : 'single';
  return (
    <Dialog
      title="Add Media"
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      actions={
        <>
          <Button variant="secondary" onPress={close} isDisabled={adding}>
            Cancel
          </Button>
          <Button onPress={() => void add()} isDisabled={chosen.length === 0} isPending={adding}>
            {chosen.length > 1 ? `Add ${chosen.length} items` : 'Add'}
          </Button>
        </>
      }
    >
      <Tabs defaultSelectedKey="videos">
        <TabList aria-label="Media">
          <Tab id="videos">Videos</Tab>
          <Tab id="imageCollections">Photo Collections</Tab>
        </TabList>
        <TabPanel id="videos" className={styles.chooserPanel}>
          <VideoPicker
            videos={library.videos}
            selectionMode={mode}
            selectedKeys={new Set(ids('video'))}
            onSelectionChange={(keys) => choose('video', keys)}
            onCheckStatus={library.onCheckStatus}
          />
        </TabPanel>
        <TabPanel id="imageCollections" className={styles.chooserPanel}>
          <ImageCollectionPicker
            collections={library.imageCollections}
            selectionMode={mode}
            selectedKeys={new Set(ids('imageCollection'))}
            onSelectionChange={(keys) => choose('imageCollection', keys)}
          />
        </TabPanel>
      </Tabs>
      <FormError align="center" message={error} />
    </Dialog>
  );
}
