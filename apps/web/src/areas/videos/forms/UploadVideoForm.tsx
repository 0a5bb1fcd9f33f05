// Upload Video (doc 2 §2/§4/§5): title, video file, thumbnail, loop and the upload's progress.
// The duration is read in the browser before anything is sent; Upload stays disabled until a
// thumbnail exists, and while the video needs more upload minutes than the plan has left (the
// server's own refusal, said before any byte is sent).
import { useId } from 'react';
import { uploadMinutesProblem } from '@vendy/client/domain';
import { videoFileError, videoUploadSchema } from '@vendy/client/validation';
import { Checkbox, TextField } from '@vendy/ui-kit';
import {
  fractionUploadProps,
  UploadFormShell,
  useUploadRun,
} from '../../../components/UploadForm/UploadFormShell';
import { useMediaFile } from '../../../components/UploadForm/useMediaFile';
import type { Loadable } from '../../../lib/loadable';
import { useYupForm } from '../../../forms/useYupForm';
import { FileDropZone } from '../../../components/kit/FileDropZone';
import type { UploadProgress } from '../upload/uploadVideo';
import { DurationError, readVideoMetadata, type VideoMetadata } from '../upload/videoFile';
import { UploadMinutes, type VideoUploadUsage } from '../usage/UploadMinutes';
import { FormError } from '../../../components/FormError';
import { ThumbnailChooser } from './ThumbnailChooser';
import { useObjectUrl } from './useObjectUrl';
import * as styles from './forms.css';

export interface UploadVideoValues {
  title: string;
  file: File;
  duration: number;
  aspectRatio: number;
  thumbnail: Blob;
  loop: boolean;
}

export interface UploadVideoFormProps {
  /** Runs the upload; reports progress; rejects with the message to show. */
  onUpload: (
    values: UploadVideoValues,
    options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
  ) => Promise<void>;
  onCancel: () => void;
  /** Reads a file's duration and size; injected in tests (browsers use a <video> element). */
  readMetadata?: (file: File) => Promise<VideoMetadata>;
  /** Draws a video frame to an image; injected in tests. */
  captureFrame?: (video: HTMLVideoElement) => Promise<Blob>;
  /** The group's upload minutes; a video longer than what is left cannot be uploaded. */
  usage?: Loadable<VideoUploadUsage>;
}

const PHASE_TEXT: Record<UploadProgress['phase'], string> = {
  preparing: 'Preparing upload…',
  uploading: 'Uploading video…',
  thumbnail: 'Uploading thumbnail…',
  saving: 'Saving video…',
};

/** Shown beside the disabled Upload button until a thumbnail exists (doc 2 §2). */
export const THUMBNAIL_NEEDED =
  "Upload needs a thumbnail: pick a frame with 'Use This Frame', or choose a photo.";

export function UploadVideoForm({
  onUpload,
  onCancel,
  readMetadata = readVideoMetadata,
  captureFrame,
  usage,
}: UploadVideoFormProps) {
  const chosen = useMediaFile({
    fileError: videoFileError,
    read: readMetadata,
    duration: (read: VideoMetadata) => read.duration,
    readErrors: (error) => (error instanceof DurationError ? error.messages : [String(error)]),
  });
  const { file, media: metadata, isReading } = chosen;
  const upload = useUploadRun<UploadProgress>({ phase: 'preparing', fraction: 0 });
  const videoUrl = useObjectUrl(file);
  const reasonId = useId();

  const minutesProblem =
    usage?.status === 'ready' && metadata
      ? uploadMinutesProblem(usage.data, metadata.duration)
      : null;

  const form = useYupForm(
    videoUploadSchema,
    { title: '', file: null, thumbnail: null, loop: false },
    async (values) => {
      if (!file || !metadata || minutesProblem) return;
      await upload.run((options) =>
        onUpload(
          {
            title: values.title,
            file,
            duration: metadata.duration,
            aspectRatio: metadata.aspectRatio,
            thumbnail: values.thumbnail as Blob,
            loop: values.loop,
          },
          options,
        ),
      );
    },
  );
  const { setValue } = form;
  const thumbnail = (form.values.thumbnail as Blob | null | undefined) ?? null;
  const isUploading = form.isSubmitting;

  return (
    <UploadFormShell
      {...fractionUploadProps(form, upload, PHASE_TEXT, onCancel)}
      submitLabel="Upload"
      isSubmitDisabled={!thumbnail || isReading || minutesProblem !== null}
      reason={
        !thumbnail && (
          <p id={reasonId} className={styles.actionReason}>
            {THUMBNAIL_NEEDED}
          </p>
        )
      }
      submitDescribedBy={thumbnail ? undefined : reasonId}
    >
      {usage && <UploadMinutes usage={usage} />}
      <TextField label="Title" isRequired isDisabled={isUploading} {...form.field('title')} />
      <FileDropZone
        label="Video File"
        accept={['video/*']}
        buttonLabel={file ? 'Choose Another Video' : 'Choose Video'}
        onFile={(next) => void chosen.choose(next, form, () => setValue('thumbnail', null))}
        selected={isReading ? 'Reading video…' : chosen.fileLine}
        errors={chosen.errors(form)}
        isDisabled={isUploading}
      />
      <FormError message={minutesProblem} />
      <ThumbnailChooser
        videoUrl={metadata ? videoUrl : null}
        duration={metadata?.duration ?? 0}
        thumbnail={thumbnail}
        onThumbnail={(image) => setValue('thumbnail', image)}
        errors={form.errors.thumbnail ? [form.errors.thumbnail] : []}
        isDisabled={isUploading}
        captureFrame={captureFrame}
      />
      <Checkbox
        {...form.checkbox('loop')}
        isDisabled={isUploading || chosen.loopReason !== null}
        description={chosen.loopReason ?? undefined}
      >
        Loop
      </Checkbox>
    </UploadFormShell>
  );
}
