// The list the products screen shows for products, collections and affiliate links: a title
// search ('Search Products'), thumbnails, optional columns, edit and delete per row (hidden when
// read-only), paging 5/10/25/50, and its empty, loading and error states.
import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import {
  Button,
  EditIcon,
  ErrorIcon,
  Pagination,
  SearchField,
  TrashIcon,
  visuallyHidden,
} from '@vendy/ui-kit';
import { PAGE_SIZE_OPTIONS } from '@vendy/client/domain';
import { Thumbnail } from './Thumbnail';
import * as styles from './products.css';

export interface AssetColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'end';
}

export interface AssetTableProps<T> {
  /** Names the table, e.g. 'Products'. */
  label: string;
  /** The search box's name and placeholder, e.g. 'Search Products'. */
  searchLabel: string;
  search: string;
  onSearchChange: (search: string) => void;
  /** The rows of the current page. */
  rows: readonly T[];
  /** Rows over all pages (after the search). */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry?: () => void;
  getId: (row: T) => string;
  getTitle: (row: T) => string;
  /** The row's thumbnail address; null shows a placeholder. */
  getThumbnail: (row: T) => string | null | undefined;
  columns?: readonly AssetColumn<T>[];
  /** Opens the row (its title becomes a button), e.g. the read-only product detail. */
  onOpen?: (row: T) => void;
  /** Shown unless read-only. */
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => void;
  readOnly?: boolean;
  /** Shown instead of the table when there is nothing at all (no search typed). */
  emptyState: ReactNode;
  /** Shown in the table when a search matches nothing. */
  noResultsText: string;
  /** Buttons next to the search box (e.g. 'Import from Shopify'); not shown while empty. */
  toolbar?: ReactNode;
}

export function AssetTable<T>({
  label,
  searchLabel,
  search,
  onSearchChange,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  status,
  errorMessage,
  onRetry,
  getId,
  getTitle,
  getThumbnail,
  columns = [],
  onOpen,
  onEdit,
  onDelete,
  readOnly = false,
  emptyState,
  noResultsText,
  toolbar,
}: AssetTableProps<T>) {
  const showEdit = !readOnly && onEdit !== undefined;
  const showDelete = !readOnly && onDelete !== undefined;
  const hasActions = showEdit || showDelete;
  const isEmpty = status === 'ready' && total === 0 && search.trim() === '';

  if (status === 'error') {
    return (
      <div className={styles.panel}>
        <p role="alert" className={styles.alert}>
          <ErrorIcon />
          <span>{errorMessage}</span>
        </p>
        {onRetry && (
          <div>
            <Button variant="secondary" onPress={onRetry}>
              Try Again
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {/* With nothing yet, the empty state offers the next step instead of the toolbar. */}
      {!isEmpty && (
        <div className={styles.toolbar}>
          <SearchField
            aria-label={searchLabel}
            placeholder={searchLabel}
            className={styles.search}
            value={search}
            onChange={onSearchChange}
          />
          {toolbar && <div className={styles.actions}>{toolbar}</div>}
        </div>
      )}
      {isEmpty ? (
        emptyState
      ) : (
        <div className={styles.tableBox} aria-busy={status === 'loading' || undefined}>
          <div className={styles.scroller}>
            <Table aria-label={label} className={styles.table}>
              <TableHeader>
                <Column id="image" className={`${styles.column} ${styles.thumbCell}`}>
                  <span className={visuallyHidden}>Image</span>
                </Column>
                <Column id="title" isRowHeader className={styles.column}>
                  Title
                </Column>
                {columns.map((column) => (
                  <Column
                    key={column.id}
                    id={column.id}
                    className={`${styles.column} ${column.align === 'end' ? styles.endCell : ''}`}
                  >
                    {column.header}
                  </Column>
                ))}
                {hasActions ? (
                  <Column id="actions" className={`${styles.column} ${styles.endCell}`}>
                    <span className={visuallyHidden}>Actions</span>
                  </Column>
                ) : null}
              </TableHeader>
              <TableBody
                renderEmptyState={() => (
                  <div className={styles.emptyRow}>
                    {status === 'loading' ? 'Loading…' : noResultsText}
                  </div>
                )}
              >
                {(status === 'ready' ? rows : []).map((row) => {
                  const title = getTitle(row);
                  return (
                    <Row key={getId(row)} id={getId(row)} className={styles.row}>
                      <Cell className={`${styles.cell} ${styles.thumbCell}`}>
                        <Thumbnail
                          src={getThumbnail(row)}
                          size={48}
                          className={styles.thumbnail}
                          placeholderClassName={styles.thumbnailPlaceholder}
                        />
                      </Cell>
                      <Cell className={styles.cell}>
                        {onOpen ? (
                          <RACButton className={styles.titleButton} onPress={() => onOpen(row)}>
                            {title}
                          </RACButton>
                        ) : (
                          title
                        )}
                      </Cell>
                      {columns.map((column) => (
                        <Cell
                          key={column.id}
                          className={`${styles.cell} ${column.align === 'end' ? styles.endCell : ''}`}
                        >
                          {column.cell(row)}
                        </Cell>
                      ))}
                      {hasActions ? (
                        <Cell className={`${styles.cell} ${styles.endCell}`}>
                          <span className={styles.rowActions}>
                            {showEdit && (
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={`Edit ${title}`}
                                icon={<EditIcon />}
                                onPress={() => onEdit?.(row)}
                              />
                            )}
                            {showDelete && (
                              <Button
                                variant="ghost"
                                size="sm"
                                aria-label={`Delete ${title}`}
                                icon={<TrashIcon />}
                                onPress={() => onDelete?.(row)}
                              />
                            )}
                          </span>
                        </Cell>
                      ) : null}
                    </Row>
                  );
                })}
              </TableBody>
            </Table>
          </div>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={status === 'ready' ? total : 0}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
            onPageChange={onPageChange}
            onPageSizeChange={onPageSizeChange}
          />
        </div>
      )}
    </div>
  );
}
