// The audit log (docs/behaviour.md §12): every admin write, newest first, with who made it and what, in product words,
// linking to the item while it exists. The resource filter and the page live in the address, so a reload or a shared
// link shows the same rows.
import { type DataColumn, DataTable, ErrorState, Link, type ServerPaging } from '@site/shared-ui';
import { useAddressParams } from '../../components/use-address-params';
import { useBackState } from '../../lib/back-link';
import { momentInIndia as when } from '@site/contracts';
import { REMOTE_TITLES } from '../../lib/release-names';
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter, useAuditLogQuery } from './audit-api';
import { AUDIT_RESOURCE_GROUPS, AUDIT_RESOURCES, auditResourceLabel } from './audit-resources';
import { auditLink, auditSentence } from './audit-words';
import './audit.css';

/** The item, linked while it exists; named (or "no longer stored") once deleted. */
function DocumentCell({ entry }: { entry: AuditEntry }) {
  const link = auditLink(entry);
  // An application's page leads back here.
  const back = useBackState('Audit Log');
  const name = entry.subject?.title || 'Open';
  if (link)
    return (
      <Link to={link} state={back}>
        {name}
      </Link>
    );
  return entry.subject ? <span className="admin-audit__gone">No longer stored</span> : <>—</>;
}

const COLUMNS: DataColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    value: (r) => when(r.at),
    sortable: false,
    render: (r) => (
      <time className="admin-audit__when" dateTime={r.at}>
        {when(r.at)}
      </time>
    ),
  },
  {
    key: 'admin',
    header: 'Admin',
    value: (r) => r.adminName,
    sortable: false,
    render: (r) => (
      <span className="admin-audit__who">
        {r.adminName} {r.adminEmail && <small>{r.adminEmail}</small>}
      </span>
    ),
  },
  { key: 'action', header: 'Action', value: (r) => auditSentence(r), sortable: false, wide: true },
  { key: 'resource', header: 'Resource', value: (r) => auditResourceLabel(r.resource), sortable: false, wide: true },
  { key: 'document', header: 'Document', value: (r) => r.subject?.title ?? '', sortable: false, render: (r) => <DocumentCell entry={r} /> },
  // The site variant whose visitors see the change (one site's content or release); shared content and the rest have none.
  { key: 'site', header: 'Site', value: (r) => (r.site ? REMOTE_TITLES[r.site] : '—'), sortable: false },
];

export function AuditPage() {
  const [params, update] = useAddressParams();
  const filter: AuditFilter = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    resource: AUDIT_RESOURCES.find((r) => r.key === params.get('resource'))?.key,
  };
  // Every write adds an entry, so the log is asked again each time the screen opens.
  const result = useAuditLogQuery(filter, { refetchOnMountOrArgChange: true });

  const server: ServerPaging = {
    total: result.data?.total ?? 0,
    page: filter.page,
    onPage: (n) => update({ page: n > 1 ? String(n) : undefined }),
    query: '',
    onQuery: () => undefined,
    sort: null,
    onSort: () => undefined,
  };

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Audit Log</h1>
      </header>
      <p className="admin-audit__intro">Every change an admin made to content, submissions and accounts, newest first.</p>
      <form className="admin-audit__filters" aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <label>
          Resource
          <select value={filter.resource ?? ''} onChange={(e) => update({ resource: e.target.value || undefined })}>
            <option value="">All resources</option>
            {AUDIT_RESOURCE_GROUPS.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </form>
      {/* Without an answer the table would think page 1 is the last one and leave the page asked for. */}
      {result.isError ? (
        <ErrorState title="The audit log could not be loaded" onRetry={() => void result.refetch()} />
      ) : (
        <DataTable
          label="Audit log"
          rows={result.data?.entries ?? []}
          columns={COLUMNS}
          rowKey={(r) => `${r.at}-${r.adminId}-${r.resource}-${r.action}-${r.documentId ?? ''}`}
          emptyText="No changes recorded yet."
          pageSize={AUDIT_PAGE_SIZE}
          loading={result.isFetching}
          server={server}
          searchable={false}
        />
      )}
    </section>
  );
}
