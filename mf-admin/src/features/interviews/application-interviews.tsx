// An application's interviews on its inbox page (docs/behaviour.md §19): each with when (IST), where and who, and
// the forms to schedule, reschedule and cancel; every change e-mails the candidate and the interviewer.
import type { Interview, InterviewInput } from '@site/contracts';
import { ConfirmDialog, errorMessage, toast } from '@site/shared-ui';
import { useState } from 'react';
import { InterviewForm, type Interviewer } from './interview-form';
import { useCancelInterviewMutation, useInterviewsQuery, useRescheduleInterviewMutation, useScheduleInterviewMutation } from './interviews-api';
import { whenWords } from './interview-words';
import { InterviewWhere } from './interview-where';
import './interviews.css';

export function ApplicationInterviews({ applicationId, interviewers }: { applicationId: string; interviewers: Interviewer[] }) {
  const { data: interviews = [], isError, isLoading } = useInterviewsQuery(applicationId);
  const [schedule, scheduling] = useScheduleInterviewMutation();
  const [reschedule, rescheduling] = useRescheduleInterviewMutation();
  const [cancel, cancelling] = useCancelInterviewMutation();
  /** 'new', an interview's id being rescheduled, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [cancelOf, setCancelOf] = useState<Interview | null>(null);

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
      setEditing(null);
      return true;
    } catch (err) {
      toast.error(errorMessage(err) ?? 'The interview could not be saved');
      return false;
    }
  };
  const submit = (input: InterviewInput) =>
    editing === 'new'
      ? run(() => schedule({ applicationId, input }).unwrap(), 'Interview scheduled: invitations sent')
      : run(() => reschedule({ applicationId, id: editing!, input }).unwrap(), 'Interview rescheduled: updates sent');

  return (
    <section className="admin-interviews" aria-labelledby="interviews-heading">
      <h2 id="interviews-heading">Interviews</h2>
      {isError && <p role="alert">The interviews could not be loaded.</p>}
      {/* Until the interviews are known, neither the list nor its button: a button that moved down as they arrived
          took a tap meant for it elsewhere. */}
      {isLoading ? (
        <p role="status">Loading interviews...</p>
      ) : (
        <>
          <ul className="admin-interviews__list">
            {interviews.length === 0 && <li>None yet</li>}
            {interviews.map((i) => (
              <li key={i.id} data-status={i.status}>
                <strong>{whenWords(i)}</strong>{' '}
                <span className="admin-badge" data-status={i.status === 'Cancelled' ? 'Rejected' : 'Hired'}>
                  {i.status}
                </span>
                <br />
                <InterviewWhere interview={i} /> · with {i.interviewerName}
                {i.note && <small>Note: {i.note}</small>}
                {i.status === 'Scheduled' && editing !== i.id && (
                  <span className="admin-interviews__actions">
                    <button type="button" className="ui-button ui-button--small" onClick={() => setEditing(i.id)}>
                      Reschedule
                    </button>
                    <button type="button" className="ui-button ui-button--small ui-button--danger" onClick={() => setCancelOf(i)}>
                      Cancel interview
                    </button>
                  </span>
                )}
                {editing === i.id && (
                  <InterviewForm interviewers={interviewers} current={i} busy={rescheduling.isLoading} onSubmit={submit} onCancel={() => setEditing(null)} />
                )}
              </li>
            ))}
          </ul>
          {editing === 'new' ? (
            <InterviewForm interviewers={interviewers} busy={scheduling.isLoading} onSubmit={submit} onCancel={() => setEditing(null)} />
          ) : (
            <button type="button" className="ui-button ui-button--primary ui-button--small" onClick={() => setEditing('new')}>
              Schedule an interview
            </button>
          )}
        </>
      )}
      <ConfirmDialog
        open={cancelOf !== null}
        text={cancelOf ? `Cancel the interview of ${whenWords(cancelOf)}? The candidate and the interviewer are sent a cancellation.` : ''}
        busy={cancelling.isLoading}
        confirmLabel="Cancel interview"
        busyLabel="Cancelling..."
        onCancel={() => setCancelOf(null)}
        onConfirm={() =>
          void run(() => cancel({ applicationId, id: cancelOf!.id }).unwrap(), 'Interview cancelled: cancellations sent').then(() => setCancelOf(null))
        }
      />
    </section>
  );
}
