// The photo collections list (doc 2 §2, §5): search (case-insensitive, trimmed, back to the first
// page), sort (Alphabetical, Newest, Most Recent), source filter (Instagram, Upload), thumbnails,
// edit and delete with confirmation, 10 per page (5/10/25/50). Read-only lists (an admin looking at
// a group) hide edit and delete.
import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZES, formatDate } from '@vendy/client/domain';
import type { TableColumn } from '@vendy/ui-kit';
import {
  AssetListPage,
  type AssetTable,
  type AssetToolbar,
} from '../../components/AssetListPage/AssetListPage';
import { thumbnail } from '../../components/AssetListPage/assetList.css';
import { SOURCE_LABELS } from '../../lib/format';
import { visibleItems } from '../../lib/lists';
import type { Loadable } from '../../lib/loadable';
import type { ImageCollection } from './photoActions';

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

function Thumbnail({ collection }: { collection: ImageCollection }) {
  const src = collection.thumbnailUrl ?? collection.items[0]?.image.imageUrl;
  return src ? (
    <img className={thumbnail.square} src={src} alt="" />
  ) : (
    <span className={thumbnail.square} />
  );
}

const COLUMNS: TableColumn<ImageCollection>[] = [
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

const TOOLBAR: AssetToolbar<ImageCollection> = {
  searchLabel: 'Search Photo Collections',
  sourceFilter: true,
  selectWidth: 'atLeastSm',
  visible: visibleItems,
};

const DELETE_DIALOG = {
  title: 'Delete Photo Collection',
  text: 'Do you really want to delete this photo collection? This action cannot be undone.',
};

export function PhotoCollectionList({
  label = 'Photo Collections',
  collections,
  readOnly = false,
  onEdit,
  onDelete,
  emptyState,
  emptyText = 'No photo collections found.',
}: PhotoCollectionListProps) {
  const table: AssetTable<ImageCollection> = {
    columns: COLUMNS,
    emptyText,
    loadingText: 'Loading photo collections…',
    defaultPageSize: DEFAULT_PAGE_SIZES.imageCollections,
  };
  return (
    <AssetListPage
      label={label}
      items={collections}
      readOnly={readOnly}
      onEdit={onEdit}
      onDelete={onDelete}
      deleteDialog={DELETE_DIALOG}
      emptyState={emptyState}
      toolbar={TOOLBAR}
      table={table}
    />
  );
}
