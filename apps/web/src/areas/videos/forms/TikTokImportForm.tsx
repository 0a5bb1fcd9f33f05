// TikTok import (doc 2 §2/§4): step 0 the address, step 1 the title (required) with a preview;
// Cancel on step 1 goes back.
import { useState } from 'react';
import { tiktokTitleSchema, tiktokUrlSchema } from '@vendy/client/validation';
import { Button, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../../forms/useYupForm';
import type { ExternalVideoPreview } from '../videoActions';
import { AssumedDuration, ExternalVideoPicture } from './ExternalVideoPreview';
import { FormError } from '../../../components/FormError';
import { ImportUrlStep } from './ImportUrlStep';
import * as styles from './forms.css';

export interface TikTokImportFormProps {
  onLookUp: (url: string) => Promise<ExternalVideoPreview>;
  onImport: (preview: ExternalVideoPreview) => Promise<void>;
  onCancel: () => void;
  initialPreview?: ExternalVideoPreview;
}

function TitleStep({
  preview,
  onBack,
  onImport,
}: {
  preview: ExternalVideoPreview;
  onBack: () => void;
  onImport: (preview: ExternalVideoPreview) => Promise<void>;
}) {
  const form = useYupForm(tiktokTitleSchema, { title: preview.title }, async ({ title }) =>
    onImport({ ...preview, title }),
  );
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <p className={styles.step}>Step 2 of 2</p>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField label="Title" isRequired {...form.field('title')} />
          {preview.durationAssumed && (
            <AssumedDuration source="TIKTOK" duration={preview.duration} />
          )}
        </div>
        <figure className={styles.figure}>
          <ExternalVideoPicture
            thumbnailUrl={preview.thumbnailUrl}
            aspectRatio={preview.aspectRatio}
            title={preview.title}
          />
          <figcaption className={styles.caption}>Preview</figcaption>
        </figure>
      </div>
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onBack} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          Import
        </Button>
      </div>
    </form>
  );
}

export function TikTokImportForm({
  onLookUp,
  onImport,
  onCancel,
  initialPreview,
}: TikTokImportFormProps) {
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<ExternalVideoPreview | null>(initialPreview ?? null);

  if (!preview) {
    return (
      <ImportUrlStep
        label="TikTok URL"
        placeholder="https://www.tiktok.com/@account/video/…"
        schema={tiktokUrlSchema}
        initialUrl={url}
        onNext={async (next) => {
          setUrl(next);
          setPreview(await onLookUp(next));
        }}
        onCancel={onCancel}
      />
    );
  }
  return <TitleStep preview={preview} onBack={() => setPreview(null)} onImport={onImport} />;
}
