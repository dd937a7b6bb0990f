// CSV of every row that matches the table's search and filter, on all pages: made by the server, saved as a file.
import { saveFile, toast } from '@site/shared-ui';
import { FiDownload } from 'react-icons/fi';
import { type ExportArgs, useExportCsvMutation } from './export-api';

export function ExportButton({ total, filter, fileName }: { total: number; filter: ExportArgs; fileName: string }) {
  const [exportCsv, { isLoading: busy }] = useExportCsvMutation();
  const run = async () => {
    try {
      saveFile(await exportCsv(filter).unwrap(), `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      toast.error('The CSV could not be made. Please try again.');
    }
  };
  return (
    <button type="button" className="ui-button ui-button--small" disabled={total === 0 || busy} aria-busy={busy || undefined} onClick={() => void run()}>
      <FiDownload aria-hidden /> Export CSV ({total})
    </button>
  );
}
