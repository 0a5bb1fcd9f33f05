// Edit form of an uploaded (or social-imported) video (doc 2 §2): title, thumbnail and loop.
import { useState } from 'react';
import { imageFileError, loopDisabledReason, videoEditSchema } from '@vendy/client/validation';
import { Checkbox, TextField } from '@vendy/ui-kit';
import { UploadFormShell } from '../../../components/UploadForm/UploadFormShell';
import { useYupForm } from '../../../forms/useYupForm';
import { FileDropZone } from '../../../components/kit/FileDropZone';
import type { Video } from '../videoListModel';
import { useObjectUrl } from './useObjectUrl';
import * as styles from './forms.css';

export interface EditVideoValues {
  title: string;
  loop: boolean;
  /** A new thumbnail, or null to keep the current one. */
  thumbnail: Blob | null;
}

export interface EditVideoFormProps {
  video: Video;
  onSave: (values: EditVideoValues) => Promise<void>;
  onCancel: () => void;
}

export function EditVideoForm({ video, onSave, onCancel }: EditVideoFormProps) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const newPreview = useObjectUrl(photo);
  const loopReason = loopDisabledReason(video.duration);

  const form = useYupForm(
    videoEditSchema,
    { title: video.title, thumbnail: null, loop: loopReason ? false : video.loop },
    async (values) => onSave({ title: values.title, loop: values.loop, thumbnail: photo }),
  );

  const choosePhoto = (file: File) => {
    const problem = imageFileError(file);
    setPhotoErrors(problem ? [problem] : []);
    if (problem) return;
    setPhoto(file);
    form.setValue('thumbnail', file);
  };

  const preview = newPreview ?? video.thumbnailUrl;

  return (
    <UploadFormShell
      onSubmit={form.handleSubmit}
      error={form.formError}
      onCancel={onCancel}
      isCancelDisabled={form.isSubmitting}
      submitLabel="Save"
      isPending={form.isSubmitting}
    >
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label="Title" isRequired {...form.field('title')} />
          <FileDropZone
            label="Thumbnail"
            accept={['image/*']}
            buttonLabel="Select from Photo"
            onFile={choosePhoto}
            selected={photo?.name}
            description="The current thumbnail stays unless you choose a new image."
            errors={[...photoErrors, ...(form.errors.thumbnail ? [form.errors.thumbnail] : [])]}
          />
          <Checkbox
            {...form.checkbox('loop')}
            isDisabled={loopReason !== null}
            description={loopReason ?? undefined}
          >
            Loop
          </Checkbox>
        </div>
        <figure className={styles.figure}>
          {preview ? (
            <img
              className={styles.preview}
              src={preview}
              alt={photo ? 'New thumbnail' : 'Current thumbnail'}
            />
          ) : (
            <div className={styles.previewEmpty}>No thumbnail</div>
          )}
          <figcaption className={styles.caption}>
            {photo ? 'New thumbnail' : 'Current thumbnail'}
          </figcaption>
        </figure>
      </div>
    </UploadFormShell>
  );
}
