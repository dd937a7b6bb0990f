// The inbox (docs/behaviour.md §13): every visitor submission, newest first, with its type, sender, subject, age,
// status and assignee. The filters and the page live in the address, so a reload or a shared link shows the same rows.
import { ENQUIRY_STATUSES, momentInIndia, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { APPLICATION_STATUSES } from '@site/contracts/constants';
import { type DataColumn, DataTable, ErrorState, Link, type ServerPaging } from '@site/shared-ui';
import { SourceSelect } from '../../components/source-select';
import { useAddressParams } from '../../components/use-address-params';
import type { InboxItem } from '@site/contracts';
import { useBackState } from '../../lib/back-link';
import { languageName, submissionLanguage } from '../../lib/language-words';
import { sourceName, useLinkSourcesQuery } from '../../lib/link-sources-api';
import { INBOX_PATH } from '../../lib/paths';
import { AdminOptions } from './admin-options';
import { INBOX_PAGE_SIZE, type InboxFilter, useAssignableAdminsQuery, useInboxQuery } from './inbox-api';
import { age, typeLabel } from './inbox-words';
import './inbox.css';

const STATUSES = [...new Set<string>([...ENQUIRY_STATUSES, ...APPLICATION_STATUSES])];
const FILTERS = ['type', 'status', 'assignee', 'from', 'to', 'job', 'flag', 'source'] as const;

export const inboxItemPath = (item: Pick<InboxItem, 'type' | 'id'>) => `${INBOX_PATH}/${item.type}/${item.id}`;

export function InboxPage() {
  const [params, update] = useAddressParams();
  const admins = useAssignableAdminsQuery();
  const type = SUBMISSION_KEYS.find((k) => k === params.get('type'));
  const filter: InboxFilter = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    type,
    status: STATUSES.find((s) => s === params.get('status')),
    assignee: params.get('assignee') ?? undefined,
    q: params.get('q') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    // The applications to one job (the Jobs screen links here with it).
    job: params.get('job') ?? undefined,
    // The applications a screening answer knocked out (docs/behaviour.md §20).
    flag: params.get('flag') === 'knockout' ? 'knockout' : undefined,
    // The applications a job link's source brought (docs/behaviour.md §16.2).
    source: params.get('source') ?? undefined,
  };
  const sources = useLinkSourcesQuery().data;
  const result = useInboxQuery(filter);
  // An item's page leads back to this list, filters and page included.
  const back = useBackState('Inbox');
  const adminName = (id: string | null) => (id ? (admins.data?.find((a) => a._id === id)?.name ?? 'An admin') : '—');

  const server: ServerPaging = {
    total: result.data?.total ?? 0,
    page: filter.page ?? 1,
    onPage: (n) => update({ page: n > 1 ? String(n) : undefined }),
    query: filter.q ?? '',
    onQuery: (text) => update({ q: text || undefined }, true),
    sort: null,
    onSort: () => undefined,
  };
  const columns: DataColumn<InboxItem>[] = [
    { key: 'type', header: 'Type', value: (r) => typeLabel(r.type), sortable: false },
    {
      key: 'from',
      header: 'From',
      value: (r) => r.name,
      sortable: false,
      render: (r) => (
        <Link to={inboxItemPath(r)} state={back} className="admin-inbox__who">
          <span lang={submissionLanguage(r)}>{r.name}</span> <small>{r.email}</small>
        </Link>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      value: (r) => r.subject,
      sortable: false,
      wide: true,
      render: (r) => (
        <span className="admin-inbox__subject">
          {r.subject}
          {r.source && <small className="admin-inbox__source">Source: {sourceName(sources, r.source)}</small>}
        </span>
      ),
    },
    // The language of the page the visitor wrote from: the firm's e-mails to them follow it.
    { key: 'language', header: 'Language', value: (r) => languageName(submissionLanguage(r)), sortable: false },
    {
      key: 'age',
      header: 'Received',
      value: (r) => age(r.createdAt),
      sortable: false,
      render: (r) => (
        <time dateTime={r.createdAt} title={momentInIndia(r.createdAt)}>
          {age(r.createdAt)}
        </time>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      value: (r) => r.status,
      sortable: false,
      render: (r) => (
        <span className="admin-inbox__status">
          <span className="admin-badge" data-status={r.status}>
            {r.status}
          </span>
          {r.knockout && <span className="admin-badge admin-badge--knockout">Knockout</span>}
        </span>
      ),
    },
    { key: 'assignee', header: 'Assignee', value: (r) => adminName(r.assignee), sortable: false },
  ];

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Inbox</h1>
      </header>
      <form className="admin-inbox__filters" aria-label="Filter the inbox" onSubmit={(e) => e.preventDefault()}>
        <label>
          Type
          <select value={type ?? ''} onChange={(e) => update({ type: e.target.value || undefined })}>
            <option value="">All types</option>
            {SUBMISSION_KEYS.map((k: SubmissionKey) => (
              <option key={k} value={k}>
                {typeLabel(k)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select value={filter.status ?? ''} onChange={(e) => update({ status: e.target.value || undefined })}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Assignee
          <select value={filter.assignee ?? ''} onChange={(e) => update({ assignee: e.target.value || undefined })}>
            <option value="">Anyone</option>
            <option value="none">Nobody</option>
            <AdminOptions />
          </select>
        </label>
        <label>
          From
          <input type="date" value={filter.from ?? ''} onChange={(e) => update({ from: e.target.value || undefined })} />
        </label>
        <label>
          To
          <input type="date" value={filter.to ?? ''} onChange={(e) => update({ to: e.target.value || undefined })} />
        </label>
        <SourceSelect value={filter.source} onChange={(source) => update({ source })} />
        <label className="admin-inbox__flag">
          <input type="checkbox" checked={filter.flag === 'knockout'} onChange={(e) => update({ flag: e.target.checked ? 'knockout' : undefined })} />
          Knockout answers only
        </label>
        {filter.job && <span className="admin-badge">One job's applications</span>}
        {FILTERS.some((f) => params.get(f)) && (
          <button type="button" className="ui-button ui-button--small" onClick={() => update(Object.fromEntries(FILTERS.map((f) => [f, undefined])))}>
            Clear filters
          </button>
        )}
      </form>
      {result.isError && <ErrorState title="The inbox could not be loaded" onRetry={() => void result.refetch()} />}
      <DataTable
        label="Submissions"
        rows={result.data?.items ?? []}
        columns={columns}
        rowKey={(r) => `${r.type}-${r.id}`}
        emptyText="No submissions match."
        pageSize={INBOX_PAGE_SIZE}
        loading={result.isFetching}
        server={server}
        searchPlaceholder="Search names, e-mails, subjects..."
      />
    </section>
  );
}
