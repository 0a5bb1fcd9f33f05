// Columns of the read-only lists on /admin/groups/{id}: catalogue, media, shoppable videos, layouts.
import { formatDate, formatDollars } from '@vendy/client/domain';
import type {
  AffiliateLinkFieldsFragment,
  AudioFieldsFragment,
  ImageCollectionFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  VirtualVideoFieldsFragment,
  WidgetFieldsFragment,
} from '@vendy/client/generated';
import type { TableColumn } from '@vendy/ui-kit';
import { formatDuration, humanize } from './format';
import * as styles from './AdminPage.css';

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

const price = <T,>(value: (row: T) => number | null): Column<T> => ({
  id: 'price',
  header: 'Price',
  align: 'end',
  cell: (row) => {
    const amount = value(row);
    return amount === null ? '' : formatDollars(amount);
  },
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

export const productColumns: Column<ProductFieldsFragment>[] = [
  title(),
  text('vendor', 'Vendor', (p) => p.vendor),
  text('type', 'Type', (p) => p.productType),
  price((p) => p.price),
  text('available', 'Available', (p) => (p.availableForSale ? 'Yes' : 'No')),
];

export const productCollectionColumns: Column<ProductCollectionFieldsFragment>[] = [
  title(),
  text('handle', 'Handle', (c) => c.handle),
  count('products', 'Products', (c) => c.items.length),
];

export const affiliateLinkColumns: Column<AffiliateLinkFieldsFragment>[] = [
  title(),
  price((a) => a.price),
  text('cta', 'Button text', (a) => a.ctaText),
  {
    id: 'url',
    header: 'URL',
    cell: (a) => <span className={styles.mono}>{a.url}</span>,
    sortValue: (a) => a.url,
  },
];

export const imageCollectionColumns: Column<ImageCollectionFieldsFragment>[] = [
  title(),
  text('source', 'Source', (c) => humanize(c.source)),
  count('photos', 'Photos', (c) => c.items.length),
  date('created', 'Created', (c) => c.createdAt),
];

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
