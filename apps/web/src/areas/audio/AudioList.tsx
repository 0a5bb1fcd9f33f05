// The audio list (doc 2 §2): title, description, duration, loop and date, 10 per page (5/10/25/50),
// edit and delete ('Delete Audio'). Read-only lists (an admin looking at a group) hide edit and
// delete.
import { useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZES, formatDate, PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  EditIcon,
  ErrorIcon,
  Table,
  TrashIcon,
  type TableColumn,
} from '@vendy/ui-kit';
import type { Loadable } from '../../app/loadable';
import { formatDuration } from '../videos/format';
import type { Audio } from './audioActions';
import * as styles from './audio.css';

export interface AudioListProps {
  /** Names the table. */
  label?: string;
  audios: Loadable<readonly Audio[]>;
  /** Hides edit and delete (doc 2 §2: lists may be read-only). */
  readOnly?: boolean;
  onEdit?: (audio: Audio) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (audio: Audio) => Promise<void>;
  /** What an empty, editable list shows instead of the table (the upload card). */
  emptyState?: ReactNode;
  /** Shown in the table when there is nothing (read-only lists). */
  emptyText?: string;
}

const NO_AUDIOS: readonly Audio[] = [];

function columnsFor(
  onEdit: ((audio: Audio) => void) | undefined,
  askDelete: ((audio: Audio) => void) | undefined,
): TableColumn<Audio>[] {
  const columns: TableColumn<Audio>[] = [
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      sortValue: (audio) => audio.title.toLowerCase(),
      cell: (audio) => audio.title,
    },
    {
      id: 'description',
      header: 'Description',
      cell: (audio) => <span className={styles.description}>{audio.description ?? ''}</span>,
    },
    {
      id: 'duration',
      header: 'Duration',
      align: 'end',
      sortValue: (audio) => audio.duration,
      cell: (audio) => formatDuration(audio.duration),
    },
    { id: 'loop', header: 'Loop', cell: (audio) => (audio.loop ? 'Yes' : 'No') },
    {
      id: 'created',
      header: 'Created',
      sortValue: (audio) => audio.createdAt,
      cell: (audio) => formatDate(audio.createdAt),
    },
  ];
  if (!onEdit && !askDelete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (audio) => (
        <div className={styles.rowActions}>
          {onEdit && (
            <Button
              variant="ghost"
              size="sm"
              icon={<EditIcon />}
              aria-label={`Edit ${audio.title}`}
              onPress={() => onEdit(audio)}
            />
          )}
          {askDelete && (
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Delete ${audio.title}`}
              onPress={() => askDelete(audio)}
            />
          )}
        </div>
      ),
    },
  ];
}

export function AudioList({
  label = 'Audios',
  audios,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No audio found',
}: AudioListProps) {
  const [deleting, setDeleting] = useState<Audio | null>(null);
  const rows = audios.status === 'ready' ? audios.data : NO_AUDIOS;
  const canDelete = !readOnly && onDelete !== undefined;
  const columns = useMemo(
    () => columnsFor(readOnly ? undefined : onEdit, canDelete ? setDeleting : undefined),
    [readOnly, canDelete, onEdit],
  );

  if (!readOnly && emptyState && audios.status === 'ready' && audios.data.length === 0) {
    return <>{emptyState}</>;
  }

  return (
    <div className={styles.list}>
      {audios.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{audios.message}</span>
        </p>
      )}
      <Table
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(audio) => audio.id}
        emptyText={emptyText}
        isLoading={audios.status === 'loading'}
        loadingText="Loading audio…"
        defaultPageSize={DEFAULT_PAGE_SIZES.audios}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
      />
      {canDelete && (
        <AlertDialog
          title="Delete Audio"
          confirmLabel="Delete"
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        >
          Do you really want to delete this audio? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
