// The job application (docs/behaviour.md §2.8, §5, §8, §9): every field required, e-mail and numeric mobile, the
// experience choices, a PDF/DOC/DOCX resume of at most 5 MB with upload progress; the server's reason in a red box.
// The visitor must agree to the privacy notice (§14.1). Once sent, the form and file are cleared at once and the
// dialog says what happens next instead of the form, then closes after 2 s.
import { EXPERIENCE_CHOICES, jobApplicationInput, requiredConsent, RESUME_MESSAGES, type ScreeningQuestion, screeningAnswers } from '@site/contracts';
import {
  ConsentCheckbox,
  errorMessage,
  getRuntimeConfig,
  HoneypotField,
  SelectField,
  t,
  TextAreaField,
  TextField,
  useMessageText,
  useUpload,
} from '@site/shared-ui';
import { useSubmissionForm } from '@site/shared-ui/forms';
import { type ChangeEvent, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_MESSAGES } from './application-messages';
import { experienceLabel } from './experience-label';
import { checkResume, RESUME_ACCEPT } from './resume-check';
import { ScreeningFields } from '../../../components/screening-fields';

/** docs/behaviour.md §9: the success message stays 2 s before the modal closes. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

type Question = Omit<ScreeningQuestion, 'knockout'>;

/** The form's rules: the contract's, the box ticked, and the answers to the job's questions as the API checks them (§20). */
const applicationFormOf = (questions: readonly Question[]) => jobApplicationInput.extend({ consent: requiredConsent, answers: screeningAnswers(questions) });
type ApplicationFormValues = z.input<ReturnType<typeof applicationFormOf>>;

const empty = (jobTitle: string, questions: readonly Question[]) =>
  ({
    name: '',
    email: '',
    mobile: '',
    address: '',
    jobTitle,
    skills: '',
    experience: '',
    qualification: '',
    consent: false,
    answers: Object.fromEntries(questions.map((q) => [q.id, ''])),
  }) as unknown as ApplicationFormValues;

/**
 * `jobId`: the job applied to; the API checks it is open and keeps its title (docs/behaviour.md §16). `questions`: its
 * screening questions, answered in the form and sent as `answers` (§20).
 */
export function ApplicationForm({
  jobId,
  jobTitle,
  questions = [],
  onClose,
  onSent,
}: {
  jobId?: string;
  jobTitle: string;
  questions?: readonly Question[];
  onClose: () => void;
  /** The application was stored: the page keeps saying so once the dialog has closed. */
  onSent?: () => void;
}) {
  const applicationForm = useMemo(() => applicationFormOf(questions), [questions]);
  const { upload, progress, uploading } = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const text = useMessageText();
  const [sent, setSent] = useState(false);
  const outcome = useRef<HTMLParagraphElement>(null);
  const fileId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  const {
    register,
    submit: send,
    formState,
    trap,
  } = useSubmissionForm({
    contract: applicationForm,
    empty: empty(jobTitle, questions),
    send: async (values) => {
      if (checkResume(file) || !file) return false;
      setServerError(null);
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.append(k, k === 'answers' ? JSON.stringify(v) : String(v));
      if (jobId) body.append('jobId', jobId);
      body.append('resume', file);
      return upload({ key: 'applyJobs', body });
    },
    onSent: () => {
      setFile(null);
      setSent(true);
      onSent?.();
    },
    onFailed: (error) => setServerError(errorMessage(error) || t(APPLICATION_MESSAGES.failed)),
    minFillMs: getRuntimeConfig().minFillMs,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      closeRef.current();
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // The outcome sits under a long form: bring it into view in the (scrolling) dialog.
  useEffect(() => {
    if (serverError || sent) outcome.current?.scrollIntoView?.({ block: 'nearest' });
    if (sent) outcome.current?.focus();
  }, [serverError, sent]);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    setFileError(chosen ? checkResume(chosen) : RESUME_MESSAGES.required);
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    // The resume is checked with the other fields, so every problem shows at once.
    const problem = checkResume(file);
    if (problem) setFileError(problem);
    void send(e);
  };

  // What happens next, in place of the emptied form (the modal closes after 2 s).
  if (sent)
    return (
      <p ref={outcome} className="ui-alert ui-alert--success" role="status" tabIndex={-1}>
        {t(APPLICATION_MESSAGES.success)}
      </p>
    );

  const busy = isSubmitting || uploading;
  const fileErrorId = `${fileId}-error`;
  return (
    <form className="ui-form main-apply" onSubmit={submit} noValidate aria-label={t('Apply for {job}', { job: jobTitle })}>
      <div className="ui-form__row">
        <TextField label={t('Full Name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={t('Email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      </div>
      <div className="ui-form__row">
        <TextField label={t('Mobile')} type="tel" inputMode="numeric" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
        {/* The job is chosen by the page, and the API keeps the job's own title: shown, not typed. */}
        <div className="ui-field main-apply__job">
          <span id={`${fileId}-job`}>{t('Job Title')}</span>
          <div role="group" aria-labelledby={`${fileId}-job`} className="main-apply__job-title">
            {jobTitle}
          </div>
          <input type="hidden" {...register('jobTitle')} />
        </div>
      </div>
      <TextField label={t('Address')} autoComplete="street-address" required error={errors.address?.message} {...register('address')} />
      <div className="ui-form__row">
        <SelectField
          label={t('Experience')}
          options={EXPERIENCE_CHOICES}
          optionLabel={experienceLabel}
          placeholder={t('Select experience')}
          required
          error={errors.experience?.message}
          {...register('experience')}
        />
        <TextField label={t('Qualification')} required error={errors.qualification?.message} {...register('qualification')} />
      </div>
      <TextAreaField label={t('Skills')} rows={3} required error={errors.skills?.message} {...register('skills')} />
      <ScreeningFields questions={questions} register={register as unknown as UseFormRegister<FieldValues>} errors={errors as FieldErrors} />
      <div className="ui-field">
        <label htmlFor={fileId}>{t('Resume (PDF, DOC or DOCX, max 5 MB)')}</label>
        <input
          id={fileId}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          required
          onChange={choose}
          aria-invalid={Boolean(fileError)}
          aria-describedby={fileError ? fileErrorId : undefined}
          className="main-apply__file"
        />
        {fileError && (
          <p className="ui-field__error" id={fileErrorId} role="alert">
            {text(fileError)}
          </p>
        )}
      </div>
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      {progress !== null && (
        <div className="main-apply__progress">
          <label htmlFor={`${fileId}-progress`}>{t('Uploading... {progress}%', { progress })}</label>
          <progress id={`${fileId}-progress`} max={100} value={progress} />
        </div>
      )}
      {serverError && (
        <p ref={outcome} className="ui-alert" role="alert">
          {serverError}
        </p>
      )}
      {/* The button waits for a good CV (docs/behaviour.md §9): said beside it, not only at the file field above. */}
      {fileError && !busy && (
        <p className="main-apply__blocked" id={`${fileId}-blocked`}>
          {t('To send, fix the CV above: {reason}', { reason: text(fileError) })}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary"
        disabled={busy || Boolean(fileError)}
        aria-describedby={fileError && !busy ? `${fileId}-blocked` : undefined}
      >
        {busy ? t('Submitting...') : t('Submit Application')}
      </button>
    </form>
  );
}
