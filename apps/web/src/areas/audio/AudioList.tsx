// The audio list (doc 2 §2): title, description, duration, loop and date, 10 per page (5/10/25/50),
// edit and delete ('Delete Audio'). Read-only lists (an admin looking at a group) hide edit and
// delete.
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZES, formatDate } from '@vendy/client/domain';
import type { TableColumn } from '@vendy/ui-kit';
import { AssetListPage, type AssetTable } from '../../components/AssetListPage/AssetListPage';
import { formatDuration } from '../../lib/format';
import type { Loadable } from '../../lib/loadable';
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

const COLUMNS: TableColumn<Audio>[] = [
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

const DELETE_DIALOG = {
  title: 'Delete Audio',
  text: 'Do you really want to delete this audio? This action cannot be undone.',
};

export function AudioList({
  label = 'Audios',
  audios,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No audio found',
}: AudioListProps) {
  const table: AssetTable<Audio> = {
    columns: COLUMNS,
    emptyText,
    loadingText: 'Loading audio…',
    defaultPageSize: DEFAULT_PAGE_SIZES.audios,
  };
  return (
    <AssetListPage
      label={label}
      items={audios}
      readOnly={readOnly}
      onEdit={onEdit}
      onDelete={onDelete}
      deleteDialog={DELETE_DIALOG}
      emptyState={emptyState}
      table={table}
    />
  );
}
