// CSV as spreadsheets read it (RFC 4180, CRLF lines), written against formula injection as OWASP advises: every
// field is quoted (a spreadsheet set to split on ';' or tabs then still keeps a field whole), and a field whose first
// character is =, +, -, @, tab or CR starts with a ' so it is shown as text, never run as a formula.

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(',')}\r\n`;
