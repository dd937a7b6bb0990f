// CSV of what a table shows (quoting and formula neutralising: csvLine of the contracts).
import { csvLine } from '@site/contracts/csv';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => c.value(row)))].map(csvLine).join('');
}

/** Offers the text as a file download (a BOM so spreadsheet programs read UTF-8). */
export function downloadCsv(fileName: string, csv: string) {
  saveFile(URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' })), fileName);
}

/** Saves an object URL as a file named `name`, then frees the URL. */
export function saveFile(url: string, name: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
