// A table of the frame with its heading and 'Export CSV' (the same columns and numbers as shown).
import { useId, type ReactNode } from 'react';
import { Button, DownloadIcon, Table, type TableColumn } from '@vendy/ui-kit';
import { downloadCsv, toCsv, type CsvValue } from './csv';
import * as styles from './frame.css';

export interface DataColumn<T> extends TableColumn<T> {
  /** The column's value in the CSV file (plain numbers, no formatting). */
  csv: (row: T) => CsvValue;
}

export interface DataTableProps<T> {
  title: string;
  /** File name of the export, without '.csv'. */
  fileName: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  emptyText: string;
  /** Heading level of the title. */
  level?: 2 | 3;
  /** The export's columns when they differ from the table's (e.g. an interval as two numbers). */
  csvColumns?: readonly CsvColumn<T>[];
  /** Text between the heading and the table. */
  children?: ReactNode;
  /** Expandable rows: a toggle per row shows this under it. */
  renderDetail?: (row: T) => ReactNode;
  /** The accessible name of a row's toggle. */
  detailLabel?: (row: T) => string;
  /** A class for the table's container (e.g. to let long headers wrap). */
  className?: string;
}

export interface CsvColumn<T> {
  header: string;
  csv: (row: T) => CsvValue;
}

export function tableCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => c.csv(row))),
  );
}

export function DataTable<T>({
  title,
  fileName,
  columns,
  rows,
  getRowId,
  emptyText,
  level = 3,
  csvColumns = columns,
  children,
  renderDetail,
  detailLabel,
  className,
}: DataTableProps<T>) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.tableHeader}>
        <Heading id={headingId} className={styles.sectionHeading}>
          {title}
        </Heading>
        <Button
          variant="secondary"
          size="sm"
          icon={<DownloadIcon />}
          aria-label={`Export CSV: ${title}`}
          isDisabled={rows.length === 0}
          onPress={() => downloadCsv(`${fileName}.csv`, tableCsv(csvColumns, rows))}
        >
          Export CSV
        </Button>
      </div>
      {children}
      <Table
        aria-labelledby={headingId}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        emptyText={emptyText}
        renderDetail={renderDetail}
        detailLabel={detailLabel}
        className={className}
      />
    </section>
  );
}
