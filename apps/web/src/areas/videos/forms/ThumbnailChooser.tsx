// The upload form's thumbnail: a frame of the chosen video ('Select from Video', with a scrubber
// over the local file) or an image file ('Select from Photo').
import { useRef, useState } from 'react';
import { imageFileError } from '@vendy/client/validation';
import { Button, ErrorIcon } from '@vendy/ui-kit';
import { ChoiceGroup } from '../../../components/kit/ChoiceGroup';
import { FileDropZone } from '../../../components/kit/FileDropZone';
import { Scrubber } from '../../../components/kit/Scrubber';
import { captureFrame as captureFromVideo } from '../upload/videoFile';
import { useObjectUrl } from './useObjectUrl';
import * as kit from '../../../components/kit/kit.css';
import * as styles from './forms.css';

export type ThumbnailSource = 'video' | 'photo';

const SOURCES = [
  { id: 'video', label: 'Select from Video' },
  { id: 'photo', label: 'Select from Photo' },
] as const satisfies ReadonlyArray<{ id: ThumbnailSource; label: string }>;

export interface ThumbnailChooserProps {
  /** The local video to take a frame from; null until a file is chosen. */
  videoUrl: string | null;
  /** Its duration in seconds (the scrubber's range). */
  duration: number;
  thumbnail: Blob | null;
  onThumbnail: (image: Blob | null) => void;
  /** Messages for the thumbnail field (e.g. after submit). */
  errors?: readonly string[];
  isDisabled?: boolean;
  /** Draws the video's current frame to an image; injected in tests. */
  captureFrame?: (video: HTMLVideoElement) => Promise<Blob>;
}

export function ThumbnailChooser({
  videoUrl,
  duration,
  thumbnail,
  onThumbnail,
  errors = [],
  isDisabled = false,
  captureFrame = captureFromVideo,
}: ThumbnailChooserProps) {
  const [source, setSource] = useState<ThumbnailSource>('video');
  const [time, setTime] = useState(0);
  const [photoErrors, setPhotoErrors] = useState<string[]>([]);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewUrl = useObjectUrl(thumbnail);

  const seek = (seconds: number) => {
    setTime(seconds);
    if (videoRef.current) videoRef.current.currentTime = seconds;
  };

  const takeFrame = async () => {
    setCaptureError(null);
    const video = videoRef.current;
    if (!video) return;
    try {
      onThumbnail(await captureFrame(video));
    } catch (error) {
      setCaptureError(error instanceof Error ? error.message : String(error));
    }
  };

  const choosePhoto = (file: File) => {
    const problem = imageFileError(file);
    if (problem) {
      setPhotoErrors([problem]);
      return;
    }
    setPhotoErrors([]);
    setPhoto(file);
    onThumbnail(file);
  };

  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <ChoiceGroup
          label="Thumbnail"
          options={SOURCES}
          value={source}
          onChange={setSource}
          isDisabled={isDisabled}
        />
        {source === 'video' &&
          (videoUrl ? (
            <>
              <video
                ref={videoRef}
                className={styles.localVideo}
                src={videoUrl}
                muted
                playsInline
                preload="auto"
                aria-label="Video preview"
              />
              <Scrubber
                label="Frame"
                duration={duration}
                value={time}
                onChange={seek}
                isDisabled={isDisabled}
              />
              <div>
                <Button variant="secondary" onPress={takeFrame} isDisabled={isDisabled}>
                  Use This Frame
                </Button>
              </div>
              {captureError && (
                <p role="alert" className={styles.muted}>
                  {captureError}
                </p>
              )}
            </>
          ) : (
            <p className={styles.muted}>Choose a video file to pick one of its frames.</p>
          ))}
        {source === 'photo' && (
          <FileDropZone
            label="Thumbnail Image"
            accept={['image/*']}
            buttonLabel="Choose Image"
            onFile={choosePhoto}
            selected={photo?.name}
            errors={photoErrors}
            isDisabled={isDisabled}
          />
        )}
        {errors.length > 0 && (
          <ul className={kit.errors} aria-live="polite">
            {errors.map((message) => (
              <li key={message} className={kit.errorLine}>
                <ErrorIcon />
                <span>{message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <figure className={styles.figure}>
        {previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt="Chosen thumbnail" />
        ) : (
          <div className={styles.previewEmpty}>No thumbnail chosen yet</div>
        )}
        <figcaption className={styles.caption}>Thumbnail</figcaption>
      </figure>
    </div>
  );
}
