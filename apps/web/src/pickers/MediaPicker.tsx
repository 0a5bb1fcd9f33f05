// The pickers' common frame (doc 2 §2, doc 3 §2): search, sort, a grid of tiles with single or
// multiple selection (a React Aria GridList: arrow keys move, Space or Enter selects), and pages of
// a fixed size. Items that cannot be used stay focusable, say why in a tooltip, and never select.
import { useMemo, useState, type ReactNode } from 'react';
import { GridList, GridListItem, type Selection } from 'react-aria-components';
import {
  filterByTitle,
  LIST_SORT_OPTIONS,
  pageOf,
  sortItems,
  type ListSort,
} from '@vendy/client/domain';
import {
  Button,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  clampPage,
  ErrorIcon,
  InfoIcon,
  rangeText,
  SearchField,
  Select,
  Tooltip,
} from '@vendy/ui-kit';
import type { Loadable } from '../lib/loadable';
import * as styles from './MediaPicker.css';

export interface PickerItem {
  id: string;
  title: string;
  createdAt?: string;
  updatedAt?: string;
}

export type PickerSelectionMode = 'single' | 'multiple';

export interface MediaPickerProps<T extends PickerItem> {
  /** Names the grid, e.g. 'Videos'. */
  label: string;
  /** Names the search box, e.g. 'Search Videos'. */
  searchLabel: string;
  items: Loadable<readonly T[]>;
  selectionMode: PickerSelectionMode;
  /** Chosen ids, kept across pages and searches. */
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  /** The tile's picture and details (its title is added under them). */
  renderItem: (item: T) => ReactNode;
  /** What the tile tells about the item besides its title (announced with it). */
  describe?: (item: T) => string;
  /** Why the item cannot be chosen, or null when it can. */
  unavailableReason?: (item: T) => string | null;
  /** Shown when nothing matches the search. */
  emptyText: string;
  /** Shown when there is nothing at all (defaults to `emptyText`). */
  noItemsText?: string;
  pageSize: number;
}

const NO_ITEMS: readonly never[] = [];

function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <div className={styles.pager}>
      <span aria-live="polite">{rangeText(page, pageSize, total)}</span>
      <Button
        variant="ghost"
        size="sm"
        aria-label="Previous page"
        icon={<ChevronLeftIcon />}
        isDisabled={page <= 0}
        onPress={() => onPage(page - 1)}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label="Next page"
        icon={<ChevronRightIcon />}
        isDisabled={page >= last}
        onPress={() => onPage(page + 1)}
      />
    </div>
  );
}

export function MediaPicker<T extends PickerItem>({
  label,
  searchLabel,
  items,
  selectionMode,
  selectedKeys,
  onSelectionChange,
  renderItem,
  describe,
  unavailableReason = () => null,
  emptyText,
  noItemsText = emptyText,
  pageSize,
}: MediaPickerProps<T>) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('recent');
  const [page, setPage] = useState(0);
  const all = items.status === 'ready' ? items.data : (NO_ITEMS as readonly T[]);
  const visible = useMemo(() => sortItems(filterByTitle(all, query), sort), [all, query, sort]);
  const current = clampPage(page, visible.length, pageSize);
  const shown = pageOf(visible, current, pageSize);
  const shownIds = shown.map((item) => item.id);
  const blocked = shown.filter((item) => unavailableReason(item) !== null).map((item) => item.id);

  const change = (keys: Selection) => {
    const picked = keys === 'all' ? shownIds : [...keys].map(String);
    if (selectionMode === 'single') {
      // An empty answer means the chosen item was pressed again: it is unselected.
      onSelectionChange(new Set(picked.slice(0, 1)));
      return;
    }
    // Choices on other pages (or hidden by the search) stay chosen.
    const next = new Set([...selectedKeys].filter((id) => !shownIds.includes(id)));
    for (const id of picked) next.add(id);
    onSelectionChange(next);
  };

  return (
    <div className={styles.picker}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label={searchLabel}
          placeholder={searchLabel}
          className={styles.search}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(0);
          }}
        />
        <Select<ListSort>
          label="Sort"
          className={styles.sort}
          options={LIST_SORT_OPTIONS.map((o) => ({ id: o.value, label: o.label }))}
          value={sort}
          onChange={(value) => {
            if (!value) return;
            setSort(value);
            setPage(0);
          }}
        />
      </div>
      {items.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{items.message}</span>
        </p>
      )}
      <GridList
        aria-label={label}
        aria-busy={items.status === 'loading' || undefined}
        layout="grid"
        className={styles.grid}
        items={shown}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        disallowEmptySelection={false}
        selectedKeys={new Set([...selectedKeys].filter((id) => shownIds.includes(id)))}
        onSelectionChange={change}
        disabledKeys={blocked}
        disabledBehavior="selection"
        renderEmptyState={() => (
          <p className={styles.message}>
            {items.status === 'loading' ? 'Loading…' : all.length === 0 ? noItemsText : emptyText}
          </p>
        )}
      >
        {(item) => {
          const reason = unavailableReason(item);
          const details = describe?.(item);
          const textValue = [item.title, details, reason].filter(Boolean).join('. ');
          return (
            <GridListItem id={item.id} textValue={textValue} className={styles.tile}>
              {({ isSelected }) => (
                <>
                  {renderItem(item)}
                  <span className={styles.title}>{item.title}</span>
                  {details && <span className={styles.meta}>{details}</span>}
                  {isSelected && (
                    <span className={styles.check} aria-hidden="true">
                      <CheckIcon size={14} />
                    </span>
                  )}
                  {reason && (
                    <span className={styles.blocked}>
                      <Tooltip content={reason}>
                        <Button
                          variant="ghost"
                          size="sm"
                          icon={<InfoIcon />}
                          aria-label={`Why ${item.title} is unavailable`}
                        />
                      </Tooltip>
                    </span>
                  )}
                </>
              )}
            </GridListItem>
          );
        }}
      </GridList>
      <Pager page={current} pageSize={pageSize} total={visible.length} onPage={setPage} />
    </div>
  );
}
