// Applying with a mobile number (docs/behaviour.md §16.1), for a job that does not require a CV: a name, the number,
// the job's questions and consent to what the number is used for; an e-mail address and a CV only as the job takes
// them. A code by SMS proves the number, then the application is stored once. What was typed is kept until it is.
import { type JobCvRequirement, formatIndianMobile, phoneApplyDetails, type ScreeningQuestion } from '@site/contracts';
import { ConsentCheckbox, errorMessage, getRuntimeConfig, HoneypotField, Link, t, type TakesOver, TextField } from '@site/shared-ui';
import { takenOver } from '../../../components/taken-over';
import { usePhoneApplyMutation, usePhoneCodeRequestMutation, usePhoneCodeVerifyMutation } from '../../../lib/phone-api';
import { keepProof, provedToken } from '../../../lib/proved-numbers';
import { useSubmissionForm } from '@site/shared-ui/forms';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_MESSAGES } from './application-messages';
import { AskForCode, CodeStep } from '../../../components/code-step';
import { dropDraft, readDraft, saveDraft } from './phone-apply-draft';
import { checkResume, RESUME_ACCEPT } from './resume-check';
import { ScreeningFields } from '../../../components/screening-fields';

type Question = Omit<ScreeningQuestion, 'knockout'>;

const detailsFormOf = phoneApplyDetails;
type DetailsValues = z.input<ReturnType<typeof detailsFormOf>>;

const emptyOf = (questions: readonly Question[]) =>
  ({ name: '', mobile: '', email: '', consent: false, answers: Object.fromEntries(questions.map((q) => [q.id, ''])) }) as unknown as DetailsValues;

type Done = { page: string; alreadyApplied: boolean };

export function PhoneApplicationForm({
  jobId,
  jobTitle,
  cv,
  source,
  questions = [],
  onSent,
  typed,
}: TakesOver & {
  jobId: string;
  jobTitle: string;
  cv: JobCvRequirement;
  /** Where the visitor came from (`?src=` of the job's link). */
  source?: string;
  questions?: readonly Question[];
  onSent?: () => void;
}) {
  const form = useMemo(() => detailsFormOf(questions), [questions]);
  // What was typed in the form's plain drawing comes first; else what this tab kept of an earlier try.
  const [taken] = useState(() => takenOver(typed));
  const draft = useMemo(() => (taken ? { values: taken.values as Record<string, unknown>, sentAt: taken.sentAt } : readDraft(jobId)), [jobId, taken]);
  const [pending, setPending] = useState<{ values: DetailsValues; sentAt: number } | null>(
    draft?.sentAt ? { values: draft.values as DetailsValues, sentAt: draft.sentAt } : null,
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [requestCode, requesting] = usePhoneCodeRequestMutation();
  const [verifyCode, verifying] = usePhoneCodeVerifyMutation();
  const [apply, applying] = usePhoneApplyMutation();
  const fileId = useId();
  /** Whether a code is on its way: the details are then kept as they were sent. */
  const waiting = useRef(Boolean(draft?.sentAt));

  /** Sends the application with a proof of its number; the page then says what happened. */
  const applyWith = async (values: DetailsValues, token: string) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') body.append(k, k === 'answers' ? JSON.stringify(v) : String(v));
    body.append('jobId', jobId);
    body.append('phoneToken', token);
    if (source) body.append('source', source);
    if (file) body.append('resume', file);
    const answer = await apply({ body }).unwrap();
    dropDraft(jobId);
    setDone(answer.data);
    onSent?.();
  };

  // The details are sent: with a number proved in this visit, the application goes at once; else a code is sent.
  const ask = async (values: DetailsValues & { website?: string; fillMs?: number }) => {
    setError(null);
    const { website: _trap, fillMs: _fill, ...typed } = values;
    const held = provedToken(values.mobile);
    if (held) return applyWith(typed as DetailsValues, held);
    await requestCode({ mobile: String(values.mobile), purpose: 'apply', website: values.website, fillMs: values.fillMs }).unwrap();
    const next = { values: typed as DetailsValues, sentAt: Date.now() };
    // Set before the form empties itself after this send, so that emptying is not kept as the draft.
    waiting.current = true;
    saveDraft(jobId, next);
    setPending(next);
  };

  const { register, submit, formState, trap, watch, reset } = useSubmissionForm({
    contract: form,
    empty: (draft && !draft.sentAt ? draft.values : emptyOf(questions)) as DetailsValues,
    send: ask,
    onFailed: (e) => setError(errorMessage(e) || t(APPLICATION_MESSAGES.failed)),
    minFillMs: getRuntimeConfig().minFillMs,
  });
  const { errors, isSubmitting } = formState;

  // Every change is kept for a reload while the details are filled in.
  useEffect(() => {
    const watching = watch((values) => !waiting.current && saveDraft(jobId, { values: values as Record<string, unknown> }));
    return () => watching.unsubscribe();
  }, [watch, jobId]);

  const confirm = async (code: string) => {
    if (!pending) return;
    setError(null);
    try {
      const { token } = await verifyCode({ mobile: String(pending.values.mobile), code, purpose: 'apply' }).unwrap();
      keepProof(pending.values.mobile, token);
      await applyWith(pending.values, token);
    } catch (e) {
      setError(errorMessage(e) || t(APPLICATION_MESSAGES.failed));
    }
  };

  const resend = async () => {
    if (!pending) return;
    setError(null);
    try {
      await requestCode({ mobile: String(pending.values.mobile), purpose: 'apply' }).unwrap();
      const next = { ...pending, sentAt: Date.now() };
      saveDraft(jobId, next);
      setPending(next);
    } catch (e) {
      setError(errorMessage(e) || t(APPLICATION_MESSAGES.failed));
    }
  };

  if (done)
    return (
      <div className="ui-alert ui-alert--success main-apply__done" role="status">
        <p>{done.alreadyApplied ? t('You have already applied for this job.') : t('Application received. We sent you an SMS with the link to follow it.')}</p>
        {done.page && (
          <Link className="ui-button ui-button--primary" to={done.page.replace(/^\/(hi|mr)(?=\/)/, '')}>
            {t('Follow your application')}
          </Link>
        )}
      </div>
    );

  if (pending)
    return (
      <CodeStep
        mobile={formatIndianMobile(String(pending.values.mobile))}
        sentAt={pending.sentAt}
        busy={verifying.isLoading || applying.isLoading || requesting.isLoading}
        error={error}
        onConfirm={(code) => void confirm(code)}
        onResend={() => void resend()}
        onChangeNumber={() => {
          waiting.current = false;
          reset(pending.values);
          saveDraft(jobId, { values: pending.values as Record<string, unknown> });
          setPending(null);
          setError(null);
        }}
      />
    );

  const busy = isSubmitting || requesting.isLoading;
  return (
    <form className="ui-form main-apply" onSubmit={(e) => void submit(e)} noValidate aria-label={t('Apply for {job}', { job: jobTitle })}>
      <p className="main-apply__lead">{t('No e-mail or CV needed: your name and mobile number are enough. We send a code by SMS to confirm the number.')}</p>
      <TextField label={t('Full Name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={t('Mobile')} type="tel" inputMode="tel" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      <ScreeningFields questions={questions} register={register as unknown as UseFormRegister<FieldValues>} errors={errors as FieldErrors} />
      <TextField label={t('Email (optional)')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {cv === 'optional' && (
        <div className="ui-field">
          <label htmlFor={fileId}>{t('CV (optional: PDF, DOC or DOCX, max 5 MB)')}</label>
          <input
            id={fileId}
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            className="main-apply__file"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              const problem = chosen ? checkResume(chosen) : null;
              setError(problem ? t(problem) : null);
              setFile(problem ? null : chosen);
            }}
          />
        </div>
      )}
      <p className="main-apply__purpose">
        {t('We use your mobile number only for this application: to send you the code, and SMS about its progress and interviews.')}
      </p>
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <AskForCode error={error} busy={busy} />
    </form>
  );
}
