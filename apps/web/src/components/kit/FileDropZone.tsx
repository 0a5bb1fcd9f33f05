// A file field: drop a file on the zone, or choose one with the button (a native file picker).
// The ui-kit has no file field yet; this wraps React Aria's DropZone and FileTrigger the kit's way.
import { useId, type ReactNode } from 'react';
import { DropZone, FileTrigger, Text } from 'react-aria-components';
import { Button, ErrorIcon, UploadIcon } from '@vendy/ui-kit';
import * as styles from './kit.css';

export interface FileDropZoneProps {
  /** Names the field, e.g. 'Video File'. */
  label: string;
  /** Accepted MIME types of the picker, e.g. ['video/*']; drops are checked by the caller. */
  accept: string[];
  /** Text of the picker button, e.g. 'Choose Video'. */
  buttonLabel: string;
  /** Called with the dropped or chosen file (the first one when several arrive). */
  onFile: (file: File) => void;
  /** What is chosen so far (e.g. 'beach-day.mp4 · 12.40 MB'). */
  selected?: ReactNode;
  description?: ReactNode;
  /** Lines shown under the zone, announced when they appear. */
  errors?: readonly string[];
  isDisabled?: boolean;
}

export function FileDropZone({
  label,
  accept,
  buttonLabel,
  onFile,
  selected,
  description,
  errors = [],
  isDisabled = false,
}: FileDropZoneProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, errors.length ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        isDisabled={isDisabled}
        className={[styles.dropZone, errors.length > 0 && styles.dropZoneInvalid]
          .filter(Boolean)
          .join(' ')}
        onDrop={async (event) => {
          const item = event.items.find((entry) => entry.kind === 'file');
          if (item && item.kind === 'file') onFile(await item.getFile());
        }}
      >
        <UploadIcon size={28} />
        {selected ? (
          <p className={styles.fileName}>{selected}</p>
        ) : (
          <Text slot="label" className={styles.dropHint}>
            Drop a file here, or
          </Text>
        )}
        <FileTrigger
          acceptedFileTypes={accept}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onFile(file);
          }}
        >
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-describedby={describedBy || undefined}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <ul id={errorId} className={styles.errors} aria-live="polite">
        {errors.map((message) => (
          <li key={message} className={styles.errorLine}>
            <ErrorIcon />
            <span>{message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
