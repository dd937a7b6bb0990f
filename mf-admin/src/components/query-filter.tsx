// A list screen's page, sort and search (and an application's status, job, knockout flag and source) live in the
// address: ?page=2&sort=-name&q=guard&status=Hired&job=<id>&flag=knockout&source=walk-in, so a reload or a shared link shows the same rows. The server pages, sorts and searches them
// (docs/behaviour.md §7.5). A list opened with ?q=... (a Recent Activity link, or a search) says so, with a way back
// to every row.
import { LIST_QUERY, listFieldsOf, type ListPageArgs } from '@site/contracts';
import { RESOURCES, type ResourceKey, SOURCE_PATTERN } from '@site/contracts/resources';
import { type DataColumn, type ServerPaging, type TableSort, usePage } from '@site/shared-ui';
import { useMemo } from 'react';
import { useAddressParams } from './use-address-params';
import './query-filter.css';

const PAGE_SIZE = 10;
const sortParam = (sort: TableSort) => (sort ? `${sort.dir === 'desc' ? '-' : ''}${sort.key}` : undefined);
/**
 * Unsorted, every list shows its newest first, so a new job is on page 1. Content asks for it (the API's own order is
 * the public pages', oldest first); submissions already come newest first from their derived documents, which a
 * sort would bypass.
 */
const NEWEST_FIRST: TableSort = { key: 'createdAt', dir: 'desc' };

export function useServerList<K extends ResourceKey>(key: K) {
  const [params, update] = useAddressParams();
  const fields = useMemo(() => listFieldsOf(key), [key]);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const q = (params.get('q') ?? '').trim().slice(0, LIST_QUERY.maxSearch);
  const asked = params.get('sort') ?? '';
  const askedSort: TableSort = fields.sort.includes(asked.replace(/^-/, ''))
    ? { key: asked.replace(/^-/, ''), dir: asked.startsWith('-') ? 'desc' : 'asc' }
    : null;
  const sort = askedSort ?? (RESOURCES[key].access === 'content' ? NEWEST_FIRST : null);
  const askedStatus = params.get('status') ?? '';
  const status = fields.statuses?.includes(askedStatus) ? askedStatus : undefined;
  // Applications only: one job's, and those a screening answer knocked out (docs/behaviour.md §20).
  const askedJob = params.get('job') ?? '';
  const job = fields.byJob && /^[a-f\d]{24}$/i.test(askedJob) ? askedJob : undefined;
  const flag = fields.byJob && params.get('flag') === 'knockout' ? ('knockout' as const) : undefined;
  // And those a job link's source brought (docs/behaviour.md §16.2).
  const askedSource = params.get('source') ?? '';
  const source = fields.byJob && SOURCE_PATTERN.test(askedSource) ? askedSource : undefined;
  const filter: ListPageArgs & { key: K } = { key, sort: sortParam(sort), q: q || undefined, status, job, flag, source };
  const result = usePage({ ...filter, page, limit: PAGE_SIZE });

  const server: ServerPaging = {
    total: result.data?.total ?? 0,
    page,
    onPage: (n) => update({ page: n > 1 ? String(n) : undefined }),
    query: q,
    onQuery: (text) => update({ q: text || undefined, page: undefined }, true),
    sort,
    onSort: (next) => update({ sort: sortParam(next), page: undefined }),
  };
  const note = q ? (
    <p className="admin-filter" role="status">
      Showing the rows that mention “{q}”.{' '}
      <button type="button" className="ui-button ui-button--small" onClick={() => update({ q: undefined, page: undefined }, true)}>
        Show all
      </button>
    </p>
  ) : null;
  return {
    ...result,
    rows: result.data?.items ?? [],
    server,
    note,
    status,
    setStatus: (next: string | undefined) => update({ status: next, page: undefined }),
    job,
    setJob: (next: string | undefined) => update({ job: next, page: undefined }),
    flag,
    setFlag: (next: 'knockout' | undefined) => update({ flag: next, page: undefined }),
    source,
    setSource: (next: string | undefined) => update({ source: next, page: undefined }),
    /** The columns the server can sort by keep their sort button. */
    sortable: <T,>(columns: DataColumn<T>[]) => columns.map((c) => ({ ...c, sortable: (c.sortable ?? Boolean(c.value)) && fields.sort.includes(c.key) })),
  };
}
