// CSV as spreadsheets read it (RFC 4180 quoting, CRLF lines); a leading =, +, -, @, tab or CR is neutralised so a
// spreadsheet does not run the cell as a formula. The admin's tables and the server's export write the same text.

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`;
