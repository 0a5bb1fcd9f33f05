// CSV (RFC 4180) for the frame's exports: a field holding a comma, a double quote, a carriage return
// or a line feed is quoted, with its quotes doubled; lines end with CRLF. A field a spreadsheet would
// read as a formula (starting with =, +, -, @, tab or CR) and that is not a number gets a leading
// apostrophe, so an exported name can never run in the merchant's spreadsheet.
export type CsvValue = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && FORMULA.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadCsv(fileName: string, text: string): void {
  // A byte order mark, so that spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
