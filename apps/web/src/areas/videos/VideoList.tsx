// The videos list (doc 2 §2): search, sort (Alphabetical, Newest, Most Recent), source filter,
// status, edit and delete, 10 per page. Read-only lists (an admin looking at a group) hide edit
// and delete.
import { useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_PAGE_SIZES,
  formatDate,
  LIST_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
  videoStatusMessage,
  type ListSort,
} from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  Chip,
  EditIcon,
  ErrorIcon,
  SearchField,
  Select,
  Table,
  TrashIcon,
  type ChipTone,
  type TableColumn,
} from '@vendy/ui-kit';
import type { Loadable } from '../../app/loadable';
import { formatDuration, SOURCE_LABELS, STATUS_LABELS } from './format';
import {
  DEFAULT_VIEW,
  SOURCE_FILTER_OPTIONS,
  visibleVideos,
  type ListView,
  type SourceFilter,
  type Video,
} from './videoListModel';
import * as styles from './VideoList.css';

export interface VideoListProps {
  /** Names the table, e.g. 'Videos'. */
  label?: string;
  videos: Loadable<readonly Video[]>;
  /** Hides edit and delete (doc 2 §2, §6). */
  readOnly?: boolean;
  onEdit?: (video: Video) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (video: Video) => Promise<void>;
  /** What an empty, editable list offers instead of the table (e.g. an upload button). */
  emptyState?: ReactNode;
  /** Shown in the table when nothing matches (or nothing is there, read-only). */
  emptyText?: string;
}

const NO_VIDEOS: readonly Video[] = [];

const STATUS_TONES: Record<string, ChipTone> = {
  PROCESSING: 'info',
  ERROR: 'danger',
  READY: 'success',
};

function StatusCell({ video }: { video: Video }) {
  const message = videoStatusMessage(video.status);
  return (
    <div className={styles.status}>
      <Chip tone={STATUS_TONES[video.status] ?? 'neutral'}>{STATUS_LABELS[video.status]}</Chip>
      {message && <span className={styles.statusMessage}>{message}</span>}
    </div>
  );
}

function columnsFor(
  readOnly: boolean,
  onEdit: ((video: Video) => void) | undefined,
  askDelete: (video: Video) => void,
): TableColumn<Video>[] {
  const columns: TableColumn<Video>[] = [
    {
      id: 'thumbnail',
      header: 'Thumbnail',
      cell: (video) =>
        video.thumbnailUrl ? (
          <img className={styles.thumbnail} src={video.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.thumbnail} />
        ),
    },
    { id: 'title', header: 'Title', isRowHeader: true, cell: (video) => video.title },
    { id: 'source', header: 'Source', cell: (video) => SOURCE_LABELS[video.source] },
    { id: 'status', header: 'Status', cell: (video) => <StatusCell video={video} /> },
    {
      id: 'duration',
      header: 'Duration',
      align: 'end',
      cell: (video) => formatDuration(video.duration),
    },
    { id: 'created', header: 'Created', cell: (video) => formatDate(video.createdAt) },
  ];
  if (readOnly) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (video) => (
        <div className={styles.rowActions}>
          {onEdit && (
            <Button
              variant="ghost"
              size="sm"
              icon={<EditIcon />}
              aria-label={`Edit ${video.title}`}
              onPress={() => onEdit(video)}
            />
          )}
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            aria-label={`Delete ${video.title}`}
            onPress={() => askDelete(video)}
          />
        </div>
      ),
    },
  ];
}

export function VideoList({
  label = 'Videos',
  videos,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No videos found.',
}: VideoListProps) {
  const [view, setView] = useState<ListView>(DEFAULT_VIEW);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const all = videos.status === 'ready' ? videos.data : NO_VIDEOS;
  const rows = useMemo(() => visibleVideos(all, view), [all, view]);
  const columns = useMemo(
    () => columnsFor(readOnly || !onDelete, onEdit, setDeleting),
    [readOnly, onEdit, onDelete],
  );

  if (!readOnly && emptyState && videos.status === 'ready' && videos.data.length === 0) {
    return <>{emptyState}</>;
  }

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Videos"
          placeholder="Search Videos"
          className={styles.search}
          value={view.query}
          onChange={(query) => setView((v) => ({ ...v, query }))}
        />
        <Select<ListSort>
          label="Sort"
          className={styles.select}
          options={LIST_SORT_OPTIONS.map((o) => ({ id: o.value, label: o.label }))}
          value={view.sort}
          onChange={(sort) => sort && setView((v) => ({ ...v, sort }))}
        />
        <Select<SourceFilter>
          label="Source"
          className={styles.select}
          options={SOURCE_FILTER_OPTIONS}
          value={view.source}
          onChange={(source) => source && setView((v) => ({ ...v, source }))}
        />
      </div>
      {videos.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{videos.message}</span>
        </p>
      )}
      <Table
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(video) => video.id}
        emptyText={emptyText}
        isLoading={videos.status === 'loading'}
        loadingText="Loading videos…"
        defaultPageSize={DEFAULT_PAGE_SIZES.videos}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        pageResetKey={`${view.query}|${view.sort}|${view.source}`}
      />
      {onDelete && (
        <AlertDialog
          title="Delete Video"
          confirmLabel="Delete"
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        >
          Do you really want to delete this video? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
