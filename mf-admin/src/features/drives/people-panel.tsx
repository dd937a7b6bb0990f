// A drive's people (docs/behaviour.md §26): filtered by slot and state, many selected at once (or all shown), and an
// outcome recorded for them in one step, after a confirmation that says how many will be told by SMS/e-mail.
import { type DriveOutcome, type DrivePerson, OUTCOME_STAGES } from '@site/contracts';
import { type DataColumn, DataTable, errorMessage, Modal, toast } from '@site/shared-ui';
import { useMemo, useState } from 'react';
import { languageName } from '../../lib/language-words';
import { type OutcomesArgs, useOfficeDriveNoShowsMutation, useOfficeDriveOutcomesMutation } from './drives-api';
import { mobileText, OUTCOME_CHOICES, OUTCOME_NAMES, people as peopleWords } from './drive-words';
import { filterPeople, noShows, slotsOf, STATES, TELLS, toldCount, WALK_INS } from './people';

interface Props {
  driveId: string;
  people: readonly DrivePerson[];
  loading: boolean;
}

type Ask = { kind: 'outcome'; args: OutcomesArgs; told: number } | { kind: 'noShows'; count: number };

export function PeoplePanel({ driveId, people, loading }: Props) {
  const [slot, setSlot] = useState('');
  const [state, setState] = useState('all');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [result, setResult] = useState<DriveOutcome>('selected');
  const [note, setNote] = useState('');
  const [ask, setAsk] = useState<Ask | null>(null);
  const [record, recording] = useOfficeDriveOutcomesMutation();
  const [markNoShows, marking] = useOfficeDriveNoShowsMutation();
  const shown = useMemo(() => filterPeople(people, { slot, state }), [people, slot, state]);
  const slots = useMemo(() => slotsOf(people), [people]);
  const absent = noShows(people).length;
  // A person no longer shown (filtered out, or gone) is not recorded by mistake.
  const picked = people.filter((p) => chosen.has(p.id) && p.status !== 'cancelled');
  const choose = (ids: string[], on: boolean) =>
    setChosen((c) => {
      const next = new Set(c);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const confirm = async () => {
    if (!ask) return;
    try {
      const answer = ask.kind === 'outcome' ? await record(ask.args).unwrap() : await markNoShows(driveId).unwrap();
      const changed = (answer as { changed?: number }).changed;
      const what = ask.kind === 'outcome' ? OUTCOME_NAMES[ask.args.result] : OUTCOME_NAMES.noShow;
      toast.success(
        `${what}: ${typeof changed === 'number' ? peopleWords(changed) : 'recorded'}${ask.kind === 'outcome' && ask.told ? `, ${ask.told} told` : ''}`,
      );
      if (ask.kind === 'outcome') {
        setChosen(new Set());
        setNote('');
      }
    } catch (err) {
      toast.error(`The outcomes were not recorded: ${errorMessage(err) ?? 'the server did not answer. Please try again.'}`);
    }
    setAsk(null);
  };

  const columns: DataColumn<DrivePerson>[] = [
    {
      key: 'pick',
      header: 'Select',
      render: (p) => (
        <input
          type="checkbox"
          className="admin-drive-people__pick"
          aria-label={`Select ${p.name}`}
          checked={chosen.has(p.id)}
          disabled={p.status === 'cancelled'}
          onChange={(e) => choose([p.id], e.target.checked)}
        />
      ),
    },
    { key: 'name', header: 'Name', value: (p) => p.name },
    { key: 'mobile', header: 'Number', value: (p) => mobileText(p.mobile) },
    { key: 'job', header: 'Job', value: (p) => p.jobTitle },
    { key: 'slot', header: 'Slot', value: (p) => (p.walkIn ? '' : p.slot) },
    { key: 'how', header: 'Came as', value: (p) => (p.status === 'cancelled' ? 'Cancelled' : p.walkIn ? 'Walk-in' : 'Booked') },
    {
      key: 'checkedIn',
      header: 'Checked in',
      value: (p) => (p.checkedIn ? `#${p.checkedIn.queue}` : ''),
      render: (p) => (p.checkedIn ? <span className="admin-drive-queue">#{p.checkedIn.queue}</span> : '–'),
    },
    {
      key: 'outcome',
      header: 'Outcome',
      value: (p) => (p.outcome ? OUTCOME_NAMES[p.outcome.result] : ''),
      render: (p) =>
        p.outcome ? (
          <span className="admin-drive-outcome" data-outcome={p.outcome.result} title={p.outcome.note}>
            {OUTCOME_NAMES[p.outcome.result]}
          </span>
        ) : (
          '–'
        ),
    },
    { key: 'language', header: 'Language', value: (p) => languageName(p.language) },
  ];

  const ready = picked.length > 0;
  return (
    <section className="admin-drive-people" aria-labelledby="drive-people-title">
      <div className="admin-drive-people__head">
        <h2 id="drive-people-title">People ({people.length})</h2>
        <button
          type="button"
          className="ui-button ui-button--small"
          disabled={absent === 0 || marking.isLoading}
          onClick={() => setAsk({ kind: 'noShows', count: absent })}
        >
          Mark everyone who did not come ({absent})
        </button>
      </div>
      <div className="admin-drive-people__filters">
        <label>
          Slot
          <select name="slot" aria-label="Slot" value={slot} onChange={(e) => setSlot(e.target.value)}>
            <option value="">All slots</option>
            {slots.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
            <option value={WALK_INS}>Walk-ins</option>
          </select>
        </label>
        <label>
          State
          <select name="state" aria-label="State" value={state} onChange={(e) => setState(e.target.value)}>
            {Object.entries(STATES).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <form
        className="admin-drive-bulk"
        aria-label="Record an outcome"
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready) return;
          setAsk({
            kind: 'outcome',
            args: { id: driveId, people: picked.map((p) => p.id), result, note: note.trim() || undefined },
            told: toldCount(picked, result),
          });
        }}
      >
        <p className="admin-drive-bulk__count" aria-live="polite">
          {picked.length ? `${peopleWords(picked.length)} selected` : 'Nobody selected'}
        </p>
        <label>
          Outcome
          <select name="result" aria-label="Outcome" value={result} onChange={(e) => setResult(e.target.value as DriveOutcome)}>
            {OUTCOME_CHOICES.map((o) => (
              <option key={o} value={o}>
                {OUTCOME_NAMES[o]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-drive-bulk__note">
          Note
          <input
            name="note"
            aria-label="Note"
            maxLength={500}
            value={note}
            placeholder="Optional, kept with the outcome"
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={!ready || recording.isLoading}>
          {picked.length ? `Record for ${peopleWords(picked.length)}` : 'Record for the selected'}
        </button>
      </form>
      <DataTable
        label="The drive's people"
        rows={shown}
        columns={columns}
        rowKey={(p) => p.id}
        emptyText={people.length ? 'Nobody matches these filters.' : 'Nobody has booked yet.'}
        loading={loading}
        pageSize={50}
        searchPlaceholder="Search by name or number"
        toolbar={(visible) => {
          const open = visible.filter((p) => p.status !== 'cancelled');
          const all = open.length > 0 && open.every((p) => chosen.has(p.id));
          return (
            <label className="admin-drive-people__all">
              <input
                type="checkbox"
                checked={all}
                disabled={open.length === 0}
                onChange={(e) =>
                  choose(
                    open.map((p) => p.id),
                    e.target.checked,
                  )
                }
              />
              Select all {open.length} shown
            </label>
          );
        }}
      />
      <Modal open={ask !== null} onClose={() => setAsk(null)} title="Please confirm" size="small">
        {ask && <p className="admin-drive-confirm">{askWords(ask, people)}</p>}
        <div className="ui-confirm__actions">
          <button type="button" className="ui-button" onClick={() => setAsk(null)}>
            Cancel
          </button>
          <button type="button" className="ui-button ui-button--primary" disabled={recording.isLoading || marking.isLoading} onClick={() => void confirm()}>
            {recording.isLoading || marking.isLoading ? 'Recording…' : 'Record'}
          </button>
        </div>
      </Modal>
    </section>
  );
}

/** What the confirmation says: what is recorded for how many, the stage it moves to, and who is told. */
function askWords(ask: Ask, people: readonly DrivePerson[]): string {
  if (ask.kind === 'noShows') return `Mark ${peopleWords(ask.count)} who booked and were not checked in as “Did not come”? Nobody is sent a message.`;
  const { result } = ask.args;
  const stage = OUTCOME_STAGES[result];
  const n = ask.args.people.length;
  const moves = stage ? ` Their applications move to ${stage}.` : '';
  const tells = TELLS(result)
    ? ask.told
      ? ` ${peopleWords(ask.told)} will be told by SMS (and e-mail when they gave one), in their language.`
      : ' Nobody is told again: they already have this outcome.'
    : ` Nobody is sent a message for “${OUTCOME_NAMES[result]}”.`;
  const waiting = result === 'joined' ? ask.args.people.filter((id) => people.find((p) => p.id === id)?.outcome?.result !== 'selected').length : 0;
  const joinNote = waiting ? ` Only people who were selected can be marked as joined (${peopleWords(waiting)} chosen were not).` : '';
  return `Record “${OUTCOME_NAMES[result]}” for ${peopleWords(n)}?${moves}${tells}${joinNote}`;
}
