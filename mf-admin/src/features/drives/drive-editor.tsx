// Making or editing a walk-in drive (docs/behaviour.md §26): its title, jobs (the open ones), place with directions
// in English, Hindi and Marathi, day, time slots (made by a generator, then edited one by one), and who interviews.
// Checked with the API's own contract before it is sent; each problem, the contract's or the API's, is shown beside
// its field. An open drive can be cancelled here, with a message to everyone booked.
import { type AdminDrive, driveInput, type DriveInput, isJobOpen, LANGUAGE_NAMES, LANGUAGES, todayInIndia } from '@site/contracts';
import { ErrorState, Link, Loading, Modal, NotFound, toast, useNavigate, useParams, usePage } from '@site/shared-ui';
import { type ReactNode, useId, useState } from 'react';
import { FiPlus, FiTrash2 } from 'react-icons/fi';
import { useAssignableAdminsQuery } from '../../lib/admin-names-api';
import { DRIVES_PATH, drivePath } from '../../lib/paths';
import { useOfficeDriveCancelMutation, useOfficeDriveCreateMutation, useOfficeDriveQuery, useOfficeDriveUpdateMutation } from './drives-api';
import { people } from './drive-words';
import { FORM, type Problems, problemsOf, problemsOfAnswer } from './form-problems';
import { DEFAULT_PLAN, generateSlots, type SlotPlan, seatsOf, sortSlots } from './slots';
import './drives.css';

/** The jobs offered, by title: the open ones among the first 100 (a drive hires for today's jobs). */
const JOBS = { key: 'jobs', sort: 'jobTitle', limit: 100 } as const;

interface SlotRow {
  /** Keeps an edited row's inputs when rows above it are removed. */
  key: number;
  start: string;
  end: string;
  capacity: string;
  /** Booked seats (editing): a slot cannot drop below them. */
  booked: number;
}
interface Draft {
  title: string;
  jobIds: string[];
  address: string;
  mapUrl: string;
  directions: Record<(typeof LANGUAGES)[number], string>;
  day: string;
  slots: SlotRow[];
  interviewers: string[];
}

let nextKey = 1;
const row = (s: { start: string; end: string; capacity: number }, booked = 0): SlotRow => ({
  key: nextKey++,
  start: s.start,
  end: s.end,
  capacity: String(s.capacity),
  booked,
});

function draftOf(drive: AdminDrive | undefined): Draft {
  const made = generateSlots(DEFAULT_PLAN);
  return {
    title: drive?.title ?? '',
    jobIds: drive?.jobIds ?? [],
    address: drive?.address ?? '',
    mapUrl: drive?.mapUrl ?? '',
    directions: { en: drive?.directions?.en ?? '', hi: drive?.directions?.hi ?? '', mr: drive?.directions?.mr ?? '' },
    day: drive?.day ?? '',
    slots: drive ? drive.slots.map((s) => row(s, s.booked)) : 'slots' in made ? made.slots.map((s) => row(s)) : [],
    interviewers: drive?.interviewers ?? [],
  };
}

/** What is sent: the draft as the contract reads it (empty directions left out). */
function inputOf(d: Draft): DriveInput {
  const directions = Object.fromEntries(LANGUAGES.filter((l) => d.directions[l].trim()).map((l) => [l, d.directions[l].trim()]));
  return {
    title: d.title,
    jobIds: d.jobIds,
    address: d.address,
    mapUrl: d.mapUrl.trim() || undefined,
    directions: Object.keys(directions).length ? directions : undefined,
    day: d.day,
    slots: d.slots.map((s) => ({ start: s.start, end: s.end, capacity: s.capacity === '' ? Number.NaN : Number(s.capacity) })),
    interviewers: d.interviewers,
  };
}

/** `/admin/drives/new` and `/admin/drives/:id/edit`. */
export function DriveEditorPage() {
  const { id } = useParams();
  const drive = useOfficeDriveQuery(id ?? '', { skip: !id });
  if (!id) return <DriveEditor />;
  if (drive.isError) {
    const status = (drive.error as { status?: unknown }).status;
    if (status === 404 || status === 400) return <NotFound title="Drive not found" back={{ label: 'Back to the drives', to: DRIVES_PATH }} />;
    return <ErrorState title="The drive could not be loaded" onRetry={() => void drive.refetch()} />;
  }
  if (!drive.data) return <Loading />;
  return <DriveEditor key={drive.data._id} drive={drive.data} />;
}

function DriveEditor({ drive }: { drive?: AdminDrive }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => draftOf(drive));
  const [plan, setPlan] = useState<SlotPlan>(DEFAULT_PLAN);
  const [problems, setProblems] = useState<Problems>({});
  const [create, creating] = useOfficeDriveCreateMutation();
  const [update, updating] = useOfficeDriveUpdateMutation();
  const [cancelOpen, setCancelOpen] = useState(false);
  const jobs = usePage(JOBS).data?.items;
  const admins = useAssignableAdminsQuery().data;
  const today = todayInIndia();
  // A field changed loses its problem (a slot's or a language's too): what is left to fix stays marked.
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => !Object.hasOwn(change, k.split('.')[0]!))));
  };
  const busy = creating.isLoading || updating.isLoading;

  // The open jobs, and those the drive already hires for (a job closed since stays chosen, and can be unticked).
  const offered = [
    ...(jobs ?? []).filter((j) => isJobOpen(j, today) || draft.jobIds.includes(j._id)).map((j) => ({ _id: j._id, title: j.jobTitle })),
    ...(drive?.jobs ?? []).filter((j) => !jobs?.some((o) => o._id === j._id)),
  ];

  const makeSlots = () => {
    const made = generateSlots(plan);
    if ('problem' in made) return setProblems((p) => ({ ...p, plan: made.problem }));
    // Slots that people booked stay: the generator replaces only empty ones.
    const kept = draft.slots.filter((s) => s.booked > 0);
    const fresh = made.slots.filter((s) => !kept.some((k) => k.start === s.start)).map((s) => row(s));
    set({ slots: sortSlots([...kept, ...fresh]) });
    setProblems(({ plan: _, slots: __, ...rest }) => rest);
  };
  const setSlot = (key: number, change: Partial<SlotRow>) => set({ slots: draft.slots.map((s) => (s.key === key ? { ...s, ...change } : s)) });
  const addSlot = () => {
    const last = draft.slots.at(-1);
    set({
      slots: [
        ...draft.slots,
        row(last ? { start: last.end, end: last.end, capacity: Number(last.capacity) || 20 } : { start: '09:00', end: '09:30', capacity: 20 }),
      ],
    });
  };
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

  const save = async () => {
    const parsed = driveInput.safeParse(inputOf(draft));
    if (!parsed.success) {
      setProblems(problemsOf(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))));
      return;
    }
    setProblems({});
    try {
      const saved = drive ? await update({ id: drive._id, input: parsed.data }).unwrap() : await create(parsed.data).unwrap();
      toast.success(drive ? 'Drive saved' : 'Drive made');
      navigate(drivePath(saved._id));
    } catch (err) {
      const answer = problemsOfAnswer(err);
      setProblems(answer ?? { [FORM]: 'The drive could not be saved: the server did not answer. Please try again.' });
    }
  };

  const slotProblem = problems.slots;
  return (
    <section className="admin-screen admin-drive-editor">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>{drive ? `Edit: ${drive.title}` : 'New drive'}</h1>
        <Link className="ui-button ui-button--small" to={drive ? drivePath(drive._id) : DRIVES_PATH}>
          {drive ? 'Back to the drive' : 'Back to the drives'}
        </Link>
      </header>
      {drive?.status === 'cancelled' && (
        <p className="admin-drive-editor__note" role="status">
          This drive was cancelled{drive.cancelMessage ? `: “${drive.cancelMessage}”` : ''}.
        </p>
      )}
      <form
        className="admin-drive-form"
        aria-label={drive ? 'Edit the drive' : 'New drive'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="admin-drive-form__part">
          <legend>The drive</legend>
          <Field label="Title" problem={problems.title}>
            {(a) => <input {...a} name="title" maxLength={120} value={draft.title} onChange={(e) => set({ title: e.target.value })} />}
          </Field>
          <Field label="Day" problem={problems.day}>
            {(a) => <input {...a} type="date" name="day" min={today} value={draft.day} onChange={(e) => set({ day: e.target.value })} />}
          </Field>
          <Choices
            legend="Jobs it hires for"
            problem={problems.jobIds}
            empty={jobs ? 'No job is open: open one on the Jobs screen first.' : 'Loading the jobs…'}
          >
            {offered.map((j) => (
              <label key={j._id}>
                <input
                  type="checkbox"
                  name="jobIds"
                  value={j._id}
                  checked={draft.jobIds.includes(j._id)}
                  onChange={(e) => set({ jobIds: toggle(draft.jobIds, j._id, e.target.checked) })}
                />
                {j.title}
              </label>
            ))}
          </Choices>
          <Choices legend="Who interviews" problem={problems.interviewers} empty={admins ? 'No owner or recruiter to choose.' : 'Loading the admins…'}>
            {(admins ?? []).map((a) => (
              <label key={a._id}>
                <input
                  type="checkbox"
                  name="interviewers"
                  value={a._id}
                  checked={draft.interviewers.includes(a._id)}
                  onChange={(e) => set({ interviewers: toggle(draft.interviewers, a._id, e.target.checked) })}
                />
                {a.name}
              </label>
            ))}
          </Choices>
        </fieldset>

        <fieldset className="admin-drive-form__part">
          <legend>The place</legend>
          <Field label="Address" problem={problems.address}>
            {(a) => <textarea {...a} name="address" rows={2} maxLength={300} value={draft.address} onChange={(e) => set({ address: e.target.value })} />}
          </Field>
          <Field label="Map link" problem={problems.mapUrl}>
            {(a) => (
              <input
                {...a}
                type="url"
                name="mapUrl"
                maxLength={500}
                placeholder="https://maps.google.com/…"
                value={draft.mapUrl}
                onChange={(e) => set({ mapUrl: e.target.value })}
              />
            )}
          </Field>
          {LANGUAGES.map((l) => (
            <Field key={l} label={`Directions in ${LANGUAGE_NAMES[l].english}`} problem={problems[`directions.${l}`]}>
              {(a) => (
                <textarea
                  {...a}
                  name={`directions.${l}`}
                  lang={l}
                  rows={2}
                  maxLength={1000}
                  value={draft.directions[l]}
                  placeholder={l === 'en' ? 'From the station, take the east exit…' : LANGUAGE_NAMES[l].own}
                  onChange={(e) => set({ directions: { ...draft.directions, [l]: e.target.value } })}
                />
              )}
            </Field>
          ))}
          <p className="admin-drive-form__hint">
            The SMS and the drive’s page show each candidate the directions in their language (English when theirs is empty).
          </p>
        </fieldset>

        <fieldset className="admin-drive-form__part admin-drive-form__slots">
          <legend>Time slots (IST)</legend>
          <div className="admin-drive-plan" role="group" aria-label="Make slots">
            <label>
              From
              <input type="time" name="planFrom" value={plan.from} onChange={(e) => setPlan({ ...plan, from: e.target.value })} />
            </label>
            <label>
              Until
              <input type="time" name="planTo" value={plan.to} onChange={(e) => setPlan({ ...plan, to: e.target.value })} />
            </label>
            <label>
              Every (minutes)
              <input
                type="number"
                name="planEvery"
                min={5}
                max={480}
                step={5}
                value={plan.every}
                onChange={(e) => setPlan({ ...plan, every: Number(e.target.value) })}
              />
            </label>
            <label>
              People per slot
              <input
                type="number"
                name="planCapacity"
                min={1}
                max={500}
                value={plan.capacity}
                onChange={(e) => setPlan({ ...plan, capacity: Number(e.target.value) })}
              />
            </label>
            <button type="button" className="ui-button ui-button--small" onClick={makeSlots}>
              Make slots
            </button>
          </div>
          {problems.plan && (
            <p className="admin-drive-form__problem" role="alert">
              {problems.plan}
            </p>
          )}
          <p className="admin-drive-form__hint" aria-live="polite">
            {draft.slots.length} slots, {people(seatsOf(draft.slots.map((s) => ({ capacity: Number(s.capacity) }))))} in all.
          </p>
          {slotProblem && (
            <p className="admin-drive-form__problem" role="alert" id="slots-problem">
              {slotProblem}
            </p>
          )}
          <ol className="admin-drive-slots" aria-label="Slots">
            {draft.slots.map((s, i) => {
              const problem = problems[`slots.${i}`];
              const n = i + 1;
              return (
                <li key={s.key} className="admin-drive-slot" data-invalid={problem ? '' : undefined}>
                  <label>
                    Start
                    <input type="time" aria-label={`Start of slot ${n}`} value={s.start} onChange={(e) => setSlot(s.key, { start: e.target.value })} />
                  </label>
                  <label>
                    End
                    <input type="time" aria-label={`End of slot ${n}`} value={s.end} onChange={(e) => setSlot(s.key, { end: e.target.value })} />
                  </label>
                  <label>
                    People
                    <input
                      type="number"
                      aria-label={`People in slot ${n}`}
                      min={Math.max(1, s.booked)}
                      max={500}
                      value={s.capacity}
                      onChange={(e) => setSlot(s.key, { capacity: e.target.value })}
                    />
                  </label>
                  {s.booked > 0 && <span className="admin-drive-slot__booked">{s.booked} booked</span>}
                  <button
                    type="button"
                    className="ui-button ui-button--small"
                    aria-label={`Remove slot ${n} (${s.start})`}
                    disabled={s.booked > 0}
                    title={s.booked > 0 ? 'People booked this slot: it cannot be removed' : undefined}
                    onClick={() => set({ slots: draft.slots.filter((o) => o.key !== s.key) })}
                  >
                    <FiTrash2 aria-hidden />
                  </button>
                  {problem && (
                    <p className="admin-drive-form__problem admin-drive-slot__problem" role="alert">
                      Slot {n}: {problem}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <button type="button" className="ui-button ui-button--small" onClick={addSlot}>
            <FiPlus aria-hidden /> Add a slot
          </button>
        </fieldset>

        {problems[FORM] && (
          <p className="admin-drive-form__problem admin-drive-form__wide" role="alert">
            {problems[FORM]}
          </p>
        )}
        <div className="admin-drive-form__actions admin-drive-form__wide">
          <button type="submit" className="ui-button ui-button--primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Saving…' : drive ? 'Save the drive' : 'Make the drive'}
          </button>
          {drive?.status === 'open' && (
            <button type="button" className="ui-button ui-button--danger" onClick={() => setCancelOpen(true)}>
              Cancel drive
            </button>
          )}
        </div>
      </form>
      {drive && <CancelDialog drive={drive} open={cancelOpen} onClose={() => setCancelOpen(false)} />}
    </section>
  );
}

/** A labelled control with its problem beside it, read out with it. */
function Field({
  label,
  problem,
  children,
}: {
  label: string;
  problem?: string;
  children: (a: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="admin-drive-form__field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined })}
      {problem && (
        <p className="admin-drive-form__problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function Choices({ legend, problem, empty, children }: { legend: string; problem?: string; empty: string; children: ReactNode[] }) {
  const id = useId();
  return (
    <fieldset className="admin-drive-choices" aria-describedby={problem ? id : undefined} data-invalid={problem ? '' : undefined}>
      <legend>{legend}</legend>
      {children.length ? <div className="admin-drive-choices__list">{children}</div> : <p className="admin-drive-form__hint">{empty}</p>}
      {problem && (
        <p className="admin-drive-form__problem" id={id} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** Cancelling asks for the message everyone booked is sent, and says how many that is. */
function CancelDialog({ drive, open, onClose }: { drive: AdminDrive; open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { isLoading }] = useOfficeDriveCancelMutation();
  const navigate = useNavigate();
  const confirm = async () => {
    if (!message.trim()) return setProblem('Say why the drive is cancelled');
    try {
      await cancel({ id: drive._id, message: message.trim() }).unwrap();
      toast.success(`${drive.title} cancelled: ${people(drive.booked)} will be told by SMS`);
      onClose();
      navigate(drivePath(drive._id));
    } catch (err) {
      setProblem(problemsOfAnswer(err) ? (Object.values(problemsOfAnswer(err)!)[0] ?? null) : 'The server did not answer. Please try again.');
    }
  };
  return (
    <Modal open={open} onClose={onClose} title="Cancel this drive?" size="small">
      <div className="admin-drive-cancel">
        <p>
          {drive.booked
            ? `${people(drive.booked)} booked. Each will be told by SMS (and e-mail when they gave one) with your message.`
            : 'Nobody has booked yet.'}{' '}
          A cancelled drive cannot be booked or opened again.
        </p>
        <label>
          Message to the candidates
          <textarea
            name="cancelMessage"
            rows={3}
            maxLength={300}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setProblem(null);
            }}
          />
        </label>
        {problem && (
          <p className="admin-drive-form__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="ui-confirm__actions">
          <button type="button" className="ui-button" onClick={onClose}>
            Keep the drive
          </button>
          <button type="button" className="ui-button ui-button--danger" disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Cancelling…' : drive.booked ? `Cancel and tell ${people(drive.booked)}` : 'Cancel the drive'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
