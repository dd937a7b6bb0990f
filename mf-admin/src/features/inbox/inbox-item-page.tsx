// One submission of the inbox (docs/behaviour.md §13): what was sent, its status and assignee, internal notes, the
// history of who changed what (here or on the type's own screen) and whether its e-mails went out. An application's
// page also shows its resume and its interviews, which app/ passes in from their own features.
import { formatIndianMobile, momentInIndia, statusesOf, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { mayUse } from '@site/contracts/roles';
import { errorMessage, ErrorState, Link, Loading, NotFound, toast, useParams } from '@site/shared-ui';
import { type ComponentType, useState } from 'react';
import { type BackTo, useBackTo } from '../../lib/back-link';
import { historyLine } from '../../lib/history-words';
import { candidateMailWords } from '../../lib/status-mail-words';
import { useMeQuery } from '../../lib/me-api';
import { APPLICATIONS_PATH, INBOX_PATH } from '../../lib/paths';
import { AdminOptions } from './admin-options';
import { type Delivery, type InboxDetail, useAssignableAdminsQuery, useChangeInboxItemMutation, useInboxItemQuery } from './inbox-api';
import { languageName, submissionLanguage } from '../../lib/language-words';
import { age, sentFields, typeLabel } from './inbox-words';
import { ScreeningAnswers } from './screening-answers';
import './inbox.css';

const DELIVERY_WORDS = { pending: 'waiting to be sent', sent: 'delivered', failed: 'could not be delivered' } as const;
const KIND_WORDS = {
  notification: 'Notification',
  confirmation: 'Confirmation',
  account: 'Account e-mail',
  status: 'Status e-mail',
  interview: 'Interview e-mail',
} as const;

/** "Interview e-mail “Interview moved: Security Supervisor” to ravi@example.com: delivered"; older records kept no subject. */
function deliveryText(d: Delivery) {
  const what = d.subject ? `${KIND_WORDS[d.kind]} “${d.subject}”` : KIND_WORDS[d.kind];
  const tries = d.status !== 'sent' && d.lastError ? ` (${d.attempts} tries; ${d.lastError})` : '';
  if (d.status === 'pending' && d.heldUntil) return `${what} to ${d.to}: held for the interview's invitation, else sent ${momentInIndia(d.heldUntil)}${tries}`;
  return `${what} to ${d.to}: ${DELIVERY_WORDS[d.status]}${tries}`;
}

/** Without a list to go back to: the inbox for an owner, Candidates for a recruiter, else the back office's home. */
function useWayBack(type: SubmissionKey): BackTo {
  const me = useMeQuery().data;
  const fallback = mayUse(me, 'owner')
    ? { to: INBOX_PATH, label: 'Inbox' }
    : type === 'applyJobs' && mayUse(me, 'hiring')
      ? { to: APPLICATIONS_PATH, label: 'Candidates' }
      : { to: '/admin', label: 'Home' };
  return useBackTo(fallback);
}

/** What an application's page shows beyond any submission's. */
export interface ApplicationParts {
  /** Under what was sent: the resume and who opened it. */
  Resume: ComponentType<{ id: string; submission: InboxDetail['submission'] }>;
  /** In the handling column: the interviews, with the admins who may interview. */
  Interviews: ComponentType<{ applicationId: string; interviewers: Array<{ _id: string; name: string }> }>;
  /** Under the resume: the candidate's other applications, and those possibly theirs. */
  Person: ComponentType<{ id: string }>;
}

export function InboxItemPage({ application }: { application: ApplicationParts }) {
  const params = useParams();
  const type = SUBMISSION_KEYS.find((k) => k === params.type);
  const { data, error, isLoading, refetch } = useInboxItemQuery({ type: type!, id: params.id ?? '' }, { skip: !type });
  const back = useWayBack(type ?? 'userContact');
  if (!type || (error && 'status' in error && (error.status === 404 || error.status === 400))) {
    return <NotFound back={{ label: `Back to ${back.label}`, to: back.to }} />;
  }
  if (error) return <ErrorState title="The submission could not be loaded" onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Loading />;
  return <Submission type={type} detail={data} application={application} back={back} />;
}

function Submission({
  type,
  detail,
  application: { Resume, Interviews, Person },
  back,
}: {
  type: SubmissionKey;
  detail: InboxDetail;
  application: ApplicationParts;
  back: BackTo;
}) {
  const { item, submission, history, deliveries } = detail;
  // Names and answers are shown as typed, marked with their language so Devanagari is drawn in the right forms.
  const language = submissionLanguage(submission);
  const admins = useAssignableAdminsQuery();
  const [change, { isLoading: saving }] = useChangeInboxItemMutation();
  const [note, setNote] = useState('');
  // Moving an application to Shortlisted, Hired or Rejected e-mails the candidate unless this is unticked.
  const [notify, setNotify] = useState(true);
  const adminName = (id?: string | null) => (id ? (admins.data?.find((a) => a._id === id)?.name ?? 'a former admin') : 'nobody');

  /** `done`: the toast's words, from the answer (the application as it now is). */
  const save = async (body: Parameters<typeof change>[0]['change'], done: string | ((now: InboxDetail) => string)) => {
    try {
      const now = await change({ type, id: item.id, change: body }).unwrap();
      toast.success(typeof done === 'string' ? done : done(now));
      return true;
    } catch (err) {
      toast.error(errorMessage(err) ?? 'The change could not be saved');
      return false;
    }
  };

  return (
    <section className="admin-screen admin-inbox-item">
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <header className="admin-screen__header" data-toasts-below="">
        <h1>
          {typeLabel(type)}: {item.subject}
        </h1>
        <span className="admin-badge" data-status={item.status}>
          {item.status}
        </span>
        {item.knockout && <span className="admin-badge admin-badge--knockout">Knockout answer</span>}
      </header>
      <p>
        From <span lang={language}>{item.name}</span> ({item.email || formatIndianMobile(String(submission.mobile ?? ''))}),{' '}
        <time dateTime={item.createdAt} title={momentInIndia(item.createdAt)}>
          {age(item.createdAt)}
        </time>
        .
      </p>
      <p className="admin-inbox-item__language">
        Language: <strong>{languageName(language)}</strong>
        {language !== 'en' && ` (the e-mails the firm sends about it are in ${languageName(language)})`}
      </p>

      <div className="admin-inbox-item__grid">
        <div className="admin-inbox-item__sent">
          <h2>What was sent</h2>
          <dl className="admin-inbox-item__fields">
            {sentFields(submission).map((f) => (
              <div key={f.name}>
                <dt>{f.label}</dt>
                <dd lang={language}>{f.to ? <Link to={f.to}>{f.text}</Link> : f.href ? <a href={f.href}>{f.text}</a> : f.text}</dd>
              </div>
            ))}
          </dl>
          {type === 'applyJobs' && (
            <>
              <ScreeningAnswers answers={submission.screening} language={language} />
              <Resume id={item.id} submission={submission} />
              <Person id={item.id} />
            </>
          )}
        </div>

        <div className="admin-inbox-item__handling">
          <h2>Handling</h2>
          <label className="admin-inbox-item__control">
            Status
            <select
              value={item.status}
              disabled={saving}
              onChange={(e) => {
                const status = e.target.value;
                void save({ status, ...(type === 'applyJobs' && { notify }) }, (now) => {
                  const mail = type === 'applyJobs' ? candidateMailWords(status, notify, now.deliveries) : null;
                  // A held e-mail is news the recruiter must read: it leads ("Shortlisted: the candidate will hear ...").
                  if (mail && mail !== 'candidate e-mailed') return `${status}: ${mail}`;
                  return `Status: ${status}${mail ? `, ${mail}` : ''}`;
                });
              }}
            >
              {statusesOf(type).map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          {type === 'applyJobs' && (
            <label className="admin-inbox-item__check">
              <input type="checkbox" name="notify" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
              E-mail the candidate (Shortlisted, Hired, Rejected)
            </label>
          )}
          <label className="admin-inbox-item__control">
            Assignee
            <select
              value={item.assignee ?? ''}
              disabled={saving}
              onChange={(e) => void save({ assignee: e.target.value || null }, `Assigned to ${adminName(e.target.value || null)}`)}
            >
              <option value="">Nobody</option>
              <AdminOptions />
            </select>
          </label>
          <form
            className="admin-inbox-item__note"
            onSubmit={(e) => {
              e.preventDefault();
              void save({ note }, 'Note added').then((ok) => ok && setNote(''));
            }}
          >
            <label>
              Internal note
              <textarea value={note} maxLength={2000} rows={3} onChange={(e) => setNote(e.target.value)} />
            </label>
            <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={saving || !note.trim()}>
              Add note
            </button>
          </form>

          {type === 'applyJobs' && <Interviews applicationId={item.id} interviewers={admins.data ?? []} />}

          <h2>History</h2>
          <ol className="admin-inbox-item__list" aria-label="History">
            <li>Received {momentInIndia(item.createdAt)}</li>
            {history.map((e, i) => (
              <li key={i}>{historyLine(e, adminName)}</li>
            ))}
          </ol>
        </div>

        <div className="admin-inbox-item__mails">
          <h2>E-mails</h2>
          <ul className="admin-inbox-item__list" aria-label="E-mails">
            {deliveries.length === 0 && <li>None</li>}
            {deliveries.map((d, i) => (
              <li key={i}>{deliveryText(d)}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
