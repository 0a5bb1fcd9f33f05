// /admin/sliders (doc 3 §2): the slider pages of the admin's current group, each with its public
// address under the group's handle (opening in a new tab), Edit and Delete; New Slider Page.
import {
  DEFAULT_PAGE_SIZES,
  PAGE_SIZE_OPTIONS,
  formatDate,
  sliderPagePath,
} from '@vendy/client/domain';
import type { SliderPageFieldsFragment } from '@vendy/client/generated';
import {
  AlertDialog,
  Button,
  EditIcon,
  EmptyState,
  LayoutsIcon,
  Link,
  LinkButton,
  PlusIcon,
  Table,
  TrashIcon,
  type TableColumn,
} from '@vendy/ui-kit';
import { useMemo, useState } from 'react';
import { FormError } from '../../../components/FormError';
import type { Loadable } from '../../../lib/loadable';
import { routes } from '../../../routes';
import * as page from '../AdminPage.css';
import * as styles from './sliders.css';

export type SliderPage = SliderPageFieldsFragment;

export const TITLE = 'Slider Pages';
export const DELETE_ERROR = 'Error deleting slider page.';
export const DELETE_TITLE = 'Delete Slider Page';
export const DELETE_QUESTION =
  'Do you really want to delete this slider page? This action cannot be undone.';
export const NO_HANDLE = 'Needs a group handle to publish';

export interface SliderPagesPageProps {
  pages: Loadable<readonly SliderPage[]>;
  /** Deletes a page; rejects when it could not be deleted. */
  onDelete: (pageId: string) => Promise<void>;
  onRetry: () => void;
}

function Address({ slider }: { slider: SliderPage }) {
  const path = sliderPagePath(slider.groupHandle, slider.slug);
  if (!path) {
    return (
      <span className={page.muted}>
        {NO_HANDLE} <Link href={routes.group()}>(set it on the group page)</Link>
      </span>
    );
  }
  return (
    <Link href={path} target="_blank" className={styles.address}>
      {path}
    </Link>
  );
}

export function SliderPagesPage({ pages, onDelete, onRetry }: SliderPagesPageProps) {
  const [deleting, setDeleting] = useState<SliderPage | null>(null);
  const columns = useMemo<TableColumn<SliderPage>[]>(
    () => [
      {
        id: 'title',
        header: 'Title',
        isRowHeader: true,
        cell: (p) => <Link href={routes.adminSliderPage(p.id)}>{p.title}</Link>,
        sortValue: (p) => p.title,
      },
      { id: 'address', header: 'Address', cell: (p) => <Address slider={p} /> },
      {
        id: 'sliders',
        header: 'Sliders',
        cell: (p) => p.sliders.length + (p.featuredSlider ? 1 : 0),
        sortValue: (p) => p.sliders.length,
      },
      {
        id: 'updated',
        header: 'Updated',
        cell: (p) => formatDate(p.updatedAt),
        sortValue: (p) => new Date(p.updatedAt),
      },
      {
        id: 'actions',
        header: 'Actions',
        align: 'end',
        cell: (p) => (
          <div className={styles.rowActions}>
            <LinkButton
              variant="secondary"
              size="sm"
              icon={<EditIcon />}
              href={routes.adminSliderPage(p.id)}
              aria-label={`Edit ${p.title}`}
            >
              Edit
            </LinkButton>
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Delete ${p.title}`}
              onPress={() => setDeleting(p)}
            />
          </div>
        ),
      },
    ],
    [],
  );

  const newPage = (
    <LinkButton href={routes.adminSliderPage('new')} icon={<PlusIcon />}>
      New Slider Page
    </LinkButton>
  );
  const empty = pages.status === 'ready' && pages.data.length === 0;

  return (
    <div className={page.page}>
      <div className={styles.header}>
        <h1 className={page.heading}>{TITLE}</h1>
        {newPage}
      </div>
      {pages.status === 'error' && (
        <div className={styles.problem}>
          <FormError message={pages.message} align="center" />
          <Button variant="secondary" size="sm" onPress={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {empty ? (
        <EmptyState
          picture={<LayoutsIcon size={40} />}
          title="No slider pages yet"
          description="Build a page of shoppable-video sliders and publish it under your group's handle."
          action={newPage}
        />
      ) : (
        pages.status !== 'error' && (
          <Table
            aria-label={TITLE}
            columns={columns}
            rows={pages.status === 'ready' ? pages.data : []}
            getRowId={(p) => p.id}
            emptyText="No slider pages yet"
            isLoading={pages.status === 'loading'}
            loadingText="Loading slider pages"
            defaultSort={{ column: 'updated', direction: 'descending' }}
            defaultPageSize={DEFAULT_PAGE_SIZES.adminTable}
            pageSizeOptions={PAGE_SIZE_OPTIONS}
          />
        )
      )}
      <AlertDialog
        title={DELETE_TITLE}
        confirmLabel="Delete"
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => deleting && onDelete(deleting.id)}
        getErrorMessage={() => DELETE_ERROR}
      >
        {DELETE_QUESTION}
      </AlertDialog>
    </div>
  );
}
