// The parts of a candidate's forms drawn as plain HTML (docs/behaviour.md §16.1): posted to the shell's server, they
// work before the page's code arrives and with none at all. The code then takes them over with what was typed.
import type { PostedForm, ScreeningQuestion } from '@site/contracts';
import { PLAIN_ACTION_FIELD, PLAIN_PROOF_FIELD, PLAIN_SENT_AT_FIELD } from '@site/contracts/plain-forms';
import { ConsentCheckbox, HoneypotField, t, TextField } from '@site/shared-ui';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { ScreeningFields } from './screening-fields';
import './code-step.css';

/** The field's props as the plain form draws it: its name and what was posted in it. */
export const plainField = (posted: PostedForm | null) => (name: string) => ({ name, defaultValue: posted?.values[name] ?? '', error: posted?.errors?.[name] });

/** What was typed at an earlier step, and when the code was sent or the proof kept for a nearest time, as hidden fields. */
function Hidden({ posted }: { posted: PostedForm }) {
  return (
    <>
      {Object.entries(posted.values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {posted.sentAt && <input type="hidden" name={PLAIN_SENT_AT_FIELD} value={posted.sentAt} />}
      {posted.proof && <input type="hidden" name={PLAIN_PROOF_FIELD} value={posted.proof} />}
    </>
  );
}

/** A button that posts the form asking for `action`; `skipChecks`: the browser need not check the fields first. */
export function PlainButton({
  action,
  children,
  link = false,
  skipChecks = false,
}: {
  action: string;
  children: ReactNode;
  link?: boolean;
  skipChecks?: boolean;
}) {
  return (
    <button
      type="submit"
      name={PLAIN_ACTION_FIELD}
      value={action}
      className={link ? 'ui-link-button' : 'ui-button ui-button--primary'}
      formNoValidate={skipChecks}
    >
      {children}
    </button>
  );
}

/** The details step: the form's own fields, the questions, an e-mail, consent, and the button that sends a code. */
export function PlainDetails({
  posted,
  label,
  questions,
  className = '',
  id,
  lead,
  purpose,
  children,
}: {
  posted: PostedForm | null;
  label: string;
  questions: readonly Omit<ScreeningQuestion, 'knockout'>[];
  className?: string;
  id?: string;
  lead?: ReactNode;
  purpose: string;
  /** Fields before the name (a drive's job). */
  children?: ReactNode;
}) {
  const field = plainField(posted);
  const asRegister = ((name: string) => field(name)) as unknown as UseFormRegister<FieldValues>;
  const answerErrors = Object.fromEntries(
    Object.entries(posted?.errors ?? {})
      .filter(([name]) => name.startsWith('answers.'))
      .map(([name, message]) => [name.slice(8), { message }]),
  );
  const { error: consentError, defaultValue: consented } = field('consent');
  return (
    <form method="post" className={`ui-form main-apply ${className}`} aria-label={label} id={id}>
      {lead}
      {children}
      <TextField label={t('Full Name')} autoComplete="name" required {...field('name')} />
      <TextField label={t('Mobile')} type="tel" inputMode="tel" autoComplete="tel" required {...field('mobile')} />
      <ScreeningFields questions={questions} register={asRegister} errors={{ answers: answerErrors } as unknown as FieldErrors} />
      <TextField label={t('Email (optional)')} type="email" autoComplete="email" {...field('email')} />
      <p className="main-apply__purpose">{purpose}</p>
      <ConsentCheckbox name="consent" value="true" defaultChecked={consented === 'true'} error={consentError} />
      <HoneypotField ref={null} />
      {posted?.message && (
        <p className="ui-alert" role="alert">
          {t(posted.message)}
        </p>
      )}
      <PlainButton action="send">{t('Send me a code')}</PlainButton>
    </form>
  );
}

/** The code step: the code from the SMS, a new code, or another number; the details ride along unseen. */
export function PlainCodeStep({ posted, confirmLabel }: { posted: PostedForm; confirmLabel: string }) {
  return (
    <form method="post" className="ui-form main-apply main-apply--code" aria-label={t('Confirm your mobile number')}>
      <Hidden posted={posted} />
      <p role="status">{t('We sent a 6-digit code by SMS to {mobile}.', { mobile: posted.mobileShown ?? posted.values.mobile ?? '' })}</p>
      <TextField
        label={t('Code from the SMS')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]*"
        maxLength={7}
        required
        error={posted.message}
      />
      <PlainButton action="confirm">{confirmLabel}</PlainButton>
      <div className="main-apply__code-links">
        <PlainButton action="resend" link skipChecks>
          {t('Send a new code')}
        </PlainButton>
        <PlainButton action="change" link skipChecks>
          {t('Change the number')}
        </PlainButton>
      </div>
    </form>
  );
}

/** A full time's step: the details ride along with the number's proof, and one of the nearest times is chosen. */
export function PlainNearest({ posted, children }: { posted: PostedForm; children: ReactNode }) {
  return (
    <form method="post" className="main-drive__full" role="alert">
      <Hidden posted={posted} />
      <p className="ui-alert">{t(posted.message ?? '')}</p>
      {children}
    </form>
  );
}
