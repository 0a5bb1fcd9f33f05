// The photo collections list (doc 2 §2, §5): search (case-insensitive, trimmed, back to the first
// page), sort (Alphabetical, Newest, Most Recent), source filter (Instagram, Upload), thumbnails,
// edit and delete with confirmation, 10 per page (5/10/25/50). Read-only lists (an admin looking at
// a group) hide edit and delete.
import { useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_PAGE_SIZES,
  filterByTitle,
  formatDate,
  LIST_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
  sortItems,
  type ListSort,
} from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  EditIcon,
  ErrorIcon,
  SearchField,
  Select,
  Table,
  TrashIcon,
  type TableColumn,
} from '@vendy/ui-kit';
import type { Loadable } from '../../app/loadable';
import { SOURCE_LABELS } from '../videos/format';
import {
  DEFAULT_VIEW,
  SOURCE_FILTER_OPTIONS,
  type ListView,
  type SourceFilter,
} from '../videos/videoListModel';
import type { ImageCollection } from './photoActions';
import * as styles from './images.css';

export interface PhotoCollectionListProps {
  /** Names the table. */
  label?: string;
  collections: Loadable<readonly ImageCollection[]>;
  /** Hides edit and delete (doc 2 §6). */
  readOnly?: boolean;
  onEdit?: (collection: ImageCollection) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (collection: ImageCollection) => Promise<void>;
  /** What an empty, editable list offers instead of the table (the upload card). */
  emptyState?: ReactNode;
  /** Shown in the table when nothing matches (or nothing is there, read-only). */
  emptyText?: string;
}

const NONE: readonly ImageCollection[] = [];

/** The collections matching the search and the source filter, in the chosen order. */
export function visibleCollections(
  collections: readonly ImageCollection[],
  view: ListView,
): ImageCollection[] {
  const bySource =
    view.source === 'ALL' ? collections : collections.filter((c) => c.source === view.source);
  return sortItems(filterByTitle(bySource, view.query), view.sort);
}

function Thumbnail({ collection }: { collection: ImageCollection }) {
  const src = collection.thumbnailUrl ?? collection.items[0]?.image.imageUrl;
  return src ? (
    <img className={styles.thumbnail} src={src} alt="" />
  ) : (
    <span className={styles.thumbnail} />
  );
}

function columnsFor(
  onEdit: ((collection: ImageCollection) => void) | undefined,
  askDelete: ((collection: ImageCollection) => void) | undefined,
): TableColumn<ImageCollection>[] {
  const columns: TableColumn<ImageCollection>[] = [
    {
      id: 'thumbnail',
      header: 'Thumbnail',
      cell: (collection) => <Thumbnail collection={collection} />,
    },
    { id: 'title', header: 'Title', isRowHeader: true, cell: (collection) => collection.title },
    { id: 'source', header: 'Source', cell: (collection) => SOURCE_LABELS[collection.source] },
    {
      id: 'photos',
      header: 'Photos',
      align: 'end',
      cell: (collection) => collection.items.length,
    },
    { id: 'created', header: 'Created', cell: (collection) => formatDate(collection.createdAt) },
  ];
  if (!onEdit && !askDelete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (collection) => (
        <div className={styles.rowActions}>
          {onEdit && (
            <Button
              variant="ghost"
              size="sm"
              icon={<EditIcon />}
              aria-label={`Edit ${collection.title}`}
              onPress={() => onEdit(collection)}
            />
          )}
          {askDelete && (
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Delete ${collection.title}`}
              onPress={() => askDelete(collection)}
            />
          )}
        </div>
      ),
    },
  ];
}

export function PhotoCollectionList({
  label = 'Photo Collections',
  collections,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No photo collections found.',
}: PhotoCollectionListProps) {
  const [view, setView] = useState<ListView>(DEFAULT_VIEW);
  const [deleting, setDeleting] = useState<ImageCollection | null>(null);
  const all = collections.status === 'ready' ? collections.data : NONE;
  const rows = useMemo(() => visibleCollections(all, view), [all, view]);
  const canDelete = !readOnly && onDelete !== undefined;
  const columns = useMemo(
    () => columnsFor(readOnly ? undefined : onEdit, canDelete ? setDeleting : undefined),
    [readOnly, onEdit, canDelete],
  );

  if (!readOnly && emptyState && collections.status === 'ready' && all.length === 0) {
    return <>{emptyState}</>;
  }

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Photo Collections"
          placeholder="Search Photo Collections"
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
      {collections.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{collections.message}</span>
        </p>
      )}
      <Table
        aria-label={label}
        columns={columns}
        rows={rows}
        getRowId={(collection) => collection.id}
        emptyText={emptyText}
        isLoading={collections.status === 'loading'}
        loadingText="Loading photo collections…"
        defaultPageSize={DEFAULT_PAGE_SIZES.imageCollections}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        pageResetKey={`${view.query}|${view.sort}|${view.source}`}
      />
      {canDelete && (
        <AlertDialog
          title="Delete Photo Collection"
          confirmLabel="Delete"
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        >
          Do you really want to delete this photo collection? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
