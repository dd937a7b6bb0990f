// A list opened with ?q=... (a Recent Activity link) shows only the rows that mention it, and says so, with a
// way back to every row. The table's own search then works within them.
import type { DataColumn } from '@site/shared-ui';
import './query-filter.css';
import { useSearchParams } from '@site/shared-ui';

export function useQueryFilter<T>(rows: readonly T[], columns: readonly DataColumn<T>[]) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const needle = q.toLowerCase();
  const filtered = needle ? rows.filter((r) => columns.some((c) => String(c.value?.(r) ?? '').toLowerCase().includes(needle))) : rows;
  const showAll = () =>
    setParams(
      (p) => {
        p.delete('q');
        return p;
      },
      { replace: true },
    );
  const note = q ? (
    <p className="admin-filter" role="status">
      Showing the rows that mention “{q}”.{' '}
      <button type="button" className="ui-button ui-button--small" onClick={showAll}>
        Show all
      </button>
    </p>
  ) : null;
  return { rows: filtered, note };
}
