// Columns of the read-only lists on /admin/groups/{id}: catalogue, media, shoppable videos, layouts.
import { formatDate } from '@vendy/client/domain';
import type {
  AudioFieldsFragment,
  VirtualVideoFieldsFragment,
  WidgetFieldsFragment,
} from '@vendy/client/generated';
import type { TableColumn } from '@vendy/ui-kit';
import { formatDuration, humanize } from './format';

type Column<T> = TableColumn<T>;

const title = <T extends { title: string }>(): Column<T> => ({
  id: 'title',
  header: 'Title',
  isRowHeader: true,
  cell: (row) => row.title,
  sortValue: (row) => row.title,
});

const date = <T,>(id: string, header: string, value: (row: T) => string): Column<T> => ({
  id,
  header,
  cell: (row) => formatDate(value(row)),
  sortValue: (row) => new Date(value(row)),
});

const count = <T,>(id: string, header: string, value: (row: T) => number): Column<T> => ({
  id,
  header,
  align: 'end',
  cell: value,
  sortValue: value,
});

const duration = <T extends { duration: number }>(): Column<T> => ({
  id: 'duration',
  header: 'Duration',
  align: 'end',
  cell: (row) => formatDuration(row.duration),
  sortValue: (row) => row.duration,
});

const text = <T,>(id: string, header: string, value: (row: T) => string | null): Column<T> => ({
  id,
  header,
  cell: (row) => value(row) ?? '',
  sortValue: value,
});

export const audioColumns: Column<AudioFieldsFragment>[] = [
  title(),
  text('status', 'Status', (a) => humanize(a.status)),
  duration(),
  date('created', 'Created', (a) => a.createdAt),
];

export const virtualVideoColumns: Column<VirtualVideoFieldsFragment>[] = [
  title(),
  count('segments', 'Segments', (v) => v.segments.length),
  date('created', 'Created', (v) => v.createdAt),
  date('updated', 'Updated', (v) => v.updatedAt),
];

export const widgetColumns: Column<WidgetFieldsFragment>[] = [
  title(),
  text('type', 'Type', (w) => humanize(w.type)),
  text('status', 'Status', (w) => humanize(w.status)),
  date('updated', 'Updated', (w) => w.updatedAt),
];
