// Job applications (docs/behaviour.md §2.13 Job Contact List) with a recruiting pipeline: a status per application changed
// from the table, filters by status (with counts), job, source and knockout answer (flagged rows marked), the resume preview
// and, for an owner, a CSV of what the search and filters leave. A name opens the application's inbox page: its
// history and its CV access log (docs/behaviour.md §13). The server pages, sorts, searches and filters (the filters
// are in the address with the rest, ?status=Hired&job=…&source=walk-in&flag=knockout).
import { APPLICATION_STATUSES } from '@site/contracts/constants';
import { formatIndianMobile, momentInIndia } from '@site/contracts';
import { ConfirmDialog, type DataColumn, DataTable, type Entity, errorMessage, ErrorState, Link, toast } from '@site/shared-ui';
import { useState } from 'react';
import { FiTrash2 } from 'react-icons/fi';
import { ExportButton } from '../../components/export-button';
import { useServerList } from '../../components/query-filter';
import { useSubmissionCountsQuery } from '../../lib/counts-api';
import { languageName, submissionLanguage } from '../../lib/language-words';
import { sourceName, useLinkSourcesQuery } from '../../lib/link-sources-api';
import { INBOX_PATH } from '../../lib/paths';
import { leadColumns } from '../../lib/lead-columns';
import { candidateMailWords } from '../../lib/status-mail-words';
import { useRole } from '../../lib/may-open';
import { useBackState } from '../../lib/back-link';
import { useDelete } from '../../lib/use-delete';
import { useMoveApplicationMutation } from './api/status-api';
import { ApplicationFilters, KnockoutMark } from './application-filters';
import { ResumePreview, type ResumeRow } from './resume-preview';
import './applications.css';

type Application = Entity<'applyJobs'>;
type Status = (typeof APPLICATION_STATUSES)[number];
const statusOf = (a: Application): Status => (a.status as Status | undefined) ?? 'New';
/** The job link's source an application came with (stored by the phone apply form, so no field of the old form's type). */
const sourceOf = (a: Application) => {
  const source = (a as { source?: unknown }).source;
  return typeof source === 'string' ? source : '';
};

export function ApplicationsPage() {
  const list = useServerList('applyJobs');
  const [move] = useMoveApplicationMutation();
  // Moving to Shortlisted, Hired or Rejected e-mails the candidate unless this is unticked.
  const [notify, setNotify] = useState(true);
  const filter = (list.status as Status | undefined) ?? 'All';
  const [preview, setPreview] = useState<ResumeRow | null>(null);
  const del = useDelete('applyJobs', 'application');
  // In all and by status, in the one answer the navigation's New badge reads too.
  // One job's come from its own counts; the knockout filter has none, so its buttons show no number.
  const known = useSubmissionCountsQuery().data;
  const byStatus = known && (list.job ? (known.jobs[list.job] ?? {}) : known.types.applyJobs.statuses);
  const all = known && (list.job ? Object.values(byStatus ?? {}).reduce((n, c) => n + c, 0) : known.types.applyJobs.total);
  const counts: Partial<Record<Status | 'All', number>> = byStatus
    ? { All: all, ...Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, byStatus[s] ?? 0])) }
    : {};
  const countOf = (s: Status | 'All') => (list.flag || list.source ? '' : ` (${counts[s] ?? '…'})`);
  const role = useRole();
  const sources = useLinkSourcesQuery().data;
  // An application's page leads back here, filters and all.
  const back = useBackState('Candidates');

  const changeStatus = async (a: Application, status: Status) => {
    try {
      const now = await move({ id: a._id, status, notify }).unwrap();
      const mail = candidateMailWords(status, notify, now.deliveries);
      toast.success(`${a.name}: ${status}${mail ? `, ${mail}` : ''}`);
    } catch (err) {
      toast.error(`Failed to update the status: ${errorMessage(err) ?? 'Unknown error'}`);
    }
  };

  const dataColumns: DataColumn<Application>[] = [
    {
      key: 'status',
      header: 'Status',
      value: (r) => statusOf(r),
      render: (r) => (
        <select
          className="admin-status"
          aria-label={`Status of ${r.name}`}
          value={statusOf(r)}
          data-status={statusOf(r)}
          onChange={(e) => void changeStatus(r, e.target.value as Status)}
        >
          {APPLICATION_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      ),
    },
    {
      key: 'name',
      header: 'Name',
      value: (r) => r.name,
      render: (r) => (
        // One box: on a phone's card the mark stays beside the name.
        <span>
          <Link to={`${INBOX_PATH}/applyJobs/${r._id}`} state={back} lang={submissionLanguage(r)}>
            {r.name}
          </Link>
          {r.knockout && <KnockoutMark />}
        </span>
      ),
    },
    { key: 'email', header: 'Email', value: (r) => r.email },
    { key: 'mobile', header: 'Mobile', value: (r) => formatIndianMobile(String(r.mobile ?? '')) },
    { key: 'address', header: 'Address', value: (r) => r.address },
    { key: 'skills', header: 'Skills', value: (r) => r.skills },
    { key: 'experience', header: 'Experience', value: (r) => r.experience },
    { key: 'qualification', header: 'Qualification', value: (r) => r.qualification },
    { key: 'jobTitle', header: 'Job Title', value: (r) => r.jobTitle },
    { key: 'source', header: 'Source', value: (r) => sourceOf(r) && sourceName(sources, sourceOf(r)) },
    // The page's language the candidate applied from: their e-mails and private page follow it.
    { key: 'language', header: 'Language', value: (r) => languageName(submissionLanguage(r)) },
    { key: 'createdAt', header: 'Applied', value: (r) => momentInIndia(r.createdAt) },
  ];
  const actions: DataColumn<Application>[] = [
    {
      key: 'resume',
      header: 'Resume',
      render: (r) =>
        r.resume ? (
          <button type="button" className="ui-button ui-button--small" onClick={() => setPreview(r)} aria-label={`View resume of ${r.name}`}>
            View
          </button>
        ) : (
          'No file'
        ),
    },
    {
      key: 'delete',
      header: 'Delete',
      render: (r) => (
        <button
          type="button"
          className="ui-button ui-button--small ui-button--danger"
          aria-label={`Delete application of ${r.name}`}
          onClick={() => del.ask(r)}
        >
          <FiTrash2 aria-hidden />
        </button>
      ),
    },
  ];
  // Who and for which job, when, the status and what to do, then the rest of the application.
  const columns = leadColumns(list.sortable(dataColumns), ['name', 'jobTitle', 'createdAt'], actions);

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Job Contact List</h1>
      </header>
      <div className="admin-status-filter" role="group" aria-label="Filter by status">
        {(['All', ...APPLICATION_STATUSES] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`ui-button ui-button--small${filter === s ? ' ui-button--primary' : ''}`}
            aria-pressed={filter === s}
            onClick={() => list.setStatus(s === 'All' ? undefined : s)}
          >
            {s}
            {countOf(s)}
          </button>
        ))}
      </div>
      <ApplicationFilters
        job={list.job}
        onJob={list.setJob}
        source={list.source}
        onSource={list.setSource}
        knockout={Boolean(list.flag)}
        onKnockout={(on) => list.setFlag(on ? 'knockout' : undefined)}
      />
      <label className="admin-notify">
        <input type="checkbox" name="notify" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
        E-mail the candidate when moved to Shortlisted, Hired or Rejected
      </label>
      {list.isError && <ErrorState title="The list could not be loaded" onRetry={() => void list.refetch()} />}
      {list.note}
      <DataTable
        label="Job applications"
        rows={list.rows}
        columns={columns}
        rowKey={(r) => r._id}
        emptyText="No contacts added."
        numberHeader="S.No"
        loading={list.isFetching}
        server={list.server}
        // CSV exports are the owner's (docs/behaviour.md §22).
        toolbar={
          role.may('owner')
            ? () => (
                <ExportButton
                  total={list.server.total}
                  filter={{ key: 'applyJobs', q: list.server.query, status: list.status, job: list.job, flag: list.flag, source: list.source }}
                  fileName="job-applications"
                />
              )
            : undefined
        }
      />
      <ResumePreview row={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog open={del.pending !== null} text={del.question} busy={del.busy} onConfirm={() => void del.confirm()} onCancel={del.cancel} />
    </section>
  );
}
