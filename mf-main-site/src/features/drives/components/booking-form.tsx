// Booking a walk-in drive from a phone (docs/behaviour.md §26): the job (when the drive hires for several), a name,
// the mobile number, the job's questions, an e-mail if wanted and consent; the time comes from the slots above. A
// code by SMS proves the number (a number proved in this visit needs none), then the booking is made. A full slot
// offers the nearest free ones; booking again moves the booking.
import {
  type CandidateBooking,
  DRIVE_MESSAGES,
  driveBookingDetails,
  formatIndianMobile,
  type PublicDrive,
  type ScreeningQuestion,
  slotFullAnswer,
} from '@site/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  ConsentCheckbox,
  errorMessage,
  getRuntimeConfig,
  HoneypotField,
  Link,
  Loading,
  t,
  type TakesOver,
  TextField,
  useItem,
  useMessageText,
} from '@site/shared-ui';
import { useSubmissionForm } from '@site/shared-ui/forms';
import { useMemo, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { AskForCode, CodeStep } from '../../../components/code-step';
import { useDriveBookMutation } from '../../../lib/drive-api';
import { usePhoneCodeRequestMutation, usePhoneCodeVerifyMutation } from '../../../lib/phone-api';
import { keepProof, provedToken } from '../../../lib/proved-numbers';
import { ScreeningFields } from '../../../components/screening-fields';
import { SlotChoice } from '../../../components/drives/slot-choice';
import { BookingDetails } from '../../../components/drives/booking-details';
import { JobChoice } from '../../../components/drives/job-choice';
import { type TakenOver, takenOver } from '../../../components/taken-over';

type Question = Omit<ScreeningQuestion, 'knockout'>;

const detailsFormOf = driveBookingDetails;
type DetailsValues = z.input<ReturnType<typeof detailsFormOf>>;
type Nearest = z.output<typeof slotFullAnswer>;

const emptyOf = (questions: readonly Question[]) =>
  ({ name: '', mobile: '', email: '', consent: false, answers: Object.fromEntries(questions.map((q) => [q.id, ''])) }) as unknown as DetailsValues;

/** A message the page shows when a call fails: the API's (in the page's language), else a general one. */
const failed = (e: unknown) => errorMessage(e) || t('The booking could not be made. Please check your connection and try again.');

const noSlot = () => Object.assign(new Error(DRIVE_MESSAGES.slotUnknown), { data: { message: t('Please choose a time above first.') } });

export interface BookingFormProps {
  drive: PublicDrive;
  /** The time chosen in the slots above. */
  slot: string | null;
  onSlot: (start: string) => void;
  /** Where the visitor came from (`?src=` of the drive's link). */
  source?: string;
}

export function BookingForm({ typed, ...props }: BookingFormProps & TakesOver) {
  const { drive } = props;
  // What was typed in the form's plain drawing (a code on its way included) is where this form starts.
  const [taken] = useState(() => takenOver(typed));
  const [jobId, setJobId] = useState(drive.jobs.length === 1 ? drive.jobs[0]!._id : drive.jobs.some((j) => j._id === taken?.jobId) ? taken!.jobId! : '');
  // The job's questions come with the job.
  const { data: job, isLoading, missing } = useItem('jobs', jobId || undefined);
  return (
    <div className="main-drive__booking">
      <JobChoice drive={drive} value={jobId} onChange={(e) => setJobId(e.target.value)} />
      {!jobId ? null : isLoading ? (
        <Loading text={t('Loading form...')} />
      ) : (
        <Details key={jobId} {...props} jobId={jobId} taken={taken} questions={job && !missing ? (job.questions ?? []) : []} />
      )}
    </div>
  );
}

function Details({
  drive,
  slot,
  onSlot,
  source,
  jobId,
  questions,
  taken,
}: BookingFormProps & { jobId: string; questions: readonly Question[]; taken: TakenOver | null }) {
  const form = useMemo(() => detailsFormOf(questions), [questions]);
  const [pending, setPending] = useState<{ values: DetailsValues; sentAt: number } | null>(() =>
    taken?.sentAt ? { values: taken.values as DetailsValues, sentAt: taken.sentAt } : null,
  );
  const [full, setFull] = useState<{ values: DetailsValues; token: string; answer: Nearest } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ booking: CandidateBooking | null; page: string; moved: boolean } | null>(null);
  const [requestCode, requesting] = usePhoneCodeRequestMutation();
  const [verifyCode, verifying] = usePhoneCodeVerifyMutation();
  const [book, booking] = useDriveBookMutation();
  // The API's words in the page's language, where it sent them in English.
  const text = useMessageText();

  /** Books `at` with a proof of the number; a full slot answers the nearest free ones. */
  const bookWith = async (values: DetailsValues, token: string, at: string) => {
    try {
      const answer = await book({
        driveId: drive._id,
        body: {
          ...(values as Record<string, unknown>),
          email: values.email || undefined,
          answers: questions.length ? (values.answers as Record<string, unknown>) : undefined,
          consent: true,
          jobId,
          slot: at,
          phoneToken: token,
          ...(source ? { source } : {}),
        } as never,
      }).unwrap();
      setFull(null);
      setPending(null);
      setDone(answer);
    } catch (e) {
      const status = (e as FetchBaseQueryError).status;
      const nearest = slotFullAnswer.safeParse((e as { data?: unknown }).data);
      if (status === 409 && nearest.success) {
        setPending(null);
        setFull({ values, token, answer: nearest.data });
        return;
      }
      throw e;
    }
  };

  const ask = async (values: DetailsValues & { website?: string; fillMs?: number }) => {
    setError(null);
    if (!slot) throw noSlot();
    const { website: _trap, fillMs: _fill, ...typed } = values;
    const held = provedToken(values.mobile);
    if (held) return bookWith(typed as DetailsValues, held, slot);
    await requestCode({ mobile: String(values.mobile), purpose: 'apply', website: values.website, fillMs: values.fillMs }).unwrap();
    setPending({ values: typed as DetailsValues, sentAt: Date.now() });
  };

  const { register, submit, formState, trap, reset } = useSubmissionForm({
    contract: form,
    empty: taken && !taken.sentAt ? ({ ...emptyOf(questions), ...taken.values } as DetailsValues) : emptyOf(questions),
    send: ask,
    onFailed: (e) => setError(failed(e)),
    minFillMs: getRuntimeConfig().minFillMs,
  });
  const { errors, isSubmitting } = formState;

  const confirm = async (code: string) => {
    if (!pending) return;
    setError(null);
    try {
      const { token } = await verifyCode({ mobile: String(pending.values.mobile), code, purpose: 'apply' }).unwrap();
      keepProof(pending.values.mobile, token);
      if (!slot) throw noSlot();
      await bookWith(pending.values, token, slot);
    } catch (e) {
      setError(failed(e));
    }
  };

  const resend = async () => {
    if (!pending) return;
    setError(null);
    try {
      await requestCode({ mobile: String(pending.values.mobile), purpose: 'apply' }).unwrap();
      setPending({ ...pending, sentAt: Date.now() });
    } catch (e) {
      setError(failed(e));
    }
  };

  if (done)
    return (
      <div className="ui-alert ui-alert--success main-drive__done" role="status">
        <p className="main-drive__done-title">
          {done.moved ? t('Your booking has been moved. We sent you an SMS with the details.') : t('You are booked. We sent you an SMS with the details.')}
        </p>
        {done.booking && <BookingDetails booking={done.booking} />}
        {done.page && (
          <Link className="ui-button ui-button--primary" to={done.page.replace(/^https?:\/\/[^/]+/, '').replace(/^\/(hi|mr)(?=\/)/, '')}>
            {t('See your pass and booking')}
          </Link>
        )}
      </div>
    );

  if (full)
    return (
      <div className="main-drive__full" role="alert">
        <p className="ui-alert">{text(full.answer.message)}</p>
        {full.answer.nearest.length ? (
          <>
            <p>{t('These times still have seats. Choose one to book it:')}</p>
            <SlotChoice
              name="drive-nearest"
              slots={full.answer.nearest}
              chosen={full.answer.nearest.some((n) => n.start === slot) ? slot : null}
              onChoose={(start) => {
                onSlot(start);
                setError(null);
                bookWith(full.values, provedToken(full.values.mobile) ?? full.token, start).catch((e) => setError(failed(e)));
              }}
              disabled={booking.isLoading}
            />
          </>
        ) : (
          <p>{t('Every time is fully booked. You may still walk in on the day: you will wait longer.')}</p>
        )}
        {error && <p className="ui-alert">{error}</p>}
      </div>
    );

  if (pending)
    return (
      <CodeStep
        mobile={formatIndianMobile(String(pending.values.mobile))}
        sentAt={pending.sentAt}
        busy={verifying.isLoading || booking.isLoading || requesting.isLoading}
        error={error}
        confirmLabel={t('Confirm and book')}
        onConfirm={(code) => void confirm(code)}
        onResend={() => void resend()}
        onChangeNumber={() => {
          reset(pending.values);
          setPending(null);
          setError(null);
        }}
      />
    );

  const busy = isSubmitting || requesting.isLoading || booking.isLoading;
  return (
    <form
      className="ui-form main-apply main-drive__details"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('Book a time at {title}', { title: drive.title })}
    >
      <TextField label={t('Full Name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={t('Mobile')} type="tel" inputMode="tel" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      <ScreeningFields questions={questions} register={register as unknown as UseFormRegister<FieldValues>} errors={errors as FieldErrors} />
      <TextField label={t('Email (optional)')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <p className="main-apply__purpose">
        {t('We use your mobile number only for this interview and the job: to send you the code, your pass and SMS about your application.')}
      </p>
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <AskForCode error={error} busy={busy} />
    </form>
  );
}
