// The layouts list (doc 3 §2): search (case-insensitive on the title, trimmed, back to the first
// page), sort (Most Recent, Alphabetical, Newest), pages of 5/10/25/50. Each row: thumbnail, title,
// format and its actions (LayoutRowActions). A plain table, not a grid: each action is a button in
// the Tab order, as keyboard users expect, rather than a cell reached with arrow keys.
import { useMemo, useState } from 'react';
import {
  filterByTitle,
  LIST_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
  sortItems,
  type ListSort,
} from '@vendy/client/domain';
import {
  AlertDialog,
  Chip,
  clampPage,
  ErrorIcon,
  pageRows,
  Pagination,
  SearchField,
  Select,
} from '@vendy/ui-kit';
import type { Loadable } from '../../app/loadable';
import { isDraft, LAYOUT_TYPE_LABELS, layoutThumbnail, type Layout } from './layoutModel';
import { LayoutRowActions, type RowActions } from './LayoutRowActions';
import * as styles from './layouts.css';
import * as table from './layoutTable.css';

export const DEFAULT_LAYOUT_PAGE_SIZE = 10;

export interface LayoutListProps {
  layouts: Loadable<readonly Layout[]>;
  /** The embed host of the copied embed code (the app's own origin). */
  host: string;
  /** Hides edit and delete (doc 3 §2, §6). */
  readOnly?: boolean;
  onPreview: (layout: Layout) => void;
  onEdit?: (layout: Layout) => void;
  /** Opens the timeline editor straight from the row ('Customize'). */
  onCustomize?: (layout: Layout) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (layout: Layout) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

const NO_LAYOUTS: readonly Layout[] = [];

const COLUMNS = ['Thumbnail', 'Title', 'Format', 'Actions'] as const;

function LayoutRow({ layout, actions }: { layout: Layout; actions: RowActions }) {
  const src = layoutThumbnail(layout);
  return (
    <tr className={table.row}>
      <td className={table.cell}>
        {src ? (
          <img className={styles.thumbnail} src={src} alt="" />
        ) : (
          <span className={styles.thumbnail} />
        )}
      </td>
      <th scope="row" className={table.cell}>
        <span className={styles.titleCell}>
          {layout.title}
          {isDraft(layout) && <Chip tone="primary">DRAFT</Chip>}
        </span>
      </th>
      <td className={table.cell}>{LAYOUT_TYPE_LABELS[layout.type]}</td>
      <td className={`${table.cell} ${table.alignEnd}`}>
        <LayoutRowActions layout={layout} actions={actions} />
      </td>
    </tr>
  );
}

export function LayoutList({
  layouts,
  host,
  readOnly = false,
  onPreview,
  onEdit,
  onCustomize,
  onDelete,
  writeText,
}: LayoutListProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('recent');
  const [deleting, setDeleting] = useState<Layout | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(DEFAULT_LAYOUT_PAGE_SIZE);
  const all = layouts.status === 'ready' ? layouts.data : NO_LAYOUTS;
  const rows = useMemo(() => sortItems(filterByTitle(all, query), sort), [all, query, sort]);
  const editable = !readOnly && onDelete !== undefined;
  const actions: RowActions = {
    host,
    editable,
    onPreview,
    onEdit,
    onCustomize,
    askDelete: setDeleting,
    writeText,
  };
  const isLoading = layouts.status === 'loading';
  const total = isLoading ? 0 : rows.length;
  const currentPage = clampPage(page, total, pageSize);
  const visible = isLoading ? [] : pageRows(rows, currentPage, pageSize);

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Layouts"
          placeholder="Search Layouts"
          className={styles.search}
          value={query}
          onChange={(next) => {
            setQuery(next);
            setPage(0);
          }}
        />
        <Select<ListSort>
          label="Sort"
          className={styles.select}
          options={LIST_SORT_OPTIONS.map((o) => ({ id: o.value, label: o.label }))}
          value={sort}
          onChange={(value) => {
            if (!value) return;
            setSort(value);
            setPage(0);
          }}
        />
      </div>
      {layouts.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{layouts.message}</span>
        </p>
      )}
      <div className={table.container} aria-busy={isLoading || undefined}>
        <div className={table.scroller}>
          <table className={table.table} aria-label="Layouts">
            <thead>
              <tr>
                {COLUMNS.map((name) => (
                  <th
                    key={name}
                    scope="col"
                    className={`${table.column} ${name === 'Actions' ? table.alignEnd : ''}`}
                  >
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {visible.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className={table.emptyState}>
                    {isLoading ? 'Loading layouts…' : 'No layouts found.'}
                  </td>
                </tr>
              ) : (
                visible.map((layout) => (
                  <LayoutRow key={layout.id} layout={layout} actions={actions} />
                ))
              )}
            </tbody>
          </table>
        </div>
        <Pagination
          page={currentPage}
          pageSize={pageSize}
          total={total}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </div>
      {editable && (
        <AlertDialog
          title="Delete Layout"
          confirmLabel="Delete"
          isOpen={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) await onDelete(deleting);
          }}
        >
          Do you really want to delete this layout? This action cannot be undone.
        </AlertDialog>
      )}
    </div>
  );
}
