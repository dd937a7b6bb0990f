// The interviewer's queue (docs/behaviour.md §26.5): on their phone, the people checked in and given to them, in
// queue order; for each, one tap records the outcome (selected, on hold, rejected, did not come) with a note.
import { type DriveOutcome, type DrivePerson, formatIndianMobile } from '@site/contracts';
import { ErrorState, Link, Loading, toast, useParams } from '@site/shared-ui';
import { useState } from 'react';
import { describeFailure } from '../../lib/failure-text';
import { driveDeskPath } from '../../lib/paths';
import { languageName } from '../../lib/language-words';
import { useDeskDriveQuery, useInterviewerQueueQuery, useQueueOutcomeMutation } from './desk-api';
import './desk.css';

/** The outcomes an interviewer gives at the drive (joined is recorded later, from the drive's people). */
export const QUEUE_OUTCOMES: Array<{ result: DriveOutcome; label: string; tone: string }> = [
  { result: 'selected', label: 'Selected', tone: 'primary' },
  { result: 'onHold', label: 'On hold', tone: 'accent' },
  { result: 'rejected', label: 'Rejected', tone: 'danger' },
  { result: 'noShow', label: 'Did not come', tone: 'ghost' },
];
const OUTCOME_WORDS: Record<DriveOutcome, string> = {
  selected: 'Selected',
  onHold: 'On hold',
  rejected: 'Rejected',
  noShow: 'Did not come',
  joined: 'Joined',
};
/** New check-ins reach the queue without a tap. */
const POLL_MS = 20_000;

export function QueuePage() {
  const driveId = useParams().id ?? '';
  const drive = useDeskDriveQuery(driveId);
  const queue = useInterviewerQueueQuery(driveId, { pollingInterval: POLL_MS, skipPollingIfUnfocused: true });
  const people = [...(queue.data ?? [])].sort((a, b) => (a.checkedIn?.queue ?? 0) - (b.checkedIn?.queue ?? 0));
  const waiting = people.filter((p) => !p.outcome);
  const done = people.filter((p) => p.outcome);
  return (
    <section className="admin-screen desk" aria-labelledby="queue-title">
      <header className="desk__head" data-toasts-below="">
        <div>
          <h1 id="queue-title">My interview queue</h1>
          {drive.data && <p className="desk-hint">{drive.data.title}</p>}
        </div>
        <button type="button" className="ui-button ui-button--small ui-button--ghost" disabled={queue.isFetching} onClick={() => void queue.refetch()}>
          Refresh
        </button>
      </header>
      {queue.isLoading && <Loading />}
      {queue.isError && (
        <ErrorState title="Your queue could not be loaded" message={describeFailure(queue.error).message} onRetry={() => void queue.refetch()} />
      )}
      {queue.data && waiting.length === 0 && <p className="desk-card">No one is waiting for you now. People appear here when the desk checks them in.</p>}
      {waiting.length > 0 && (
        <ol className="queue-list" aria-label="Waiting">
          {waiting.map((p) => (
            <QueuePerson key={p.id} driveId={driveId} person={p} />
          ))}
        </ol>
      )}
      {done.length > 0 && (
        <section aria-label="Seen">
          <h2>Seen ({done.length})</h2>
          <ol className="queue-list">
            {done.map((p) => (
              <QueuePerson key={p.id} driveId={driveId} person={p} />
            ))}
          </ol>
        </section>
      )}
      <p>
        <Link to={driveDeskPath(driveId)}>← Check-in desk</Link>
      </p>
    </section>
  );
}

function QueuePerson({ driveId, person }: { driveId: string; person: DrivePerson }) {
  const [note, setNote] = useState(person.outcome?.note ?? '');
  const [changing, setChanging] = useState(false);
  const [record, { isLoading }] = useQueueOutcomeMutation();
  const save = async (result: DriveOutcome) => {
    try {
      await record({ driveId, person: person.id, result, note: note.trim() || undefined }).unwrap();
      setChanging(false);
      toast.success(`${person.name}: ${OUTCOME_WORDS[result]}`);
    } catch (e) {
      const { answered, message } = describeFailure(e);
      toast.error(answered ? (message ?? 'The outcome was not recorded') : 'No connection: the outcome was not recorded. Try again.');
    }
  };
  const open = !person.outcome || changing;
  const noteId = `note-${person.id}`;
  return (
    <li className="desk-card queue-person" aria-label={person.name}>
      <div className="queue-person__head">
        <strong className="queue-person__number" aria-label={`Queue number ${person.checkedIn?.queue ?? ''}`}>
          {person.checkedIn?.queue ?? '–'}
        </strong>
        <div>
          <p className="desk-card__name">{person.name}</p>
          <p>
            {person.jobTitle}, {person.walkIn ? 'walk-in' : `slot ${person.slot}`}, {languageName(person.language)}
          </p>
          <p className="desk-hint">{formatIndianMobile(person.mobile)}</p>
        </div>
      </div>
      {person.outcome && !changing && (
        <div className="queue-person__outcome">
          <p>
            <strong>{OUTCOME_WORDS[person.outcome.result]}</strong>
            {person.outcome.note ? `: ${person.outcome.note}` : ''}
          </p>
          <button type="button" className="ui-button ui-button--small ui-button--ghost" onClick={() => setChanging(true)}>
            Change
          </button>
        </div>
      )}
      {open && (
        <>
          <label htmlFor={noteId} className="queue-person__note">
            Note (optional)
          </label>
          <textarea id={noteId} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="queue-person__outcomes" role="group" aria-label={`Outcome for ${person.name}`}>
            {QUEUE_OUTCOMES.map((o) => (
              <button
                key={o.result}
                type="button"
                className={`ui-button ui-button--${o.tone} desk-big`}
                disabled={isLoading}
                onClick={() => void save(o.result)}
              >
                {o.label}
              </button>
            ))}
          </div>
        </>
      )}
    </li>
  );
}
