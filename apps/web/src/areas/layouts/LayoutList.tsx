// The layouts list (doc 3 §2): search (case-insensitive on the title, trimmed, back to the first
// page), sort (Most Recent, Alphabetical, Newest), pages of 5/10/25/50. Each row: thumbnail, title,
// format and its actions (LayoutRowActions). A plain table, not a grid: each action is a button in
// the Tab order, as keyboard users expect, rather than a cell reached with arrow keys.
import { useState } from 'react';
import { filterByTitle, PAGE_SIZE_OPTIONS, sortItems } from '@vendy/client/domain';
import { Chip, clampPage, pageRows, Pagination } from '@vendy/ui-kit';
import {
  AssetListPage,
  type AssetTableArgs,
  type AssetToolbar,
} from '../../components/AssetListPage/AssetListPage';
import { thumbnail } from '../../components/AssetListPage/assetList.css';
import type { ListView } from '../../lib/lists';
import type { Loadable } from '../../lib/loadable';
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

const COLUMNS = ['Thumbnail', 'Title', 'Format', 'Actions'] as const;

function LayoutRow({ layout, actions }: { layout: Layout; actions: RowActions }) {
  const src = layoutThumbnail(layout);
  return (
    <tr className={table.row}>
      <td className={table.cell}>
        {src ? (
          <img className={thumbnail.square} src={src} alt="" />
        ) : (
          <span className={thumbnail.square} />
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

const TOOLBAR: AssetToolbar<Layout> = {
  searchLabel: 'Search Layouts',
  selectWidth: 'atLeastMd',
  visible: (layouts: readonly Layout[], view: ListView) =>
    sortItems(filterByTitle(layouts, view.query), view.sort),
};

const DELETE_DIALOG = {
  title: 'Delete Layout',
  text: 'Do you really want to delete this layout? This action cannot be undone.',
};

type LayoutTableProps = AssetTableArgs<Layout> & Omit<RowActions, 'editable' | 'askDelete'>;

function LayoutTable({
  rows,
  isLoading,
  resetKey,
  askDelete,
  editable,
  ...rest
}: LayoutTableProps) {
  // A new search or sort goes back to the first page; the page size stays.
  const [paging, setPaging] = useState({ key: resetKey, page: 0 });
  const [pageSize, setPageSize] = useState(DEFAULT_LAYOUT_PAGE_SIZE);
  const page = paging.key === resetKey ? paging.page : 0;
  const setPage = (next: number) => setPaging({ key: resetKey, page: next });
  const actions: RowActions = { ...rest, editable, askDelete };
  const total = isLoading ? 0 : rows.length;
  const currentPage = clampPage(page, total, pageSize);
  const visible = isLoading ? [] : pageRows(rows, currentPage, pageSize);

  return (
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
  return (
    <AssetListPage
      label="Layouts"
      items={layouts}
      readOnly={readOnly}
      onDelete={onDelete}
      deleteDialog={DELETE_DIALOG}
      toolbar={TOOLBAR}
      errorAlign="center"
      renderTable={(args) => (
        <LayoutTable
          {...args}
          host={host}
          onPreview={onPreview}
          onEdit={onEdit}
          onCustomize={onCustomize}
          writeText={writeText}
        />
      )}
    />
  );
}
