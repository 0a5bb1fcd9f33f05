import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as RACTable,
  TableBody,
  TableHeader,
  type SortDescriptor,
} from 'react-aria-components';
import { Button } from '../Button';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon, SortIcon } from '../icons';
import { visuallyHidden } from '../theme';
import { Pagination } from './Pagination';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  clampPage,
  pageRows,
  sortRows,
  type SortDirection,
  type SortValue,
} from './tableModel';
import * as styles from './Table.css';

export { TableContext, TableStateContext } from 'react-aria-components';

export interface TableColumn<T> {
  id: string;
  /** Column header text, also what screen readers announce for the column. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** Cells of this column name their row (e.g. the email in a users table). */
  isRowHeader?: boolean;
  align?: 'start' | 'end';
}

export interface TableProps<T> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Shown when there are no rows, e.g. 'No users found'. */
  emptyText: string;
  isLoading?: boolean;
  loadingText?: string;
  /** Initial sort; the direction defaults to ascending. */
  defaultSort?: { column: string; direction?: SortDirection };
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** When this value changes (e.g. the search text), the table goes back to the first page. */
  pageResetKey?: unknown;
  /** Makes rows expandable: a toggle per row shows this under it. */
  renderDetail?: (row: T) => ReactNode;
  /** Accessible name of a row's expand toggle, e.g. `Groups of ${user.email}`. */
  detailLabel?: (row: T) => string;
  className?: string;
}

const DETAIL_COLUMN = '__detail';

/**
 * A data table over in-memory rows: sortable columns (aria-sort), client-side paging, an empty
 * text, a loading state and optional expandable rows. Arrow keys move between cells; Enter on a
 * sortable header sorts by it.
 */
export function Table<T>({
  columns,
  rows,
  getRowId,
  emptyText,
  isLoading = false,
  loadingText = 'Loading…',
  defaultSort,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  pageResetKey,
  renderDetail,
  detailLabel = () => 'Details',
  className,
  ...labelling
}: TableProps<T>) {
  const detailIdPrefix = useId();
  const [sort, setSort] = useState<SortDescriptor | undefined>(
    defaultSort && { column: defaultSort.column, direction: defaultSort.direction ?? 'ascending' },
  );
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [page, setPage] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // Adjusting state while rendering (not in an effect) avoids one frame showing the old page.
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (!Object.is(seenResetKey, pageResetKey)) {
    setSeenResetKey(pageResetKey);
    setPage(0);
  }

  const sorted = useMemo(() => {
    const sortColumn = sort && columns.find((c) => c.id === sort.column);
    return sortColumn?.sortValue && sort
      ? sortRows(rows, sortColumn.sortValue, sort.direction)
      : rows;
  }, [rows, columns, sort]);

  const total = isLoading ? 0 : sorted.length;
  const currentPage = clampPage(page, total, pageSize);
  const visible = isLoading ? [] : pageRows(sorted, currentPage, pageSize);
  const expandable = renderDetail !== undefined;
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const columnCount = columns.length + (expandable ? 1 : 0);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div
      className={[styles.container, className].filter(Boolean).join(' ')}
      aria-busy={isLoading || undefined}
    >
      <div className={styles.scroller}>
        <RACTable
          {...labelling}
          className={styles.table}
          sortDescriptor={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(0);
          }}
        >
          <TableHeader>
            {expandable && (
              <Column id={DETAIL_COLUMN} className={`${styles.column} ${styles.toggleCell}`}>
                <span className={visuallyHidden}>Details</span>
              </Column>
            )}
            {columns.map((column, index) => (
              <Column
                key={column.id}
                id={column.id}
                textValue={column.header}
                isRowHeader={column.isRowHeader ?? (!hasRowHeader && index === 0)}
                allowsSorting={column.sortValue !== undefined}
                className={[styles.column, column.align === 'end' && styles.alignEnd]
                  .filter(Boolean)
                  .join(' ')}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnLabel}>
                    {column.header}
                    {allowsSorting && <SortIndicator direction={sortDirection} />}
                  </span>
                )}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <div className={styles.emptyState}>{isLoading ? loadingText : emptyText}</div>
            )}
          >
            {visible.flatMap((row) => {
              const id = getRowId(row);
              const isOpen = expandable && expanded.has(id);
              const detailId = `${detailIdPrefix}-${id}`;
              const mainRow = (
                <Row
                  key={id}
                  id={id}
                  className={styles.row}
                  data-expanded-row={isOpen || undefined}
                >
                  {expandable && (
                    <Cell className={`${styles.cell} ${styles.toggleCell}`}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={detailLabel(row)}
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? detailId : undefined}
                        icon={isOpen ? <ChevronDownIcon /> : <ChevronRightIcon />}
                        onPress={() => toggle(id)}
                      />
                    </Cell>
                  )}
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={[styles.cell, column.align === 'end' && styles.alignEnd]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              );
              if (!isOpen || !renderDetail) return [mainRow];
              return [
                mainRow,
                <Row key={`${id}:detail`} id={`${id}:detail`} className={styles.detailRow}>
                  <Cell colSpan={columnCount} className={styles.cell}>
                    <div id={detailId} className={styles.detail}>
                      {renderDetail(row)}
                    </div>
                  </Cell>
                </Row>,
              ];
            })}
          </TableBody>
        </RACTable>
      </div>
      <Pagination
        page={currentPage}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={pageSizeOptions}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </div>
  );
}

function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <span
      className={[styles.sortIcon, direction && styles.sortIconActive].filter(Boolean).join(' ')}
    >
      <Icon size="1em" />
    </span>
  );
}
