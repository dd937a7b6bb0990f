// CSV of every row that matches the table's search and filters, on all pages (fetched when asked for).
import { type DataColumn, downloadCsv, toast, toCsv } from '@site/shared-ui';
import { useState } from 'react';
import { FiDownload } from 'react-icons/fi';

export function ExportButton<T>({ total, load, columns, fileName }: { total: number; load: () => Promise<T[]>; columns: readonly DataColumn<T>[]; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const exportable = columns.filter((c) => c.value).map((c) => ({ header: c.header, value: c.value! }));
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(exportable, await load()));
    } catch {
      toast.error('The CSV could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="ui-button ui-button--small" disabled={total === 0 || busy} aria-busy={busy || undefined} onClick={() => void run()}>
      <FiDownload aria-hidden /> Export CSV ({total})
    </button>
  );
}
