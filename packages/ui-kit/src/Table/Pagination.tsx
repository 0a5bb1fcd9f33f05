import { useLayoutEffect, useRef } from 'react';
import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Select } from '../Select';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, pageCount, rangeText } from './tableModel';
import * as styles from './Table.css';

export interface PaginationProps {
  /** Zero-based page index. */
  page: number;
  pageSize?: number;
  /** Number of rows over all pages. */
  total: number;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  className?: string;
}

/**
 * 'Rows per page', the visible range ('1–5 of 12', announced politely when it changes) and the
 * 'Previous page' / 'Next page' buttons. Also used by lists that page like tables.
 */
export function Pagination({
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  onPageChange,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const buttonsRef = useRef<HTMLDivElement>(null);
  const lastPage = pageCount(total, pageSize) - 1;
  const isFirst = page <= 0;
  const isLast = page >= lastPage;

  // A button that becomes disabled while focused would drop focus to the page body; once the new
  // page renders, focus moves to the other page button instead, so keyboard users keep their place.
  const focusAfterRender = useRef<string | null>(null);
  useLayoutEffect(() => {
    const label = focusAfterRender.current;
    focusAfterRender.current = null;
    if (label) buttonsRef.current?.querySelector<HTMLElement>(`[aria-label="${label}"]`)?.focus();
  }, [page]);

  const go = (next: number, otherLabel: string) => {
    const hadFocus = buttonsRef.current?.contains(document.activeElement) ?? false;
    if (hadFocus && (next === 0 || next === lastPage)) focusAfterRender.current = otherLabel;
    onPageChange(next);
  };

  return (
    <div className={[styles.pagination, className].filter(Boolean).join(' ')}>
      <Select
        label="Rows per page"
        className={styles.pageSizeField}
        options={pageSizeOptions.map((size) => ({ id: size, label: String(size) }))}
        value={pageSize}
        onChange={(size) => size !== null && onPageSizeChange(size)}
      />
      <span className={styles.range} aria-live="polite">
        {rangeText(page, pageSize, total)}
      </span>
      <div className={styles.pageButtons} ref={buttonsRef}>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Previous page"
          icon={<ChevronLeftIcon />}
          isDisabled={isFirst}
          onPress={() => go(page - 1, 'Next page')}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label="Next page"
          icon={<ChevronRightIcon />}
          isDisabled={isLast}
          onPress={() => go(page + 1, 'Previous page')}
        />
      </div>
    </div>
  );
}
