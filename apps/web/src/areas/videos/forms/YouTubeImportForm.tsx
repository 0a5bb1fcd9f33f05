// YouTube import (doc 2 §2/§4): step 0 the address, step 1 the video found (Cancel goes back).
import { useState } from 'react';
import { youtubeUrlSchema } from '@vendy/client/validation';
import { Button } from '@vendy/ui-kit';
import type { ExternalVideoPreview } from '../videoActions';
import { AssumedDuration, ExternalVideoPicture } from './ExternalVideoPreview';
import { FormError } from '../../../components/FormError';
import { ImportUrlStep } from './ImportUrlStep';
import * as styles from './forms.css';

export interface YouTubeImportFormProps {
  onLookUp: (url: string) => Promise<ExternalVideoPreview>;
  onImport: (preview: ExternalVideoPreview) => Promise<void>;
  onCancel: () => void;
  /** Starts on the confirmation step with this video (stories). */
  initialPreview?: ExternalVideoPreview;
}

export function YouTubeImportForm({
  onLookUp,
  onImport,
  onCancel,
  initialPreview,
}: YouTubeImportFormProps) {
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<ExternalVideoPreview | null>(initialPreview ?? null);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!preview) {
    return (
      <ImportUrlStep
        label="YouTube URL"
        placeholder="https://www.youtube.com/watch?v=…"
        schema={youtubeUrlSchema}
        initialUrl={url}
        onNext={async (next) => {
          setUrl(next);
          setPreview(await onLookUp(next));
        }}
        onCancel={onCancel}
      />
    );
  }

  const confirm = async () => {
    setError(null);
    setSaving(true);
    try {
      await onImport(preview);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.step}>Step 2 of 2</p>
      <div className={styles.row}>
        <ExternalVideoPicture
          thumbnailUrl={preview.thumbnailUrl}
          aspectRatio={preview.aspectRatio}
          title={preview.title}
        />
        <div className={styles.grow}>
          <p className={styles.confirmTitle}>{preview.title}</p>
          <p className={styles.muted}>{preview.url}</p>
          {preview.durationAssumed && (
            <AssumedDuration source="YOUTUBE" duration={preview.duration} />
          )}
        </div>
      </div>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onPress={() => {
            setError(null);
            setPreview(null);
          }}
          isDisabled={isSaving}
        >
          Cancel
        </Button>
        <Button onPress={confirm} isPending={isSaving}>
          Import
        </Button>
      </div>
    </div>
  );
}
