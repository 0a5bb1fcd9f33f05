// The list the asset pages compose (videos, photo collections, audio, layouts; doc 2 §2, §5,
// doc 3 §2): an optional toolbar (search, sort, source filter), the load's error, the table with
// its paging, edit and delete buttons with the delete confirmation, and the empty state that an
// editable, empty list shows instead. Read-only lists (an admin looking at a group) hide edit and
// delete.
import { useMemo, useState, type ReactNode } from 'react';
import { LIST_SORT_OPTIONS, PAGE_SIZE_OPTIONS, type ListSort } from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  EditIcon,
  SearchField,
  Select,
  Table,
  TrashIcon,
  type TableColumn,
} from '@vendy/ui-kit';
import {
  DEFAULT_VIEW,
  SOURCE_FILTER_OPTIONS,
  type ListView,
  type SourceFilter,
} from '../../lib/lists';
import type { Loadable } from '../../lib/loadable';
import { FormError, type FormErrorProps } from '../FormError';
import { list } from './assetPage.css';
import * as styles from './assetList.css';

export interface AssetToolbar<T> {
  /** The search field's name and placeholder, e.g. 'Search Videos'. */
  searchLabel: string;
  /** Offers the source filter (All sources, Instagram, Upload). */
  sourceFilter?: boolean;
  /** How wide the selects are. */
  selectWidth: keyof typeof styles.select;
  /** The first view (the default sort differs between lists). */
  initialView?: ListView;
  /** The items the view shows, in its order. */
  visible: (items: readonly T[], view: ListView) => T[];
}

/** What a list drawing its own table gets (the layouts' plain table). */
export interface AssetTableArgs<T> {
  rows: readonly T[];
  isLoading: boolean;
  /** Changes with the search, sort and filter: the table goes back to its first page. */
  resetKey: string;
  /** Opens the delete confirmation for an item (editable lists only). */
  askDelete: (item: T) => void;
  editable: boolean;
}

export interface AssetTable<T> {
  columns: readonly TableColumn<T>[];
  emptyText: string;
  loadingText: string;
  defaultPageSize: number;
}

export interface AssetListPageProps<T extends { id: string; title: string }> {
  /** Names the table. */
  label: string;
  items: Loadable<readonly T[]>;
  readOnly?: boolean;
  onEdit?: (item: T) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (item: T) => Promise<void>;
  /** The confirmation's title ('Delete Video') and question. */
  deleteDialog: { title: string; text: string };
  /** What an empty, editable list shows instead of the table (e.g. an upload card). */
  emptyState?: ReactNode;
  toolbar?: AssetToolbar<T>;
  /** How the load's error sits (see FormError). */
  errorAlign?: FormErrorProps['align'];
  /** The grid of ui-kit's Table, with an actions column for editable lists… */
  table?: AssetTable<T>;
  /** …or a table of the list's own. */
  renderTable?: (args: AssetTableArgs<T>) => ReactNode;
}

const NONE: readonly never[] = [];

function actionsColumn<T extends { title: string }>(
  onEdit: ((item: T) => void) | undefined,
  askDelete: ((item: T) => void) | undefined,
): TableColumn<T> {
  return {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (item) => (
      <div className={styles.rowActions}>
        {onEdit && (
          <Button
            variant="ghost"
            size="sm"
            icon={<EditIcon />}
            aria-label={`Edit ${item.title}`}
            onPress={() => onEdit(item)}
          />
        )}
        {askDelete && (
          <Button
            variant="ghost"
            size="sm"
            icon={<TrashIcon />}
            aria-label={`Delete ${item.title}`}
            onPress={() => askDelete(item)}
          />
        )}
      </div>
    ),
  };
}

export function AssetListPage<T extends { id: string; title: string }>({
  label,
  items,
  readOnly = false,
  onEdit,
  onDelete,
  deleteDialog,
  emptyState,
  toolbar,
  errorAlign = 'start',
  table,
  renderTable,
}: AssetListPageProps<T>) {
  const [view, setView] = useState<ListView>(toolbar?.initialView ?? DEFAULT_VIEW);
  const [deleting, setDeleting] = useState<T | null>(null);
  const all: readonly T[] = items.status === 'ready' ? items.data : NONE;
  const visible = toolbar?.visible;
  const rows = useMemo(() => (visible ? visible(all, view) : all), [visible, all, view]);
  const canDelete = !readOnly && onDelete !== undefined;
  const editItem = readOnly ? undefined : onEdit;
  const columns = useMemo(
    () =>
      table && (editItem || canDelete)
        ? [...table.columns, actionsColumn(editItem, canDelete ? setDeleting : undefined)]
        : table?.columns,
    [table, editItem, canDelete],
  );

  if (!readOnly && emptyState && items.status === 'ready' && all.length === 0) {
    return <>{emptyState}</>;
  }

  const resetKey = `${view.query}|${view.sort}|${view.source}`;
  return (
    <div className={list}>
      {toolbar && (
        <div className={styles.toolbar}>
          <SearchField
            aria-label={toolbar.searchLabel}
            placeholder={toolbar.searchLabel}
            className={styles.search}
            value={view.query}
            onChange={(query) => setView((v) => ({ ...v, query }))}
          />
          <Select<ListSort>
            label="Sort"
            className={styles.select[toolbar.selectWidth]}
            options={LIST_SORT_OPTIONS.map((o) => ({ id: o.value, label: o.label }))}
            value={view.sort}
            onChange={(sort) => sort && setView((v) => ({ ...v, sort }))}
          />
          {toolbar.sourceFilter && (
            <Select<SourceFilter>
              label="Source"
              className={styles.select[toolbar.selectWidth]}
              options={SOURCE_FILTER_OPTIONS}
              value={view.source}
              onChange={(source) => source && setView((v) => ({ ...v, source }))}
            />
          )}
        </div>
      )}
      {items.status === 'error' && <FormError message={items.message} align={errorAlign} />}
      {table && columns && (
        <Table
          aria-label={label}
          columns={columns}
          rows={rows}
          getRowId={(item) => item.id}
          emptyText={table.emptyText}
          isLoading={items.status === 'loading'}
          loadingText={table.loadingText}
          defaultPageSize={table.defaultPageSize}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          pageResetKey={toolbar ? resetKey : undefined}
        />
      )}
      {renderTable?.({
        rows,
        isLoading: items.status === 'loading',
        resetKey,
        askDelete: setDeleting,
        editable: canDelete,
      })}
      {canDelete && (
        <AlertDialog
          title={deleteDialog.title}
          confirmLabel="Delete"
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        >
          {deleteDialog.text}
        </AlertDialog>
      )}
    </div>
  );
}
