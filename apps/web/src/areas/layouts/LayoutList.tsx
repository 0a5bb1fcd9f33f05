// The layouts list (doc 3 §2): search (case-insensitive on the title, trimmed, back to the first
// page), sort (Most Recent, Alphabetical, Newest), pages of 5/10/25/50. Each row: thumbnail, title,
// Preview, Copy Layout ID, copy embed code, the embedding help page, edit and delete. Drafts show a
// DRAFT badge and no embed buttons; a read-only list hides edit and delete.
import { useMemo, useState } from 'react';
import {
  filterByTitle,
  layoutEmbedCode,
  LIST_SORT_OPTIONS,
  PAGE_SIZE_OPTIONS,
  sortItems,
  type ListSort,
} from '@vendy/client/domain';
import {
  AlertDialog,
  Button,
  Chip,
  CopyIcon,
  EditIcon,
  ErrorIcon,
  EyeIcon,
  HelpIcon,
  LinkButton,
  LinkIcon,
  SearchField,
  Select,
  Table,
  TrashIcon,
  type TableColumn,
} from '@vendy/ui-kit';
import type { Loadable } from '../../app/loadable';
import { routes } from '../../routes';
import { CopyButton } from './CopyButton';
import { isDraft, LAYOUT_TYPE_LABELS, layoutThumbnail, type Layout } from './layoutModel';
import * as styles from './layouts.css';

export const DEFAULT_LAYOUT_PAGE_SIZE = 10;

export interface LayoutListProps {
  layouts: Loadable<readonly Layout[]>;
  /** The embed host of the copied embed code (the app's own origin). */
  host: string;
  /** Hides edit and delete (doc 3 §2, §6). */
  readOnly?: boolean;
  onPreview: (layout: Layout) => void;
  onEdit?: (layout: Layout) => void;
  /** Deletes after confirmation; a rejection shows inside the dialog, which stays open. */
  onDelete?: (layout: Layout) => Promise<void>;
  writeText?: (text: string) => Promise<void>;
}

const NO_LAYOUTS: readonly Layout[] = [];

interface RowActions {
  host: string;
  editable: boolean;
  onPreview: (layout: Layout) => void;
  onEdit?: (layout: Layout) => void;
  askDelete: (layout: Layout) => void;
  writeText?: (text: string) => Promise<void>;
}

function Actions({ layout, actions }: { layout: Layout; actions: RowActions }) {
  const { host, editable, onPreview, onEdit, askDelete, writeText } = actions;
  return (
    <div className={styles.rowActions}>
      <Button
        variant="ghost"
        size="sm"
        icon={<EyeIcon />}
        aria-label={`Preview ${layout.title}`}
        onPress={() => onPreview(layout)}
      />
      {!isDraft(layout) && (
        <>
          <CopyButton
            iconOnly
            variant="ghost"
            size="sm"
            icon={<CopyIcon />}
            label={`Copy Layout ID of ${layout.title}`}
            text={layout.id}
            writeText={writeText}
          />
          <CopyButton
            iconOnly
            variant="ghost"
            size="sm"
            icon={<LinkIcon />}
            label={`Copy Embed Code of ${layout.title}`}
            text={layoutEmbedCode(host, layout.id, layout.type)}
            writeText={writeText}
          />
          <LinkButton
            variant="ghost"
            size="sm"
            icon={<HelpIcon />}
            href={routes.supportEmbedALayout()}
            aria-label={`Help embedding ${layout.title}`}
          >
            Help
          </LinkButton>
        </>
      )}
      {editable && onEdit && (
        <Button
          variant="ghost"
          size="sm"
          icon={<EditIcon />}
          aria-label={`Edit ${layout.title}`}
          onPress={() => onEdit(layout)}
        />
      )}
      {editable && (
        <Button
          variant="ghost"
          size="sm"
          icon={<TrashIcon />}
          aria-label={`Delete ${layout.title}`}
          onPress={() => askDelete(layout)}
        />
      )}
    </div>
  );
}

function columnsFor(actions: RowActions): TableColumn<Layout>[] {
  return [
    {
      id: 'thumbnail',
      header: 'Thumbnail',
      cell: (layout) => {
        const src = layoutThumbnail(layout);
        return src ? (
          <img className={styles.thumbnail} src={src} alt="" />
        ) : (
          <span className={styles.thumbnail} />
        );
      },
    },
    {
      id: 'title',
      header: 'Title',
      isRowHeader: true,
      cell: (layout) => (
        <span className={styles.titleCell}>
          {layout.title}
          {isDraft(layout) && <Chip tone="primary">DRAFT</Chip>}
        </span>
      ),
    },
    { id: 'type', header: 'Format', cell: (layout) => LAYOUT_TYPE_LABELS[layout.type] },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (layout) => <Actions layout={layout} actions={actions} />,
    },
  ];
}

export function LayoutList({
  layouts,
  host,
  readOnly = false,
  onPreview,
  onEdit,
  onDelete,
  writeText,
}: LayoutListProps) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('recent');
  const [deleting, setDeleting] = useState<Layout | null>(null);
  const all = layouts.status === 'ready' ? layouts.data : NO_LAYOUTS;
  const rows = useMemo(() => sortItems(filterByTitle(all, query), sort), [all, query, sort]);
  const editable = !readOnly && onDelete !== undefined;
  const columns = useMemo(
    () => columnsFor({ host, editable, onPreview, onEdit, askDelete: setDeleting, writeText }),
    [host, editable, onPreview, onEdit, writeText],
  );

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <SearchField
          aria-label="Search Layouts"
          placeholder="Search Layouts"
          className={styles.search}
          value={query}
          onChange={setQuery}
        />
        <Select<ListSort>
          label="Sort"
          className={styles.select}
          options={LIST_SORT_OPTIONS.map((o) => ({ id: o.value, label: o.label }))}
          value={sort}
          onChange={(value) => value && setSort(value)}
        />
      </div>
      {layouts.status === 'error' && (
        <p role="alert" className={styles.error}>
          <ErrorIcon />
          <span>{layouts.message}</span>
        </p>
      )}
      <Table
        aria-label="Layouts"
        columns={columns}
        rows={rows}
        getRowId={(layout) => layout.id}
        emptyText="No layouts found."
        isLoading={layouts.status === 'loading'}
        loadingText="Loading layouts…"
        defaultPageSize={DEFAULT_LAYOUT_PAGE_SIZE}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        pageResetKey={`${query.trim().toLowerCase()}|${sort}`}
      />
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
