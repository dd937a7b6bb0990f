// Schedule or reschedule an interview: the time is entered as India's clock shows it (IST, whatever the browser's
// zone), checked with the API's own contract before it is sent; a time outside office hours is pointed out, not
// refused. The interviewer starts as the signed-in admin.
import { type Interview, interviewInput, type InterviewInput, utcToIst } from '@site/contracts';
import { useState } from 'react';
import { useMeQuery } from '../../lib/me-api';
import { outsideHours } from './interview-hours';

/** An admin who may interview: a recruiter is told their name only (docs/behaviour.md §22). */
export interface Interviewer {
  _id: string;
  name: string;
}

interface Props {
  interviewers: Interviewer[];
  /** Rescheduling: the interview as it is. */
  current?: Interview;
  busy: boolean;
  onSubmit: (input: InterviewInput) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * The invitation is written in the candidate's language (Hindi, Marathi or English), but what the recruiter types
 * goes as typed: said beside those fields, so a Marathi reader is not sent English directions unawares.
 */
export const AS_TYPED = 'Place and note are sent to the candidate as typed, not translated: the rest of the invitation is in their language.';
const AS_TYPED_ID = 'interview-as-typed';

export function InterviewForm({ interviewers, current, busy, onSubmit, onCancel }: Props) {
  const [problem, setProblem] = useState<string | null>(null);
  const me = useMeQuery().data?._id;
  const [when, setWhen] = useState({ startsAt: current ? utcToIst(current.startsAt) : '', minutes: current?.minutes ?? 30 });
  const late = outsideHours(when.startsAt, when.minutes);
  const interviewer = current?.interviewerId ?? (interviewers.some((a) => a._id === me) ? me : interviewers[0]?._id) ?? '';
  const submit = async (form: HTMLFormElement) => {
    const f = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = interviewInput.safeParse({
      ...f,
      minutes: Number(f.minutes),
      place: f.place || undefined,
      videoLink: f.videoLink || undefined,
      note: f.note || undefined,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
    setProblem(null);
    await onSubmit(parsed.data);
  };
  return (
    <form
      className="admin-interview-form"
      aria-label={current ? 'Reschedule the interview' : 'Schedule an interview'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <label>
        Date and time (IST)
        <input
          type="datetime-local"
          name="startsAt"
          required
          defaultValue={when.startsAt}
          min={utcToIst(new Date())}
          onChange={(e) => setWhen((w) => ({ ...w, startsAt: e.target.value }))}
        />
      </label>
      <label>
        Length (minutes)
        <input
          type="number"
          name="minutes"
          required
          min={15}
          max={480}
          step={5}
          defaultValue={when.minutes}
          onChange={(e) => setWhen((w) => ({ ...w, minutes: Number(e.target.value) }))}
        />
      </label>
      <label>
        Place
        <input name="place" maxLength={300} defaultValue={current?.place ?? ''} placeholder="Address" aria-describedby={AS_TYPED_ID} />
      </label>
      <label>
        Video link
        <input type="url" name="videoLink" maxLength={500} defaultValue={current?.videoLink ?? ''} placeholder="https://" />
      </label>
      <label>
        Interviewer
        {/* Keyed by the default: the list and the account may arrive after the form is drawn. */}
        <select key={interviewer} name="interviewerId" required defaultValue={interviewer}>
          {interviewers.map((a) => (
            <option key={a._id} value={a._id}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-interview-form__wide">
        Note for the candidate
        <textarea name="note" rows={2} maxLength={2000} defaultValue={current?.note ?? ''} aria-describedby={AS_TYPED_ID} />
      </label>
      <p id={AS_TYPED_ID} className="admin-interview-form__hint admin-interview-form__wide">
        {AS_TYPED}
      </p>
      {late && (
        <p role="status" className="admin-interview-form__warning admin-interview-form__wide">
          This is outside 7:00 am to 9:00 pm in India. Check the time before sending the invitations.
        </p>
      )}
      {problem && (
        <p role="alert" className="admin-interview-form__problem admin-interview-form__wide">
          {problem}
        </p>
      )}
      <div className="admin-interview-form__actions admin-interview-form__wide">
        <button type="submit" className="ui-button ui-button--primary ui-button--small" disabled={busy}>
          {current ? 'Reschedule and send the update' : 'Schedule and send invitations'}
        </button>
        <button type="button" className="ui-button ui-button--small" onClick={onCancel}>
          Close
        </button>
      </div>
    </form>
  );
}
