// The check-in desk (docs/behaviour.md §26.4): a phone held at the gate of a drive. It finds a person by their pass's
// QR code or their number, checks them in and shows their queue number and interviewer, and registers walk-ins.
// Every check-in and walk-in goes through the outbox: when the connection drops the desk goes on taking them, shows
// what waits, and sends each once when it comes back.
import {
  type AdminDrive,
  type DeskAnswer,
  DRIVE_VENUE_MESSAGES,
  dayInIndia,
  formatIndianMobile,
  INDIAN_MOBILE_MESSAGES,
  parseIndianMobile,
  todayInIndia,
} from '@site/contracts';
import { ErrorState, Link, Loading, toast, useParams } from '@site/shared-ui';
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { describeFailure } from '../../lib/failure-text';
import { drivePath, driveQueuePath } from '../../lib/paths';
import { useDeskDriveQuery, useLazyDeskFindQuery } from './desk-api';
import { type CheckInItem, type DeskItem, type FlushReport, newKey } from './desk-outbox';
import { QueueNumber } from './queue-number';
import { useDeskOutbox } from './use-desk-outbox';
import { useOnline } from './use-online';
import { WalkInForm } from './walk-in-form';
import './desk.css';

// The camera and its decoder load only when scanning starts.
const PassScanner = lazy(() => import('./pass-scanner').then((m) => ({ default: m.PassScanner })));

type Mode = 'scan' | 'number' | 'walkIn' | null;
type FindBy = { pass: string } | { mobile: string };
/** The big card: a person checked in (now or before), or a check-in on its way. */
type Shown = { kind: 'done'; answer: DeskAnswer; before?: boolean } | { kind: 'pending'; key: string; label: string };

export const itemLabel = (item: DeskItem) =>
  item.kind === 'walkIn'
    ? `${item.name} (walk-in), ${formatIndianMobile(item.mobile)}`
    : item.pass
      ? `Pass ${item.pass}`
      : formatIndianMobile(item.mobile ?? '');

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export function DeskPage() {
  const driveId = useParams().id ?? '';
  const drive = useDeskDriveQuery(driveId);
  if (drive.isLoading) return <Loading />;
  if (!drive.data)
    return <ErrorState title="The drive could not be loaded" message={describeFailure(drive.error).message} onRetry={() => void drive.refetch()} />;
  return <Desk drive={drive.data} />;
}

function Desk({ drive }: { drive: AdminDrive }) {
  const online = useOnline();
  const [mode, setMode] = useState<Mode>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [found, setFound] = useState<{ answer: DeskAnswer; by: FindBy } | null>(null);
  const [problem, setProblem] = useState<{ message: string; mobile?: string } | null>(null);
  const [refused, setRefused] = useState<Array<{ key: string; label: string; message: string }>>([]);
  const [recent, setRecent] = useState<DeskAnswer[]>([]);
  const [walkInMobile, setWalkInMobile] = useState('');
  const [find, finding] = useLazyDeskFindQuery();

  const onReport = useCallback((report: FlushReport) => {
    if (report.sent.length) {
      const answers = report.sent.map((s) => s.answer);
      setRecent((r) => [...answers.reverse(), ...r.filter((a) => !answers.some((b) => b.person.id === a.person.id))].slice(0, 6));
      setShown((now) => {
        const mine = now?.kind === 'pending' && report.sent.find((s) => s.item.key === now.key);
        return mine ? { kind: 'done', answer: mine.answer } : now;
      });
    }
    if (report.refused.length) {
      const lines = report.refused.map(({ item, message }) => ({ key: item.key, label: itemLabel(item), message }));
      setRefused((r) => [...lines, ...r]);
      for (const l of lines) toast.error(`${l.label}: ${l.message}`);
      setShown((now) => (now?.kind === 'pending' && lines.some((l) => l.key === now.key) ? null : now));
    }
  }, []);
  const { waiting, sending, keep, send } = useDeskOutbox(drive._id, onReport);

  const start = (next: Mode) => {
    setMode(next);
    setFound(null);
    setProblem(null);
    if (next !== null) setShown(null);
  };

  const checkIn = (by: FindBy) => {
    const item: CheckInItem = { kind: 'checkIn', key: newKey(), driveId: drive._id, at: new Date().toISOString(), ...by };
    keep(item);
    setFound(null);
    setMode(null);
    setShown({ kind: 'pending', key: item.key, label: itemLabel(item) });
  };

  /** Finds the person; with no connection, the check-in is kept on the phone as it is. */
  const lookUp = async (by: FindBy) => {
    setProblem(null);
    setFound(null);
    if (!navigator.onLine) return checkIn(by);
    const { data, error } = await find({ driveId: drive._id, ...by });
    if (data) {
      if (data.person.checkedIn) {
        setMode(null);
        setShown({ kind: 'done', answer: data, before: true });
      } else if (data.person.status === 'cancelled') setProblem({ message: DRIVE_VENUE_MESSAGES.bookingCancelled, mobile: data.person.mobile });
      else setFound({ answer: data, by });
      return;
    }
    const failure = describeFailure(error);
    if (!failure.answered) return checkIn(by);
    setProblem({ message: failure.message ?? 'The person could not be found', mobile: 'mobile' in by ? by.mobile : undefined });
  };

  const today = todayInIndia();
  return (
    <section className="admin-screen desk" aria-labelledby="desk-title">
      <header className="desk__head" data-toasts-below="">
        <div>
          <h1 id="desk-title">Check-in desk</h1>
          <p className="desk-hint">
            {drive.title}, {dayInIndia(drive.day)}
          </p>
        </div>
        <span className={`desk-online desk-online--${online ? 'on' : 'off'}`} role="status">
          {online ? 'Online' : 'Offline'}
        </span>
      </header>
      {drive.status === 'cancelled' && <p className="desk-problem">This drive has been cancelled.</p>}
      {drive.status === 'open' && drive.day !== today && (
        <p className="desk-problem">
          {DRIVE_VENUE_MESSAGES.notToday}: this drive is on {dayInIndia(drive.day)}.
        </p>
      )}

      <WaitingList waiting={waiting} sending={sending} online={online} onSend={send} />

      {shown && <ShownCard shown={shown} waiting={waiting} sending={sending} />}

      <div className="desk-actions" role="group" aria-label="Find a person">
        <button
          type="button"
          className="ui-button ui-button--primary desk-big"
          aria-pressed={mode === 'scan'}
          onClick={() => start(mode === 'scan' ? null : 'scan')}
        >
          Scan a pass
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost desk-big"
          aria-pressed={mode === 'number'}
          onClick={() => start(mode === 'number' ? null : 'number')}
        >
          Type a number
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost desk-big"
          aria-pressed={mode === 'walkIn'}
          onClick={() => {
            setWalkInMobile('');
            start(mode === 'walkIn' ? null : 'walkIn');
          }}
        >
          Walk-in
        </button>
      </div>

      {mode === 'scan' && (
        <Suspense fallback={<Loading text="Opening the camera…" />}>
          <PassScanner
            onPass={(pass) => {
              setMode(null);
              void lookUp({ pass });
            }}
            onClose={() => setMode(null)}
          />
        </Suspense>
      )}
      {mode === 'number' && <NumberForm busy={finding.isFetching} onMobile={(mobile) => void lookUp({ mobile })} />}
      {mode === 'walkIn' && (
        <WalkInForm
          drive={drive}
          mobile={walkInMobile}
          onCancel={() => setMode(null)}
          onWalkIn={(fields) => {
            const item: DeskItem = { kind: 'walkIn', key: newKey(), driveId: drive._id, at: new Date().toISOString(), ...fields };
            keep(item);
            setMode(null);
            setShown({ kind: 'pending', key: item.key, label: itemLabel(item) });
          }}
        />
      )}

      {finding.isFetching && <Loading text="Finding…" />}
      {problem && (
        <div className="desk-card desk-card--problem" role="alert">
          <p>{problem.message}</p>
          <button
            type="button"
            className="ui-button ui-button--primary desk-wide"
            onClick={() => {
              setWalkInMobile(problem.mobile ? formatIndianMobile(problem.mobile) : '');
              start('walkIn');
            }}
          >
            Register as a walk-in
          </button>
        </div>
      )}
      {found && <FoundCard answer={found.answer} onCheckIn={() => checkIn(found.by)} />}

      {refused.length > 0 && (
        <section className="desk-card desk-card--problem" aria-label="Not sent">
          <h2>Not sent</h2>
          <ul className="desk-list">
            {refused.map((r) => (
              <li key={r.key}>
                <strong>{r.label}</strong>: {r.message}
              </li>
            ))}
          </ul>
          <button type="button" className="ui-button ui-button--small ui-button--ghost" onClick={() => setRefused([])}>
            Clear
          </button>
        </section>
      )}

      {recent.length > 0 && (
        <section className="desk-recent" aria-label="Checked in just now">
          <h2>Checked in just now</h2>
          <ul className="desk-list">
            {recent.map((a) => (
              <li key={a.person.id}>
                <strong>#{a.person.checkedIn?.queue}</strong> {a.person.name}, {a.person.jobTitle}
                {a.interviewerName ? `, with ${a.interviewerName}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="desk-links">
        <Link to={drivePath(drive._id)}>← The drive’s people</Link>
        <Link to={driveQueuePath(drive._id)}>My interview queue →</Link>
      </p>
    </section>
  );
}

function WaitingList({ waiting, sending, online, onSend }: { waiting: readonly DeskItem[]; sending: boolean; online: boolean; onSend: () => void }) {
  if (!waiting.length) return null;
  return (
    <section className="desk-card desk-card--waiting" aria-label="Waiting to send">
      <h2>
        {waiting.length} waiting to send{sending ? ': sending…' : online ? '' : ': they will be sent when the connection is back'}
      </h2>
      <ul className="desk-list">
        {waiting.map((i) => (
          <li key={i.key}>
            {itemLabel(i)} <small>taken at {clock(i.at)}</small>
          </li>
        ))}
      </ul>
      <button type="button" className="ui-button ui-button--small ui-button--primary" disabled={sending} onClick={onSend}>
        Send now
      </button>
    </section>
  );
}

function ShownCard({ shown, waiting, sending }: { shown: Shown; waiting: readonly DeskItem[]; sending: boolean }) {
  if (shown.kind === 'pending') {
    const kept = waiting.some((i) => i.key === shown.key) && !sending;
    return (
      <div className="desk-card desk-card--pending" role="status">
        <p className="desk-card__name">{shown.label}</p>
        <p>{kept ? 'Kept on this phone: it will be sent when the connection is back. Let them in.' : 'Checking in…'}</p>
      </div>
    );
  }
  const { person, interviewerName } = shown.answer;
  return (
    <div className="desk-card desk-card--done" role="status" aria-label="Checked in">
      <QueueNumber queue={person.checkedIn?.queue} />
      <p className="desk-card__name">{person.name}</p>
      <p>
        {person.jobTitle}, {person.walkIn ? 'walk-in' : `slot ${person.slot}`}
      </p>
      <p className="desk-card__next">{interviewerName ? `Interviewer: ${interviewerName}` : 'No interviewer named for this drive'}</p>
      {shown.before && person.checkedIn && <p className="desk-hint">Already checked in at {clock(person.checkedIn.at)}.</p>}
    </div>
  );
}

function FoundCard({ answer, onCheckIn }: { answer: DeskAnswer; onCheckIn: () => void }) {
  const { person } = answer;
  return (
    <div className="desk-card" aria-label="Found">
      <p className="desk-card__name">{person.name}</p>
      <p>{person.jobTitle}</p>
      <p>
        {person.walkIn ? 'Walk-in' : `Slot ${person.slot}`}, {formatIndianMobile(person.mobile)}
      </p>
      <button type="button" className="ui-button ui-button--primary desk-big desk-wide" onClick={onCheckIn}>
        Check in
      </button>
    </div>
  );
}

function NumberForm({ busy, onMobile }: { busy: boolean; onMobile: (mobile: string) => void }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [typed]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseIndianMobile(typed);
    if (!parsed.ok) return setProblem(INDIAN_MOBILE_MESSAGES[parsed.reason]);
    onMobile(parsed.e164);
  };
  return (
    <form className="desk-card desk-form" onSubmit={submit} noValidate>
      <label>
        Mobile number
        <input
          type="tel"
          inputMode="tel"
          autoComplete="off"
          autoFocus
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'desk-number-problem' : undefined}
        />
      </label>
      {problem && (
        <p id="desk-number-problem" className="desk-problem">
          {problem}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--primary desk-big desk-wide" disabled={busy}>
        Find
      </button>
    </form>
  );
}
