// One read-only list of the group detail screen. A failed call (e.g. an area whose operations are
// not answered yet) shows its message above the table's empty state instead of breaking the page.
import { DEFAULT_PAGE_SIZES, PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import { Table, type TableColumn } from '@vendy/ui-kit';
import { InlineError } from './InlineError';
import { rowsOf, type Loadable } from '../../lib/loadable';
import * as styles from './AdminPage.css';

export interface AdminListTableProps<T extends { id: string }> {
  label: string;
  list: Loadable<readonly T[]>;
  columns: readonly TableColumn<T>[];
  emptyText: string;
  /** Column sorted ascending at first. */
  sortColumn: string;
}

export function AdminListTable<T extends { id: string }>({
  label,
  list,
  columns,
  emptyText,
  sortColumn,
}: AdminListTableProps<T>) {
  return (
    <div className={styles.section}>
      {list.status === 'error' && <InlineError message={list.message} />}
      <Table
        aria-label={label}
        columns={columns}
        rows={rowsOf(list)}
        getRowId={(row) => row.id}
        emptyText={emptyText}
        isLoading={list.status === 'loading'}
        defaultSort={{ column: sortColumn }}
        defaultPageSize={DEFAULT_PAGE_SIZES.adminTable}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
      />
    </div>
  );
}
