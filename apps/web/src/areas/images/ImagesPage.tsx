// /images (doc 2 §2): one tab, Photo Collections, with an add button, the list (or the empty card)
// and the 'Upload Photos' and edit dialogs. Data and calls come from the route module.
import { Button, PhotoIcon, PlusIcon } from '@vendy/ui-kit';
import {
  AssetDialog,
  AssetPageFrame,
  EmptyUploadState,
  useAssetDialog,
} from '../../components/AssetListPage/AssetPageFrame';
import type { Loadable } from '../../lib/loadable';
import type { ImageCollection, PhotoActions } from './photoActions';
import { PhotoCollectionForm } from './PhotoCollectionForm';
import { PhotoCollectionList } from './PhotoCollectionList';

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
  const { dialog, open, close, done } = useAssetDialog<PhotoDialog>(initialDialog);
  const openUpload = () => open({ kind: 'upload' });
  const list = (
    <PhotoCollectionList
      collections={collections}
      onEdit={(collection) => open({ kind: 'edit', collection })}
      onDelete={actions.remove}
      emptyState={
        <EmptyUploadState
          picture={<PhotoIcon size={48} />}
          title="Upload your first photo collection!"
          uploadLabel="Upload Photos"
          onUpload={openUpload}
        />
      }
    />
  );

  return (
    <AssetPageFrame
      heading="Photos"
      action={
        <Button icon={<PlusIcon />} onPress={openUpload}>
          Add Photo Collection
        </Button>
      }
      tabs={{
        label: 'Photo lists',
        defaultTab: 'photo-collections',
        items: [{ id: 'photo-collections', title: 'Photo Collections', content: list }],
      }}
    >
      <AssetDialog
        title={dialog ? TITLES[dialog.kind] : null}
        size="lg"
        onClose={close}
        // Escape may not throw away chosen photos or an upload either; the form's Cancel closes it.
        isLocked
      >
        {dialog?.kind === 'upload' && (
          <PhotoCollectionForm
            initialFiles={dialog.files}
            loadInstagramPictures={actions.loadInstagramPictures}
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
            loadInstagramPictures={actions.loadInstagramPictures}
            onCancel={close}
            onSubmit={async (values, options) => {
              await actions.save(dialog.collection, values, options);
              done('Saved successfully.');
            }}
          />
        )}
      </AssetDialog>
    </AssetPageFrame>
  );
}
