// Everything held about one e-mail address (docs/behaviour.md §14.2): the visitor account, each submission type
// with its documents and consent, the inbox history of each, the e-mails sent and who opened the CVs.
import { dayInIndia, formatIndianMobile, type InboxEvent, momentInIndia, type PersonRecord, type PersonSubmission, type SubmissionKey } from '@site/contracts';
import { type DataColumn, DataTable } from '@site/shared-ui';
import { useAdminName } from '../../lib/admin-names-api';
import { historyLine } from '../../lib/history-words';
import { consentText, mainFields, TYPE_LABELS, TYPE_ORDER } from './privacy-words';

type Mail = PersonRecord['mails'][number];
type ResumeOpening = PersonRecord['resumeLog'][number];

function History({ row }: { row: PersonSubmission }) {
  const adminName = useAdminName();
  const history = Array.isArray(row.history) ? (row.history as InboxEvent[]) : [];
  if (!history.length) return <span className="admin-form__hint">None</span>;
  return (
    <ul className="admin-person__history">
      {history.map((e, i) => (
        <li key={i}>{historyLine(e, adminName)}</li>
      ))}
    </ul>
  );
}

function submissionColumns(type: SubmissionKey): DataColumn<PersonSubmission>[] {
  return [
    { key: 'createdAt', header: 'Received', value: (r) => dayInIndia(r.createdAt) },
    { key: 'details', header: 'Details', value: (r) => mainFields(type, r), wide: true },
    // docs/behaviour.md §13: a submission stored without a status is New.
    { key: 'status', header: 'Status', value: (r) => (typeof r.status === 'string' ? r.status : 'New') },
    { key: 'consent', header: 'Consent', value: (r) => consentText(r.consent), wide: true },
    { key: 'history', header: 'Inbox notes and history', render: (r) => <History row={r} /> },
  ];
}

const MAIL_COLUMNS: DataColumn<Mail>[] = [
  { key: 'subject', header: 'Subject', value: (m) => m.subject, wide: true },
  { key: 'to', header: 'To', value: (m) => m.to },
  { key: 'status', header: 'Status', value: (m) => m.status },
  { key: 'createdAt', header: 'Date', value: (m) => dayInIndia(m.createdAt) },
];

const RESUME_LOG_COLUMNS: DataColumn<ResumeOpening>[] = [
  { key: 'at', header: 'When', value: (r) => momentInIndia(r.at) },
  { key: 'adminEmail', header: 'Admin', value: (r) => r.adminEmail },
  { key: 'how', header: 'How', value: (r) => r.how },
];

export function PersonDetails({ record }: { record: PersonRecord }) {
  const { account } = record;
  return (
    <div className="admin-person">
      <section aria-labelledby="person-account">
        <h2 id="person-account">Visitor account</h2>
        {account ? (
          <dl className="admin-person__account">
            <dt>Name</dt>
            <dd>{account.name}</dd>
            <dt>E-mail</dt>
            <dd>{account.email}</dd>
            <dt>Mobile</dt>
            <dd>{account.mobile ? formatIndianMobile(account.mobile) : '—'}</dd>
            <dt>Signed up</dt>
            <dd>{dayInIndia(account.createdAt) || '—'}</dd>
            <dt>Consent</dt>
            <dd>{consentText(account.consent ?? null)}</dd>
          </dl>
        ) : (
          <p className="admin-form__hint">No visitor account.</p>
        )}
      </section>
      {TYPE_ORDER.map((type) => (
        <section key={type} aria-labelledby={`person-${type}`}>
          <h2 id={`person-${type}`}>
            {TYPE_LABELS[type]} ({record.submissions[type]?.length ?? 0})
          </h2>
          <DataTable
            label={TYPE_LABELS[type]}
            rows={record.submissions[type] ?? []}
            columns={submissionColumns(type)}
            rowKey={(r) => r._id}
            emptyText="None."
          />
        </section>
      ))}
      <section aria-labelledby="person-mails">
        <h2 id="person-mails">E-mails sent ({record.mails.length})</h2>
        <DataTable label="E-mails sent" rows={record.mails} columns={MAIL_COLUMNS} rowKey={(m) => m._id} emptyText="None." />
      </section>
      <section aria-labelledby="person-resume-log">
        <h2 id="person-resume-log">CV access log ({record.resumeLog.length})</h2>
        <DataTable
          label="CV access log"
          rows={record.resumeLog}
          columns={RESUME_LOG_COLUMNS}
          rowKey={(r) => `${r.applicationId}-${r.at}`}
          emptyText="Nobody has opened a CV of this person."
        />
      </section>
    </div>
  );
}

/** Nothing at all is held: no account, no submission, no e-mail, no CV opening. */
export const holdsNothing = (r: PersonRecord) => !r.account && TYPE_ORDER.every((t) => !r.submissions[t]?.length) && !r.mails.length && !r.resumeLog.length;
