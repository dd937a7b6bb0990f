// CSV of exactly the rows the table shows after search and filters.
import { type DataColumn, downloadCsv, toCsv } from '@site/shared-ui';
import { FiDownload } from 'react-icons/fi';

export function ExportButton<T>({ rows, columns, fileName }: { rows: T[]; columns: readonly DataColumn<T>[]; fileName: string }) {
  const exportable = columns.filter((c) => c.value).map((c) => ({ header: c.header, value: c.value! }));
  return (
    <button
      type="button"
      className="ui-button ui-button--small"
      disabled={rows.length === 0}
      onClick={() => downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(exportable, rows))}
    >
      <FiDownload aria-hidden /> Export CSV ({rows.length})
    </button>
  );
}
