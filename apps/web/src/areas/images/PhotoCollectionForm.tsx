// The 'Upload Photos' form and the edit form of a photo collection (doc 2 §2, §5): a title and
// photos, dropped or chosen (files that are not images are skipped), shown as previews in an order
// the user sets by dragging with a pointer or the keyboard, each removable. While the photos go up a
// progress bar shows how many are stored. With an Instagram account connected, 'Add from Instagram'
// adds synced pictures to the same list (sorted and removed like the others).
import { useId, useState } from 'react';
import { photoCollectionSchema } from '@vendy/client/validation';
import { TextField } from '@vendy/ui-kit';
import { UploadFormShell } from '../../components/UploadForm/UploadFormShell';
import { useYupForm } from '../../forms/useYupForm';
import type { FormImage } from '../products/affiliateSave';
import { ImageSorter } from '../products/ImageSorter';
import type {
  ImageCollection,
  PhotoCollectionValues,
  PhotoItem,
  UploadOptions,
  UploadProgress,
} from './photoActions';
import { useObjectUrls } from './useObjectUrls';
import { AddFromInstagram } from './AddFromInstagram';
import type { InstagramPicture, LoadInstagramPictures } from './instagramPictures';
import * as styles from './images.css';

export interface PhotoCollectionFormProps {
  /** The collection being edited; none for a new one ('Upload Photos'). */
  collection?: ImageCollection;
  /** Saves; reports progress; rejects with the message to show. */
  onSubmit: (values: PhotoCollectionValues, options: UploadOptions) => Promise<void>;
  onCancel: () => void;
  /** Files already chosen when the form opens (stories). */
  initialFiles?: readonly File[];
  /** The group's synced Instagram pictures; without it (no account) there is no Instagram button. */
  loadInstagramPictures?: LoadInstagramPictures;
  /** The Instagram dialog open from the start (stories). */
  instagramOpen?: boolean;
}

const PHASE_TEXT: Record<UploadProgress['phase'], string> = {
  preparing: 'Preparing upload…',
  uploading: 'Uploading photos…',
  saving: 'Saving photo collection…',
};

let nextPhotoId = 0;

/**
 * The collection's photos as form pictures; their sortable ids map back to image ids, and those of
 * Instagram pictures to the post's Instagram id.
 */
function savedPhotos(collection: ImageCollection | undefined) {
  const imageIds = new Map<string, string>();
  const instagramIds = new Map<string, string>();
  const photos: FormImage[] = (collection?.items ?? []).map((item) => {
    const id = `saved-${item.rank}-${item.imageId}`;
    imageIds.set(id, item.imageId);
    if (item.image.source === 'INSTAGRAM' && item.image.sourceId) {
      instagramIds.set(id, item.image.sourceId);
    }
    return {
      id,
      src: item.image.imageUrl,
      kind: 'saved',
      imageUrl: item.image.imageUrl,
      thumbnailUrl: item.image.imageUrl,
    };
  });
  return { photos, imageIds, instagramIds };
}

/** Instagram pictures added in the form, by their sortable id. */
type AddedPictures = ReadonlyMap<string, InstagramPicture>;

function progressValue(progress: UploadProgress): number {
  if (progress.phase === 'saving') return 100;
  return progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
}

export function PhotoCollectionForm({
  collection,
  onSubmit,
  onCancel,
  initialFiles = [],
  loadInstagramPictures,
  instagramOpen = false,
}: PhotoCollectionFormProps) {
  const hintId = useId();
  // The form keeps the collection it opened with (a list refresh must not reset the photos).
  const [saved] = useState(() => savedPhotos(collection));
  const previewOf = useObjectUrls();
  const toPhotos = (files: readonly File[]): FormImage[] =>
    files.map((file) => {
      nextPhotoId += 1;
      return { id: `new-${nextPhotoId}`, src: previewOf(file), kind: 'new', file };
    });

  const [added, setAdded] = useState<AddedPictures>(new Map());
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [initialValues] = useState(() => ({
    title: collection?.title ?? '',
    photos: [...saved.photos, ...toPhotos(initialFiles)],
  }));
  const form = useYupForm(photoCollectionSchema, initialValues, async (values) => {
    const photos = (values.photos as FormImage[]).map((photo): PhotoItem => {
      if (photo.kind === 'new') return { kind: 'new', id: photo.id, file: photo.file };
      const picture = added.get(photo.id);
      if (picture) return { kind: 'instagram', mediaId: picture.id };
      return { kind: 'saved', imageId: saved.imageIds.get(photo.id) ?? photo.id };
    });
    try {
      await onSubmit({ title: values.title, photos }, { onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  });
  const { setValue } = form;
  const photos = (form.values.photos ?? []) as FormImage[];
  const isBusy = form.isSubmitting;
  const photosError = photos.length === 0 ? form.errors.photos : undefined;
  // The posts the list shows now: the dialog does not offer them again.
  const shownPosts = new Set(
    photos.flatMap((photo) => {
      const externalId = added.get(photo.id)?.externalId ?? saved.instagramIds.get(photo.id);
      return externalId ? [externalId] : [];
    }),
  );
  const addPictures = (pictures: readonly InstagramPicture[]) => {
    const next = new Map(added);
    const fresh = pictures.map((picture): FormImage => {
      nextPhotoId += 1;
      const id = `instagram-${nextPhotoId}`;
      next.set(id, picture);
      const url = picture.imageUrl;
      return { id, src: url, kind: 'saved', imageUrl: url, thumbnailUrl: url };
    });
    setAdded(next);
    setValue('photos', [...photos, ...fresh]);
  };

  return (
    <UploadFormShell
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-label={collection ? 'Edit Photo Collection' : 'Upload Photos'}
      progress={
        progress && {
          label: PHASE_TEXT[progress.phase],
          value: progressValue(progress),
          valueLabel:
            progress.phase === 'uploading'
              ? `${progress.done} of ${progress.total} photos uploaded`
              : undefined,
        }
      }
      error={form.formError}
      onCancel={onCancel}
      isCancelDisabled={isBusy}
      submitLabel={collection ? 'Save' : 'Upload'}
      isPending={isBusy}
    >
      <TextField label="Title" isRequired isDisabled={isBusy} {...form.field('title')} />
      <fieldset className={styles.photos} aria-describedby={hintId}>
        <legend className={styles.legend}>Photos</legend>
        <ImageSorter
          images={photos}
          onChange={(next) => setValue('photos', next)}
          onAddFiles={(files) => setValue('photos', [...photos, ...toPhotos(files)])}
          isDisabled={isBusy}
        />
        {loadInstagramPictures && (
          <div className={styles.addFrom}>
            <AddFromInstagram
              load={loadInstagramPictures}
              alreadyAdded={shownPosts}
              onAdd={addPictures}
              isDisabled={isBusy}
              defaultOpen={instagramOpen}
            />
          </div>
        )}
        <p id={hintId} className={styles.hint}>
          {photos.length === 0
            ? 'Only image files are added; other files are skipped.'
            : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}, shown in this order.`}
        </p>
        {photosError && (
          <p role="alert" className={styles.fieldError}>
            {photosError}
          </p>
        )}
      </fieldset>
    </UploadFormShell>
  );
}
