// The videos list (doc 2 §2): search, sort (Alphabetical, Newest, Most Recent), source filter,
// status, edit and delete, 10 per page. Read-only lists (an admin looking at a group) hide edit
// and delete.
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZES, formatDate, videoStatusMessage } from '@vendy/client/domain';
import { Chip, type ChipTone, type TableColumn } from '@vendy/ui-kit';
import {
  AssetListPage,
  type AssetTable,
  type AssetToolbar,
} from '../../components/AssetListPage/AssetListPage';
import { thumbnail } from '../../components/AssetListPage/assetList.css';
import { formatDuration, SOURCE_LABELS, STATUS_LABELS } from '../../lib/format';
import type { Loadable } from '../../lib/loadable';
import { visibleVideos, type Video } from './videoListModel';
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

const COLUMNS: TableColumn<Video>[] = [
  {
    id: 'thumbnail',
    header: 'Thumbnail',
    cell: (video) =>
      video.thumbnailUrl ? (
        <img className={thumbnail.portrait} src={video.thumbnailUrl} alt="" />
      ) : (
        <span className={thumbnail.portrait} />
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

const TOOLBAR: AssetToolbar<Video> = {
  searchLabel: 'Search Videos',
  sourceFilter: true,
  selectWidth: 'fixed',
  visible: visibleVideos,
};

const DELETE_DIALOG = {
  title: 'Delete Video',
  text: 'Do you really want to delete this video? This action cannot be undone.',
};

export function VideoList({
  label = 'Videos',
  videos,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No videos found.',
}: VideoListProps) {
  const table: AssetTable<Video> = {
    columns: COLUMNS,
    emptyText,
    loadingText: 'Loading videos…',
    defaultPageSize: DEFAULT_PAGE_SIZES.videos,
  };
  return (
    <AssetListPage
      label={label}
      items={videos}
      readOnly={readOnly}
      // Editing is offered beside deleting only (the list of a screen that cannot delete is
      // read-only).
      onEdit={onDelete ? onEdit : undefined}
      onDelete={onDelete}
      deleteDialog={DELETE_DIALOG}
      emptyState={emptyState}
      toolbar={TOOLBAR}
      errorAlign="center"
      table={table}
    />
  );
}
