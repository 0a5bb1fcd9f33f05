// A table of the frame with its heading and 'Export CSV' (the same columns and numbers as shown).
import { useId } from 'react';
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
}

export function tableCsv<T>(columns: readonly DataColumn<T>[], rows: readonly T[]): string {
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
          onPress={() => downloadCsv(`${fileName}.csv`, tableCsv(columns, rows))}
        >
          Export CSV
        </Button>
      </div>
      <Table
        aria-labelledby={headingId}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        emptyText={emptyText}
      />
    </section>
  );
}
