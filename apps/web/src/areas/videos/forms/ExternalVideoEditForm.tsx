// Edit form of a YouTube or TikTok video (doc 2 §2): title and preview, and Re-Sync, which reads
// the video's title and thumbnail from its provider again and saves them.
import { useState } from 'react';
import { videoEditSchema } from '@vendy/client/validation';
import { Button, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../../forms/useYupForm';
import type { Video } from '../videoListModel';
import { ExternalVideoPicture } from './ExternalVideoPreview';
import { FormError } from '../../../components/FormError';
import * as styles from './forms.css';

export interface ExternalVideoEditFormProps {
  video: Video;
  onSave: (values: { title: string }) => Promise<void>;
  /** Answers the re-synced video. */
  onResync: () => Promise<Video>;
  onCancel: () => void;
}

export function ExternalVideoEditForm({
  video,
  onSave,
  onResync,
  onCancel,
}: ExternalVideoEditFormProps) {
  const [current, setCurrent] = useState(video);
  const [isSyncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<string | null>(null);
  const form = useYupForm(videoEditSchema, { title: video.title }, async ({ title }) =>
    onSave({ title }),
  );

  const resync = async () => {
    setSyncError(null);
    setSyncing(true);
    try {
      const synced = await onResync();
      setCurrent(synced);
      form.setValue('title', synced.title);
    } catch (error) {
      setSyncError(error instanceof Error ? error.message : String(error));
    } finally {
      setSyncing(false);
    }
  };

  const busy = isSyncing || form.isSubmitting;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label="Title" isRequired isDisabled={isSyncing} {...form.field('title')} />
          <p className={styles.muted}>{current.url}</p>
          <div>
            <Button variant="secondary" onPress={resync} isPending={isSyncing} isDisabled={busy}>
              Re-Sync
            </Button>
          </div>
        </div>
        <ExternalVideoPicture
          thumbnailUrl={current.thumbnailUrl}
          aspectRatio={current.aspectRatio}
          title={current.title}
        />
      </div>
      <FormError message={syncError ?? form.formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={busy}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.isSubmitting} isDisabled={isSyncing}>
          Save
        </Button>
      </div>
    </form>
  );
}
