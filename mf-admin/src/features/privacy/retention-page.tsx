// Retention (docs/behaviour.md §14.2): how many days each submission type is kept (empty keeps it until erased),
// the last run of the daily deletion, and a run on demand. The API checks the numbers and says what is wrong.
import { type DeletedCounts, momentInIndia, type RetentionDays, type RetentionSettings, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { ConfirmDialog, ErrorState, Loading, toast, useAppDispatch } from '@site/shared-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FiPlay } from 'react-icons/fi';
import { describeFailure } from '../../lib/failure-text';
import { privacyApi, useRetentionQuery, useRunRetentionMutation, useSaveRetentionMutation } from './privacy-api';
import { countsText, TYPE_LABELS, TYPE_ORDER } from './privacy-words';
import './privacy.css';
import { SaveActions } from '../../components/save-actions';

type Typed = Record<SubmissionKey, string>;

const typedOf = (days: RetentionDays) => Object.fromEntries(TYPE_ORDER.map((t) => [t, days[t] == null ? '' : String(days[t])])) as Typed;
/** Empty is null (keep until erased); anything else goes as a number for the API to judge. */
const daysOf = (typed: Typed) => Object.fromEntries(TYPE_ORDER.map((t) => [t, typed[t].trim() === '' ? null : Number(typed[t])]));
/** How often the page asks how a run in the background is going. */
const RUN_POLL_MS = 3000;
const failure = (err: unknown) =>
  `Error: ${describeFailure(err).message ?? (describeFailure(err).answered ? 'An error occurred!' : 'The server did not answer')}`;

function RetentionForm({ settings }: { settings: RetentionSettings }) {
  const [typed, setTyped] = useState(() => typedOf(settings.retention));
  const [save, saving] = useSaveRetentionMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const saved = await save(daysOf(typed)).unwrap();
      setTyped(typedOf(saved.retention));
      setProblem(null);
      toast.success('Retention saved');
    } catch (err) {
      setProblem(failure(err));
      toast.error(failure(err));
    }
  };

  return (
    <form className="ui-form admin-retention" onSubmit={(e) => void submit(e)} noValidate aria-label="Retention">
      <table className="admin-retention__table">
        <thead>
          <tr>
            <th scope="col">Submission type</th>
            <th scope="col">Keep for (days)</th>
          </tr>
        </thead>
        <tbody>
          {TYPE_ORDER.map((t) => (
            <tr key={t}>
              <th scope="row" id={`retention-${t}`}>
                {TYPE_LABELS[t]}
              </th>
              <td>
                <input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  aria-label={`${TYPE_LABELS[t]}: keep for (days)`}
                  placeholder="Keep until erased"
                  value={typed[t]}
                  onChange={(e) => setTyped({ ...typed, [t]: e.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="admin-form__hint">Empty: kept until erased. A submission older than its type's days is deleted with its files by the daily run.</p>
      {problem && (
        <p className="ui-alert" role="alert">
          {problem}
        </p>
      )}
      <SaveActions busy={saving.isLoading} />
    </form>
  );
}

function LastRun({ run }: { run: RetentionSettings['lastRun'] }) {
  if (!run) return <p>Not run yet.</p>;
  return (
    <p>
      Last run {momentInIndia(run.at)}, {run.by === 'schedule' ? 'by the daily schedule' : 'by an admin'}: deleted {countsText(run.deleted)}.
    </p>
  );
}

/** While a run goes on in the background, the settings are asked for again until it ends; then the lists are stale. */
function useRunInBackground() {
  const [watching, setWatching] = useState(false);
  const settings = useRetentionQuery(undefined, { pollingInterval: watching ? RUN_POLL_MS : 0 });
  const inProgress = Boolean(settings.data?.running);
  const dispatch = useAppDispatch();
  const was = useRef(inProgress);
  useEffect(() => {
    setWatching(inProgress);
    if (was.current && !inProgress) dispatch(privacyApi.util.invalidateTags(['Person', ...SUBMISSION_KEYS]));
    was.current = inProgress;
  }, [inProgress, dispatch]);
  return settings;
}

export function RetentionPage() {
  const settings = useRunInBackground();
  const [run, running] = useRunRetentionMutation();
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState<DeletedCounts | null>(null);
  const inBackground = settings.data?.running ?? null;

  const confirmRun = async () => {
    try {
      const result = await run().unwrap();
      if ('deleted' in result) {
        setDeleted(result.deleted);
        toast.success(result.message);
      } else {
        setDeleted(null);
        toast.info(result.message);
      }
    } catch (err) {
      toast.error(failure(err));
    }
    setAsking(false);
  };

  return (
    <section className="admin-screen">
      <header className="admin-screen__header" data-toasts-below="">
        <h1>Retention</h1>
      </header>
      {settings.isLoading && <Loading />}
      {settings.isError && <ErrorState title="The retention settings could not be loaded" onRetry={() => void settings.refetch()} />}
      {settings.data && (
        <>
          <RetentionForm settings={settings.data} />
          <section className="admin-retention__run" aria-labelledby="retention-run">
            <h2 id="retention-run">Deleting old submissions</h2>
            <LastRun run={settings.data.lastRun} />
            {inBackground && (
              <p role="status" className="admin-retention__deleted">
                A run started {momentInIndia(inBackground.at)} is deleting expired submissions: {countsText(inBackground.deleted)} so far.
              </p>
            )}
            {deleted && (
              <p role="status" className="admin-retention__deleted">
                This run deleted {countsText(deleted)}.
              </p>
            )}
            <div>
              <button type="button" className="ui-button ui-button--danger" onClick={() => setAsking(true)} disabled={Boolean(inBackground)}>
                <FiPlay aria-hidden /> Run now
              </button>
            </div>
          </section>
        </>
      )}
      <ConfirmDialog
        open={asking}
        text="Delete now every submission older than its type's retention, with its files? This cannot be undone."
        confirmLabel="Run now"
        busyLabel="Running..."
        busy={running.isLoading}
        onConfirm={() => void confirmRun()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
