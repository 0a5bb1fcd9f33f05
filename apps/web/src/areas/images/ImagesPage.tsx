// /images (doc 2 §2): one tab, Photo Collections, with an add button, the list (or the empty card)
// and the 'Upload Photos' and edit dialogs. Data and calls come from the route module.
import { useState } from 'react';
import {
  Button,
  Dialog,
  EmptyState,
  PhotoIcon,
  PlusIcon,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  toasts,
  UploadIcon,
} from '@vendy/ui-kit';
import type { Loadable } from '../../lib/loadable';
import type { ImageCollection, PhotoActions } from './photoActions';
import { PhotoCollectionForm } from './PhotoCollectionForm';
import { PhotoCollectionList } from './PhotoCollectionList';
import * as styles from './images.css';

export type PhotoDialog =
  { kind: 'upload'; files?: readonly File[] } | { kind: 'edit'; collection: ImageCollection };

export interface ImagesPageProps {
  collections: Loadable<readonly ImageCollection[]>;
  actions: PhotoActions;
  /** A dialog open from the start (stories). */
  initialDialog?: PhotoDialog | null;
}

const TITLES: Record<PhotoDialog['kind'], string> = {
  upload: 'Upload Photos',
  edit: 'Edit Photo Collection',
};

export function ImagesPage({ collections, actions, initialDialog = null }: ImagesPageProps) {
  const [dialog, setDialog] = useState<PhotoDialog | null>(initialDialog);
  const close = () => setDialog(null);
  const done = (message: string) => {
    toasts.success(message);
    close();
  };
  const openUpload = () => setDialog({ kind: 'upload' });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>Photos</h1>
        <Button icon={<PlusIcon />} onPress={openUpload}>
          Add Photo Collection
        </Button>
      </div>
      <Tabs defaultSelectedKey="photo-collections">
        <TabList aria-label="Photo lists">
          <Tab id="photo-collections">Photo Collections</Tab>
        </TabList>
        <TabPanel id="photo-collections" className={styles.panel}>
          <PhotoCollectionList
            collections={collections}
            onEdit={(collection) => setDialog({ kind: 'edit', collection })}
            onDelete={actions.remove}
            emptyState={
              <EmptyState
                picture={<PhotoIcon size={48} />}
                title="Upload your first photo collection!"
                action={
                  <Button icon={<UploadIcon />} onPress={openUpload}>
                    Upload Photos
                  </Button>
                }
              />
            }
          />
        </TabPanel>
      </Tabs>
      <Dialog
        title={dialog ? TITLES[dialog.kind] : ''}
        size="lg"
        isOpen={dialog !== null}
        onOpenChange={(open) => !open && close()}
        // Neither a click beside the dialog nor Escape may throw away chosen photos or an upload;
        // the form's Cancel closes it.
        isDismissable={false}
        isKeyboardDismissDisabled
        hideCloseButton
      >
        {dialog?.kind === 'upload' && (
          <PhotoCollectionForm
            initialFiles={dialog.files}
            onCancel={close}
            onSubmit={async (values, options) => {
              await actions.create(values, options);
              done('Images uploaded successfully.');
            }}
          />
        )}
        {dialog?.kind === 'edit' && (
          <PhotoCollectionForm
            collection={dialog.collection}
            onCancel={close}
            onSubmit={async (values, options) => {
              await actions.save(dialog.collection, values, options);
              done('Saved successfully.');
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
